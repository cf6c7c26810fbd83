#!/usr/bin/env bash
# tests/packaging.sh -- cudacore as other projects take it in, each check a line
# "ok/FAIL/skip - name" (make test-packaging runs it through tests/run.sh):
#   make install into a temporary prefix (and with DESTDIR), make uninstall;
#   every installed tool answers --version with "NAME (cudacore X.Y.Z)";
#   a CMake project with find_package(cudacore CONFIG REQUIRED), and the
#   version rules; one with add_subdirectory, one with FetchContent (the same
#   cudacore::cudacore target, no tools/examples/tests built for them); a
#   program built with `pkg-config --cflags --libs cudacore`; cudacore as the
#   top-level CMake project: ctest runs the CPU tests, and `cmake --install`
#   lays out the same files as `make install`.
# Work goes to $BUILD/packaging (BUILD defaults to build). Needs cmake and
# pkg-config (the checks that need one skip, counted, without it).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "${BUILD:-build}/packaging" && cd "${BUILD:-build}/packaging" && pwd)/work
rm -rf "$work"; mkdir -p "$work"
prefix="$work/prefix"
version=$(sed -n 's/^#define CUDACORE_VERSION_STRING "\(.*\)"/\1/p' "$root/cudacore.h")
failed=0

# run NAME COMMAND...: ok if COMMAND succeeds; its output is shown on failure.
run() {
  local name=$1; shift
  local out
  if out=$("$@" 2>&1); then echo "ok - $name"
  else echo "FAIL - $name"; echo "$out" | tail -25 | sed 's/^/  /'; failed=1; fi
}
skip() { echo "skip - $1: $2"; }
have() { command -v "$1" >/dev/null 2>&1; }

# The consumer: any device count, or the clear no-driver error, is a success.
cat > "$work/main.c" <<'EOF'
#define CUDACORE_IMPLEMENTATION
#include <cudacore.h>
#include <stdio.h>
int main(void) {
    int n = 0;
    cudacore_result r = cudacore_device_count(&n);
    printf("cudacore %s: %s, %d device(s)\n", CUDACORE_VERSION_STRING, cudacore_result_name(r), n);
    return r == CUDACORE_SUCCESS || r == CUDACORE_ERROR_LIBRARY_NOT_FOUND || r == CUDACORE_ERROR_NO_DEVICE ? 0 : 1;
}
EOF

