/* graph_explicit -- build a graph node by node: a diamond
       A: x = 1 (memset) -> B: y = 2x (kernel) \
                         -> C: z = 3x (kernel) -> D: w = y + z (kernel) -> E: copy w to pinned host memory
   with explicit dependencies, list its nodes and edges, write it out as a
   Graphviz DOT file (graph_explicit.dot, or the path given), and check w = 5.
   Next: graph_while -- a loop that runs on the device, inside the graph.
   Build: cc -std=c99 examples/graph_explicit.c -o graph_explicit -ldl -lpthread
   View:  dot -Tpng graph_explicit.dot -o graph_explicit.png */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

#define N 1024

static const char *src =
    "extern \"C\" __global__ void scale(float *out, const float *in, int n, float s) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = in[i] * s;\n"
    "}\n"
    "extern \"C\" __global__ void add(float *out, const float *a, const float *b, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = a[i] + b[i];\n"
    "}\n";

int main(int argc, char **argv) {
    const char *dot = argc > 1 ? argv[1] : "graph_explicit.dot";
    cudacore_program p;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_kernel k_scale, k_add;
    cudacore_stream s;
    cudacore_memory_resource mr, pinned;
    cudacore_pinned_memory_resource_desc pind;
    cudacore_buffer x, y, z, w, host;
    cudacore_CUdeviceptr px, py, pz, pw;
    cudacore_graph g;
    cudacore_graph_node A, B, C, D, E, deps[2];
    cudacore_graph_memset_desc md;
    cudacore_copy_2d_desc cp;
    cudacore_launch_config cfg;
    cudacore_graph_exec e;
    size_t nodes = 0, edges = 0;
    float one = 1.0f, two = 2.0f, three = 3.0f, *hw = NULL;
    uint32_t one_bits;
    int n = N, dev_count = 0, i;
    char head[16];
    FILE *f;
    void *args[4];
    if (cudacore_device_count(&dev_count) != CUDACORE_SUCCESS || dev_count == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    memset(&pd, 0, sizeof pd);
    pd.source = src;
    CUDACORE_CHECK(cudacore_program_create(&pd, &p));
    CUDACORE_CHECK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "scale", &k_scale));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "add", &k_add));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    memset(&pind, 0, sizeof pind);
    CUDACORE_CHECK(cudacore_pinned_memory_resource_create(&pind, &pinned));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * 4, s, &x));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * 4, s, &y));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * 4, s, &z));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * 4, s, &w));
    CUDACORE_CHECK(cudacore_buffer_allocate(pinned, N * 4, s, &host));
    CUDACORE_CHECK(cudacore_buffer_host_ptr(host, (void **)&hw));
    CUDACORE_CHECK(cudacore_buffer_native(x, &px));
    CUDACORE_CHECK(cudacore_buffer_native(y, &py));
    CUDACORE_CHECK(cudacore_buffer_native(z, &pz));
    CUDACORE_CHECK(cudacore_buffer_native(w, &pw));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    CUDACORE_CHECK(cudacore_graph_create(&g));
    memcpy(&one_bits, &one, 4);
    memset(&md, 0, sizeof md);
    md.dst = x;
    md.value = one_bits;
    md.element_size = 4;
    md.width = N;
    CUDACORE_CHECK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &A));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = N / 256;
    args[0] = &py, args[1] = &px, args[2] = &n, args[3] = &two;
    CUDACORE_CHECK(cudacore_graph_add_kernel_node(g, &A, 1, &cfg, k_scale, args, 4, &B));
    args[0] = &pz, args[3] = &three; /* values are copied: args may be reused at once */
    CUDACORE_CHECK(cudacore_graph_add_kernel_node(g, &A, 1, &cfg, k_scale, args, 4, &C));
    deps[0] = B, deps[1] = C;
    args[0] = &pw, args[1] = &py, args[2] = &pz, args[3] = &n;
    CUDACORE_CHECK(cudacore_graph_add_kernel_node(g, deps, 2, &cfg, k_add, args, 4, &D));
    memset(&cp, 0, sizeof cp);
    cp.dst = host;
    cp.src = w;
    cp.width = N * 4;
    CUDACORE_CHECK(cudacore_graph_add_memcpy_node(g, &D, 1, &cp, &E));
    CUDACORE_CHECK(cudacore_graph_get_nodes(g, NULL, 0, &nodes));
    CUDACORE_CHECK(cudacore_graph_get_edges(g, NULL, NULL, 0, &edges));
    if (nodes != 5 || edges != 5) {
        printf("wrong shape: %u nodes, %u edges (expected 5 and 5)\n", (unsigned)nodes, (unsigned)edges);
        return 1;
    }
    CUDACORE_CHECK(cudacore_graph_debug_dot(g, dot, CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE));
    f = fopen(dot, "r");
    memset(head, 0, sizeof head);
    if (!f || fread(head, 1, sizeof head - 1, f) == 0 || !strstr(head, "digraph")) {
        printf("wrong: %s is not a DOT file\n", dot);
        return 1;
    }
    fclose(f);

    CUDACORE_CHECK(cudacore_graph_instantiate(g, NULL, &e));
    memset(hw, 0, N * 4);
    CUDACORE_CHECK(cudacore_graph_launch(e, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++)
        if (hw[i] != 5.0f) {
            printf("wrong: w[%d] = %g, expected 5\n", i, hw[i]);
            return 1;
        }
    printf("ok: diamond of %u nodes and %u edges computed w = 5; DOT written to %s\n", (unsigned)nodes, (unsigned)edges, dot);

    CUDACORE_CHECK(cudacore_graph_exec_destroy(e));
    CUDACORE_CHECK(cudacore_graph_destroy(g));
    CUDACORE_CHECK(cudacore_buffer_free(x, s));
    CUDACORE_CHECK(cudacore_buffer_free(y, s));
    CUDACORE_CHECK(cudacore_buffer_free(z, s));
    CUDACORE_CHECK(cudacore_buffer_free(w, s));
    CUDACORE_CHECK(cudacore_buffer_free(host, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_memory_resource_destroy(pinned));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k_scale));
    CUDACORE_CHECK(cudacore_kernel_destroy(k_add));
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(p));
    return 0;
}
