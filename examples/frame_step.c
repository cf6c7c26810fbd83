/* frame_step -- a simulation's per-frame step recorded once and replayed as a
   CUDA graph. Each frame integrates particles under gravity with that
   frame's time step (a variable frame rate: dt changes most frames) and
   damps their speed. The step is the same sequence of kernels every frame,
   so a recorder captures it on the first frame; a frame with the last
   frame's dt launches the graph as is (the step's code is skipped), a frame
   with a new dt updates the graph in place, and every 60th frame adds a
   collision pass (another topology: instantiated anew). The frames run
   three times: with a recorder that captures and updates each changed
   frame; with one that updates only the nodes that changed (desc.update_
   changed_nodes: a frame with a new dt is compared call by call with the
   graph and only the kernels whose dt changed are set, no capture); and as
   a program that knows what changed writes it: the key is the frame's
   topology alone, and a new dt is set into the graph's integrate launches
   by their index (cudacore_recorder_set_kernel_args_sized), the frame then
   launched as is, its code not run. Each time the particles are checked
   against the same arithmetic on the host, and the recorder's counts and
   the host time per frame are printed.
   Next: graph_explicit -- a graph built node by node instead of captured.
   Build: cc -std=c99 examples/frame_step.c -o frame_step -ldl -lpthread -lm */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define N 65536
#define FRAMES 600
#define SUBSTEPS 8 /* integrate + damp, SUBSTEPS times a frame */

static const char *src =
    "extern \"C\" __global__ void integrate(float *pos, float *vel, int n, float dt, float g) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) { vel[i] -= g * dt; pos[i] += vel[i] * dt; }\n"
    "}\n"
    "extern \"C\" __global__ void damp(float *vel, int n, float k) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) vel[i] *= k;\n"
    "}\n"
    "extern \"C\" __global__ void collide(float *pos, float *vel, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n && pos[i] < 0.0f) { pos[i] = -pos[i]; vel[i] = -vel[i]; }\n"
    "}\n";

/* What a frame's work depends on: the recorder's key. */
typedef struct frame_params {
    float dt;
    int collide; /* 1: this frame has the collision pass */
} frame_params;

static cudacore_kernel k_integrate, k_damp, k_collide;
static cudacore_CUdeviceptr d_pos, d_vel;

/* The frame's work: plain launches, exactly as without a recorder. */
static cudacore_result frame_work(cudacore_stream s, void *user) {
    const frame_params *p = (const frame_params *)user;
    cudacore_launch_config cfg;
    cudacore_result r = CUDACORE_SUCCESS;
    int i;
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = N / 256;
    for (i = 0; i < SUBSTEPS && r == CUDACORE_SUCCESS; i++) {
        r = CUDACORE_LAUNCH(s, &cfg, k_integrate, CUDACORE_ARG(cudacore_CUdeviceptr, d_pos), CUDACORE_ARG(cudacore_CUdeviceptr, d_vel),
                            CUDACORE_ARG(int, N), CUDACORE_ARG(float, p->dt / SUBSTEPS), CUDACORE_ARG(float, 9.81f));
        if (r == CUDACORE_SUCCESS)
            r = CUDACORE_LAUNCH(s, &cfg, k_damp, CUDACORE_ARG(cudacore_CUdeviceptr, d_vel), CUDACORE_ARG(int, N), CUDACORE_ARG(float, 0.999f));
    }
    if (r == CUDACORE_SUCCESS && p->collide)
        r = CUDACORE_LAUNCH(s, &cfg, k_collide, CUDACORE_ARG(cudacore_CUdeviceptr, d_pos), CUDACORE_ARG(cudacore_CUdeviceptr, d_vel), CUDACORE_ARG(int, N));
    return r;
}

/* The same frame on the host. */
static void frame_on_host(float *pos, float *vel, const frame_params *p) {
    float h = p->dt / SUBSTEPS;
    int i, j;
    for (j = 0; j < SUBSTEPS; j++)
        for (i = 0; i < N; i++) {
            vel[i] -= 9.81f * h;
            pos[i] += vel[i] * h;
            vel[i] *= 0.999f;
        }
    if (p->collide)
        for (i = 0; i < N; i++)
            if (pos[i] < 0.0f) pos[i] = -pos[i], vel[i] = -vel[i];
}

/* A frame rate that wanders: the same dt for a few frames, then another. */
static float frame_dt(int frame) { return (frame / 4) % 3 == 0 ? 1.0f / 60 : (frame / 4) % 3 == 1 ? 1.0f / 50 : 1.0f / 72; }
/* Every 60th frame has the collision pass. */
static int frame_is_collide(int frame) { return frame % 60 == 59; }

/* A frame's new dt set into the graph's integrate launches (the frame's
   calls 0, 2, 4, ...: integrate and damp alternate), by index. */
static void set_dt(cudacore_recorder rec, float dt) {
    int i;
    for (i = 0; i < SUBSTEPS; i++)
        CUDACORE_CHECK(cudacore_recorder_set_kernel_args_sized(
            rec, (size_t)(2 * i), CUDACORE_ARGS(CUDACORE_ARG(cudacore_CUdeviceptr, d_pos), CUDACORE_ARG(cudacore_CUdeviceptr, d_vel),
                                                CUDACORE_ARG(int, N), CUDACORE_ARG(float, dt / SUBSTEPS), CUDACORE_ARG(float, 9.81f))));
}

