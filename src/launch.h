/*
    LAUNCH
    ======
    cudacore_launch() takes a cudacore_launch_config (grid, block,
    dynamic shared memory, clusters, cooperative, priority, programmatic
    dependent launch; with clusters the grid counts clusters) and the
    arguments in one of these forms (graph kernel nodes take the same):
      void **args        cudacore_launch: a pointer to each value
      cudacore_arg[]     cudacore_launch_sized: {value pointer, size} pairs,
                         easy to build in a loop
      CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(float *, x), CUDACORE_ARG(int, n))
                         the values themselves (C and C++); CUDACORE_ARGS(...)
                         gives the (array, count) of any _sized function
      cudacore_launch_values(s, &cfg, k, x, n)   C++: sizes from the types; a
                         type that is not trivially copyable does not compile
    A launch is one lock-free lookup per handle and one cuLaunchKernelEx: no
    allocation, no system call (the sized forms copy the value pointers to
    the stack).
    Argument check: CUDACORE_DEBUG builds (unless disable_validation), and
    release builds whose cudacore_desc sets check_kernel_args, compare the
    arguments with the kernel's parameters before the driver is called: the
    count, NULL value pointers, and, for the sized forms, every size ("kernel
    'k64' parameter 1 is 8 bytes, 4 were given": an int for a long long).
    The void ** form has no sizes: only its count and pointers are checked.
    A mismatch is CUDACORE_ERROR_VALIDATION. Debug builds also check grid,
    block and shared memory against the device, naming the dimension.
*/
/* Launch configuration. Zero y/z of grid, block and cluster mean 1; grid[0]
   and block[0] must be > 0. When cluster[0] is non-zero, GRID COUNTS CLUSTERS
   (as in cuda.core): the kernel runs grid x cluster blocks in each dimension,
   which must stay below 2^32. shared_mem must fit 32 bits (the driver's).
   priority: 0 = the stream's; programmatic_dependent_launch: 1 = may overlap
   the previous kernel on the stream (cudaGridDependencySynchronize).
   A config means the same, and is refused with the same message, wherever
   it is taken: launches, kernel graph nodes (added or set) and the
   occupancy queries; a kernel node also refuses programmatic_dependent_
   launch, a property of a stream launch (NOT_SUPPORTED: capture instead). */
typedef struct cudacore_launch_config {
    unsigned grid[3];
    unsigned block[3];
    size_t shared_mem;
    unsigned cluster[3];
    int cooperative;
    int priority;
    int programmatic_dependent_launch;
} cudacore_launch_config;

/* A kernel argument with its size: `value` points at the value (a struct
   passed by value: at the struct), `size` is its size in bytes. The form to
   build in a loop: args[i].value = &v[i]; args[i].size = sizeof v[i]; or
   with CUDACORE_ARG_OF(variable) in an initializer. */
typedef struct cudacore_arg {
    const void *value;
    size_t size;
} cudacore_arg;
#define CUDACORE_ARG_OF(var) {&(var), sizeof(var)}
/* The sized forms copy the value pointers into an array on the stack: at
   most this many arguments (more: CUDACORE_ERROR_INVALID_ARGUMENT). */
#define CUDACORE_MAX_SIZED_ARGS 256

/* Launches k on stream s with cuLaunchKernelEx. No host allocation, no
   system call, no lock. Works on a stream that is being captured.
   Argument forms (the same for kernel graph nodes):
     cudacore_launch        void **args: one pointer per kernel parameter,
                            pointing at its value. The sizes are not known,
                            so the check below covers the count and NULL
                            pointers only.
     cudacore_launch_sized  cudacore_arg args[]: values with their sizes.
     CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(type, value), ...)
                            the values themselves (C and C++): each
                            CUDACORE_ARG carries sizeof(type) (a sized launch).
     cudacore_launch_values(s, &cfg, k, values...)   C++ only: the values,
                            sizes deduced; a type that is not trivially
                            copyable is a compile error.
   THE ARGUMENT CHECK runs in CUDACORE_DEBUG builds (unless
   cudacore_desc.disable_validation) and in release builds when
   cudacore_desc.check_kernel_args is 1. Before the driver is called, the
   arguments are compared with the kernel's parameter info (see
   cudacore_kernel_param_info): too many or too few, a NULL value pointer,
   and, for the sized forms, a size 0 or a size other than the parameter's
   ("kernel 'k64' parameter 1 is 8 bytes, 4 were given") are
   CUDACORE_ERROR_VALIDATION. Without the check nothing is compared and a
   wrong size reaches the kernel as garbage. Debug builds also check
   grid/block/shared memory against the device and a cooperative grid
   against occupancy. */
CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_launch_sized(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                   size_t num_args);
/* The same on a raw CUstream (NULL = legacy default stream). */
CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args);

/* The values themselves, each with its type: a (cudacore_arg array, count)
   pair for any sized form, and the launch shorthand (at least one argument;
   a kernel without parameters: cudacore_launch(s, &cfg, k, NULL, 0)).
     CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(float *, d_x), CUDACORE_ARG(int, n), CUDACORE_ARG(params_t, p));
     cudacore_graph_add_kernel_node_sized(g, NULL, 0, &cfg, k, CUDACORE_ARGS(CUDACORE_ARG(float *, d_x), CUDACORE_ARG(int, n)), &node);
   Write the kernel's own parameter type: CUDACORE_ARG(int, n) for a `long
   long` parameter is the classic mistake the check names. In C these are
   compound literals; in C++ CUDACORE_ARG(type, value) is
   static_cast<type>(value), and CUDACORE_ARGS / CUDACORE_LAUNCH also take
   plain values (their types give the sizes). */
#ifndef __cplusplus
#define CUDACORE_ARG(type, value) ((cudacore_arg){(type[1]){value}, sizeof(type)})
#define CUDACORE_ARGS(...) (cudacore_arg[]){__VA_ARGS__}, sizeof((cudacore_arg[]){__VA_ARGS__}) / sizeof(cudacore_arg)
#define CUDACORE_LAUNCH(stream, cfg, kernel, ...) cudacore_launch_sized((stream), (cfg), (kernel), CUDACORE_ARGS(__VA_ARGS__))
#else
extern "C++" {
/* C++: templates (C++ linkage). No copy of the values: each cudacore_arg
   points at the caller's value, which lives until the call returns. */
template <typename T> inline cudacore_arg cudacore__arg_of(const T &v) {
    static_assert(std::is_trivially_copyable<T>::value, "a kernel argument is copied byte for byte: its type must be trivially copyable");
    cudacore_arg a;
    a.value = &reinterpret_cast<const char &>(v); /* the address, even if T overloads & */
    a.size = sizeof(T);
    return a;
}
template <typename... A> struct cudacore__arg_list {
    cudacore_arg a[sizeof...(A) + 1];
    explicit cudacore__arg_list(const A &...v) : a{cudacore__arg_of(v)..., {NULL, 0}} {}
};
template <typename... A> inline cudacore__arg_list<A...> cudacore__args(const A &...v) { return cudacore__arg_list<A...>(v...); }
template <typename... A> char (&cudacore__arg_count(const A &...))[sizeof...(A) + 1]; /* only in sizeof: never called */
template <typename... A>
inline cudacore_result cudacore_launch_values(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const A &...values) {
    const cudacore_arg a[sizeof...(A) + 1] = {cudacore__arg_of(values)..., {NULL, 0}};
    return cudacore_launch_sized(s, cfg, k, a, sizeof...(A));
}
}
#define CUDACORE_ARG(type, value) static_cast<type>(value)
#define CUDACORE_ARGS(...) cudacore__args(__VA_ARGS__).a, (sizeof(cudacore__arg_count(__VA_ARGS__)) - 1)
#define CUDACORE_LAUNCH(stream, cfg, kernel, ...) cudacore_launch_values((stream), (cfg), (kernel), __VA_ARGS__)
#endif