check_install() {
  make -s -C "$root" install PREFIX="$prefix" >/dev/null || return 1
  for f in include/cudacore.h include/cudabind.h bin/cudacore-info bin/cudacore-nvrtc lib/cmake/cudacore/cudacoreConfig.cmake \
           lib/cmake/cudacore/cudacoreConfigVersion.cmake lib/pkgconfig/cudacore.pc; do
    [ -f "$prefix/$f" ] || { echo "missing: $f"; return 1; }
  done
  for t in "$prefix"/bin/*; do # every tool: "NAME (cudacore X.Y.Z)" first
    first=$("$t" --version | head -1)
    [ "$first" = "$(basename "$t") (cudacore $version)" ] || { echo "$(basename "$t") --version printed: $first"; return 1; }
  done
  cmp -s "$root/cudacore.h" "$prefix/include/cudacore.h" || { echo "include/cudacore.h differs"; return 1; }
}
check_destdir() {
  make -s -C "$root" install PREFIX=/opt/cudacore DESTDIR="$work/stage" >/dev/null || return 1
  [ -f "$work/stage/opt/cudacore/include/cudacore.h" ] || { echo "not under DESTDIR/PREFIX"; return 1; }
  grep -qx 'prefix=/opt/cudacore' "$work/stage/opt/cudacore/lib/pkgconfig/cudacore.pc" || { echo "cudacore.pc: prefix is not PREFIX"; return 1; }
  make -s -C "$root" uninstall PREFIX=/opt/cudacore DESTDIR="$work/stage" >/dev/null || return 1
  left=$(find "$work/stage" -type f)
  [ -z "$left" ] || { echo "make uninstall left: $left"; return 1; }
}

# cmake_project NAME CMAKE-BODY [cmake args...]: configure, build and run app.
cmake_project() {
  local name=$1 body=$2; shift 2
  local dir="$work/$name"
  mkdir -p "$dir"
  cp "$work/main.c" "$dir/main.c"
  printf 'cmake_minimum_required(VERSION 3.14)\nproject(%s C)\n%s\nadd_executable(app main.c)\ntarget_link_libraries(app PRIVATE cudacore::cudacore)\n' "$name" "$body" > "$dir/CMakeLists.txt"
  cmake -S "$dir" -B "$dir/build" "$@" >/dev/null || return 1
  cmake --build "$dir/build" || return 1
  "$dir/build/app"
}
not_top_level='foreach(t cudacore-info cudacore-nvrtc test_core cudacore_example_demo)
  if(TARGET ${t})
    message(FATAL_ERROR "${t} is built although cudacore is not the top-level project")
  endif()
endforeach()'

check_find_package() { cmake_project find_package "find_package(cudacore $version CONFIG REQUIRED)" -DCMAKE_PREFIX_PATH="$prefix"; }
check_find_package_versions() {
  local dir="$work/versions"
  mkdir -p "$dir"
  local major=${version%%.*} rest=${version#*.}
  local minor=${rest%%.*}
  cat > "$dir/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.14)
project(versions C)
find_package(cudacore $major.$minor CONFIG REQUIRED)
find_package(cudacore $major.$((minor + 1)) CONFIG QUIET)
if(cudacore_FOUND)
  message(FATAL_ERROR "a later minor version was accepted")
endif()
find_package(cudacore $((major + 1)) CONFIG QUIET)
if(cudacore_FOUND)
  message(FATAL_ERROR "a later major version was accepted")
endif()
find_package(cudacore $version EXACT CONFIG REQUIRED)
EOF
  cmake -S "$dir" -B "$dir/build" -DCMAKE_PREFIX_PATH="$prefix"
}
check_add_subdirectory() { cmake_project add_subdirectory "add_subdirectory(\"$root\" cudacore)
$not_top_level"; }
check_fetchcontent() { cmake_project fetchcontent "include(FetchContent)
FetchContent_Declare(cudacore SOURCE_DIR \"$root\")
FetchContent_MakeAvailable(cudacore)
$not_top_level"; }
check_pkg_config() {
  export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
  [ "$(pkg-config --modversion cudacore)" = "$version" ] || { echo "pkg-config --modversion: $(pkg-config --modversion cudacore)"; return 1; }
  # shellcheck disable=SC2046
  ${CC:-cc} -std=c99 -Wall -Wextra -pedantic -Werror "$work/main.c" -o "$work/pc_app" $(pkg-config --cflags --libs cudacore) || return 1
  "$work/pc_app"
}
check_top_level_ctest() {
  local b="$work/top"
  cmake -S "$root" -B "$b" -DCMAKE_BUILD_TYPE=Debug -DCUDACORE_BUILD_EXAMPLES=OFF -DCMAKE_INSTALL_PREFIX="$work/cmake-prefix" >/dev/null || return 1
  cmake --build "$b" -j 2 >/dev/null || return 1
  (cd "$b" && ctest --output-on-failure -j 2) || return 1
  cmake --install "$b" >/dev/null || return 1
  a=$(cd "$prefix" && find . -type f | sort); c=$(cd "$work/cmake-prefix" && find . -type f | sort)
  [ "$a" = "$c" ] || { echo "cmake --install and make install differ:"; diff <(echo "$a") <(echo "$c"); return 1; }
}

run "make install PREFIX=<temporary prefix>" check_install
run "make install DESTDIR=<stage>, make uninstall" check_destdir
if have cmake; then
  run "CMake: find_package(cudacore $version CONFIG REQUIRED)" check_find_package
  run "CMake: the package's version rules" check_find_package_versions
  run "CMake: add_subdirectory(cudacore)" check_add_subdirectory
  run "CMake: FetchContent_MakeAvailable(cudacore)" check_fetchcontent
  run "CMake: cudacore as the top-level project, ctest, cmake --install" check_top_level_ctest
else
  for c in find_package versions add_subdirectory FetchContent top-level; do skip "CMake: $c" "cmake is not installed"; done
fi
if have pkg-config; then run "pkg-config --cflags --libs cudacore" check_pkg_config
else skip "pkg-config --cflags --libs cudacore" "pkg-config is not installed"; fi
[ $failed -eq 0 ]