enum { CAPTURE_AND_UPDATE, CHANGED_NODES, SET_BY_INDEX };
/* FRAMES frames from the same start through a recorder, as `how` says,
   checked against the host; 0 when they match. */
static int run_frames(cudacore_stream s, cudacore_buffer b_pos, cudacore_buffer b_vel, int how) {
    static float pos[N], vel[N], ref_pos[N], ref_vel[N], got[N];
    cudacore_recorder rec;
    cudacore_recorder_desc rd;
    cudacore_recorder_info info;
    struct timespec t0, t1;
    double worst = 0;
    float held_dt = 0; /* SET_BY_INDEX: the dt the graph holds */
    int i, frame;
    for (i = 0; i < N; i++) {
        ref_pos[i] = pos[i] = (float)(i % 1000) / 100.0f;
        ref_vel[i] = vel[i] = (float)(i % 7) - 3.0f;
    }
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b_pos, 0, pos, sizeof pos, s));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b_vel, 0, vel, sizeof vel, s));
    memset(&rd, 0, sizeof rd);
    rd.name = "physics step"; /* the name NVTX shows for each frame */
    rd.update_changed_nodes = how != CAPTURE_AND_UPDATE;
    CUDACORE_CHECK(cudacore_recorder_create(&rd, &rec));
    for (frame = 0; frame < FRAMES; frame++) {
        frame_params p;
        double us;
        memset(&p, 0, sizeof p); /* (the key is compared byte for byte: no stray padding) */
        p.dt = frame_dt(frame);
        p.collide = frame_is_collide(frame);
        clock_gettime(CLOCK_MONOTONIC, &t0);
        if (how != SET_BY_INDEX) CUDACORE_CHECK(cudacore_recorder_run(rec, s, &p, sizeof p, frame_work, &p));
        else { /* the key is the topology: a frame of the last one's with a new dt sets it, then is launched as is */
            if (frame > 0 && p.collide == frame_is_collide(frame - 1) && p.dt != held_dt) set_dt(rec, p.dt);
            CUDACORE_CHECK(cudacore_recorder_run(rec, s, &p.collide, sizeof p.collide, frame_work, &p));
            held_dt = p.dt;
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        us = (double)(t1.tv_sec - t0.tv_sec) * 1e6 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e3;
        if (frame > 0 && us > worst) worst = us;
        frame_on_host(ref_pos, ref_vel, &p);
        CUDACORE_CHECK(cudacore_stream_synchronize(s)); /* (a game would present the frame here) */
    }
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, b_pos, 0, sizeof got, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++)
        if (fabsf(got[i] - ref_pos[i]) > 1e-3f * (1.0f + fabsf(ref_pos[i]))) {
            fprintf(stderr, "particle %d: %f on the GPU, %f on the host\n", i, got[i], ref_pos[i]);
            return 1;
        }
    CUDACORE_CHECK(cudacore_recorder_get_info(rec, &info));
    printf("%s: %d frames of %d kernels (%d with a collision pass): %llu launched as is, %llu updated in place, %llu instantiated, %llu plain",
           how == CAPTURE_AND_UPDATE ? "capture and update" : how == CHANGED_NODES ? "only the changed nodes" : "set by index", FRAMES, 2 * SUBSTEPS,
           FRAMES / 60,
           (unsigned long long)info.as_is, (unsigned long long)info.updated, (unsigned long long)info.instantiated, (unsigned long long)info.plain);
    if (how != CAPTURE_AND_UPDATE)
        printf(", %llu compared (%llu kernel nodes set), %llu captured after a call that differed", (unsigned long long)info.compared,
               (unsigned long long)info.nodes_set, (unsigned long long)info.fell_back);
    printf("\n  worst host time of a frame after the first: %.1f us; %d particles match the host\n", worst, N);
    CUDACORE_CHECK(cudacore_recorder_destroy(rec));
    return 0;
}

int main(void) {
    cudacore_program prog;
    cudacore_program_desc pd;
    cudacore_program_options po;
    cudacore_object_code code;
    cudacore_memory_resource mr;
    cudacore_buffer b_pos, b_vel;
    cudacore_stream s;
    int dev_count = 0;

    if (cudacore_device_count(&dev_count) != CUDACORE_SUCCESS || dev_count == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    memset(&pd, 0, sizeof pd);
    pd.source = src;
    pd.name = "frame_step.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    memset(&po, 0, sizeof po);
    po.fma = CUDACORE_OFF; /* the host's arithmetic exactly, for the check */
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &po, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "integrate", &k_integrate));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "damp", &k_damp));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "collide", &k_collide));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &b_pos));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &b_vel));
    CUDACORE_CHECK(cudacore_buffer_native(b_pos, &d_pos));
    CUDACORE_CHECK(cudacore_buffer_native(b_vel, &d_vel));
    if (run_frames(s, b_pos, b_vel, CAPTURE_AND_UPDATE) || run_frames(s, b_pos, b_vel, CHANGED_NODES) || run_frames(s, b_pos, b_vel, SET_BY_INDEX))
        return 1;
    CUDACORE_CHECK(cudacore_buffer_free(b_pos, s));
    CUDACORE_CHECK(cudacore_buffer_free(b_vel, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k_integrate));
    CUDACORE_CHECK(cudacore_kernel_destroy(k_damp));
    CUDACORE_CHECK(cudacore_kernel_destroy(k_collide));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    cudacore_shutdown();
    return 0;
}
