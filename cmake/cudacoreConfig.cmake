# cudacoreConfig.cmake -- find_package(cudacore CONFIG) for an installed cudacore.
#
#   find_package(cudacore 0.1 CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE cudacore::cudacore)
#
# cudacore::cudacore is an INTERFACE target: the include folder holding
# cudacore.h and cudabind.h, and the platform's dl and threads libraries
# (nothing on Windows). No CUDA library is linked: cudacore loads libcuda,
# NVRTC and nvJitLink when the program runs. One .c file of the program
# defines CUDACORE_IMPLEMENTATION before including cudacore.h.
#
# The package is relocatable: it finds the include folder from its own place
# (<prefix>/lib/cmake/cudacore -> <prefix>/include).
include(CMakeFindDependencyMacro)
set(THREADS_PREFER_PTHREAD_FLAG ON)
find_dependency(Threads)

get_filename_component(_cudacore_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET cudacore::cudacore)
  add_library(cudacore::cudacore INTERFACE IMPORTED)
  set_target_properties(cudacore::cudacore PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${_cudacore_prefix}/include"
    INTERFACE_LINK_LIBRARIES "${CMAKE_DL_LIBS};Threads::Threads")
endif()
set(cudacore_INCLUDE_DIR "${_cudacore_prefix}/include")
unset(_cudacore_prefix)
