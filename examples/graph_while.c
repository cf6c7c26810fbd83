/* graph_while -- iterate on the device until converged, with no host round
   trip: a while-conditional node re-runs its body (one relaxation step
   x = (x + b) / 2) for as long as the kernel says the residual max|dx| is
   above the tolerance. The host launches the graph once and checks the
   iteration count, residual and solution against the same loop run on the
   host. Needs a CUDA 12.3+ driver (it says so clearly otherwise).
   Next: rdc_link -- code split across programs and joined by the linker.
   Build: cc -std=c99 examples/graph_while.c -o graph_while -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 4096
#define TOL 1e-6f

/* One block: every thread relaxes N / 256 elements, the block reduces the
   largest change, thread 0 records it and sets the loop's condition. */
static const char *src =
    "extern \"C\" __device__ void cudaGraphSetConditional(unsigned long long handle, unsigned int value);\n"
    "extern \"C\" __global__ void relax(unsigned long long cond, float *x, const float *b, int n, float tol,\n"
    "                                  float *residual, int *iterations) {\n"
    "    __shared__ float worst[256];\n"
    "    float m = 0.0f;\n"
    "    for (int i = threadIdx.x; i < n; i += blockDim.x) {\n"
    "        float nx = (x[i] + b[i]) * 0.5f;\n"
    "        m = fmaxf(m, fabsf(nx - x[i]));\n"
    "        x[i] = nx;\n"
    "    }\n"
    "    worst[threadIdx.x] = m;\n"
    "    __syncthreads();\n"
    "    for (int s = blockDim.x / 2; s > 0; s /= 2) {\n"
    "        if (threadIdx.x < s) worst[threadIdx.x] = fmaxf(worst[threadIdx.x], worst[threadIdx.x + s]);\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (threadIdx.x == 0) {\n"
    "        *residual = worst[0];\n"
    "        *iterations += 1;\n"
    "        cudaGraphSetConditional(cond, worst[0] > tol ? 1u : 0u);\n"
    "    }\n"
    "}\n";

int main(void) {
    static float hb[N], hx[N], ref[N];
    cudacore_program p;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer x, b, res, iters;
    cudacore_CUdeviceptr px, pb, pr, pi;
    cudacore_graph g, body;
    cudacore_graph_node n_x, n_it, n_loop, n_relax, deps[2];
    cudacore_graph_conditional_handle cond;
    cudacore_graph_memset_desc md;
    cudacore_graph_exec e;
    cudacore_launch_config cfg;
    cudacore_result r;
    float tol = TOL, residual = 0, want_res = 0;
    int n = N, dev_count = 0, iterations = 0, want_iters = 0, i;
    void *args[7];
    if (cudacore_device_count(&dev_count) != CUDACORE_SUCCESS || dev_count == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    for (i = 0; i < N; i++) hb[i] = (float)(i % 7 + 1) / 7.0f;
    /* the same iteration on the host */
    do {
        want_res = 0;
        for (i = 0; i < N; i++) {
            float nx = (ref[i] + hb[i]) * 0.5f;
            want_res = fmaxf(want_res, fabsf(nx - ref[i]));
            ref[i] = nx;
        }
        want_iters++;
    } while (want_res > TOL);

    memset(&pd, 0, sizeof pd);
    pd.source = src;
    CUDACORE_CHECK(cudacore_program_create(&pd, &p));
    CUDACORE_CHECK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "relax", &k));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof hx, s, &x));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof hb, s, &b));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(float), s, &res));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(int), s, &iters));
    CUDACORE_CHECK(cudacore_buffer_native(x, &px));
    CUDACORE_CHECK(cudacore_buffer_native(b, &pb));
    CUDACORE_CHECK(cudacore_buffer_native(res, &pr));
    CUDACORE_CHECK(cudacore_buffer_native(iters, &pi));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b, 0, hb, sizeof hb, s));

    /* x = 0, iterations = 0, then: while (cond) relax  -- cond starts at 1 */
    CUDACORE_CHECK(cudacore_graph_create(&g));
    memset(&md, 0, sizeof md);
    md.dst = x;
    md.element_size = 4;
    md.width = N;
    CUDACORE_CHECK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &n_x));
    md.dst = iters;
    md.width = 1;
    CUDACORE_CHECK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &n_it));
    r = cudacore_graph_conditional_handle_create(g, 1, &cond);
    if (r == CUDACORE_ERROR_NOT_SUPPORTED) {
        printf("skipped: %s\n", cudacore_last_error()->message);
        return 0;
    }
    CUDACORE_CHECK(r);
    deps[0] = n_x, deps[1] = n_it;
    CUDACORE_CHECK(cudacore_graph_add_conditional_node(g, deps, 2, cond, CUDACORE_GRAPH_COND_WHILE, 0, &n_loop, &body));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 256;
    args[0] = &cond, args[1] = &px, args[2] = &pb, args[3] = &n, args[4] = &tol, args[5] = &pr, args[6] = &pi;
    CUDACORE_CHECK(cudacore_graph_add_kernel_node(body, NULL, 0, &cfg, k, args, 7, &n_relax));
    CUDACORE_CHECK(cudacore_graph_instantiate(g, NULL, &e));

    CUDACORE_CHECK(cudacore_graph_launch(e, s)); /* one launch: the loop runs on the GPU */
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(hx, x, 0, sizeof hx, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&residual, res, 0, sizeof residual, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&iterations, iters, 0, sizeof iterations, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    if (iterations != want_iters || residual != want_res || !(residual <= TOL)) {
        printf("wrong: %d iterations (expected %d), residual %g (expected %g)\n", iterations, want_iters, residual, want_res);
        return 1;
    }
    for (i = 0; i < N; i++)
        if (hx[i] != ref[i] || fabsf(hx[i] - hb[i]) > 2 * TOL) {
            printf("wrong: x[%d] = %.9g, expected %.9g (b = %.9g)\n", i, hx[i], ref[i], hb[i]);
            return 1;
        }
    printf("ok: converged on the device in %d iterations, residual %.3g <= %g, one graph launch\n", iterations, residual, TOL);

    CUDACORE_CHECK(cudacore_graph_exec_destroy(e));
    CUDACORE_CHECK(cudacore_graph_destroy(g)); /* releases the body handle too */
    CUDACORE_CHECK(cudacore_buffer_free(x, s));
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    CUDACORE_CHECK(cudacore_buffer_free(res, s));
    CUDACORE_CHECK(cudacore_buffer_free(iters, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(p));
    return 0;
}
