/* Launch configs, without GPUs, on the two-device mock driver (tests/mock/
   libcuda_multi_mock.c): one builder turns a cudacore_launch_config into
   the driver's settings for every path, so a launch and a kernel graph
   node (added, set, set in an executable graph) agree on every config:
   random ones, overflowing grids with and without clusters in each
   dimension, shared memory beyond 32 bits and beyond the device's opt-in
   maximum, zero dimensions, NULL configs, bad kernels and bad arguments
   (tests/launch_agree.h compares them). The occupancy queries refuse a
   config as a launch does; a node alone refuses programmatic dependent
   launch. The same agreement on a GPU: tests/gpu/test_launch_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include "../launch_agree.h"

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n";

static la_place place;
static cudacore_object_code code;
static cudacore_kernel fill42, stale;
static cudacore_buffer buf;
static cudacore_CUdeviceptr dptr;
static int count = 64;
static void *args[3];
static cudacore_arg sized[3];
static cudacore_launch_config one;
static int ready, setup_errors; /* setup_errors: the driver's refusals of the set-up (cudacore's probe of a kernel's parameters) */

static void t_setup(void) {
    cudacore_object_code_desc od;
    cudacore_memory_resource mr;
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &place.s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 4096, place.s, &buf));
    CHECK_OK(cudacore_buffer_native(buf, &dptr));
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_PTX;
    od.data = ptx;
    CHECK_OK(cudacore_object_code_load(&od, &code));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill42", &fill42));
    CHECK_OK(cudacore_object_code_get_kernel(code, "add", &stale));
    CHECK_OK(cudacore_kernel_destroy(stale));
    args[0] = &dptr;
    args[1] = args[2] = &count;
    sized[0].value = &dptr;
    sized[0].size = sizeof dptr;
    sized[1].value = sized[2].value = &count;
    sized[1].size = sized[2].size = sizeof count;
    memset(&one, 0, sizeof one);
    one.grid[0] = one.block[0] = 1;
    place.base.cfg = &one;
    place.base.k = fill42;
    place.base.args = args;
    place.base.num_args = 2;
    setup_errors = mock_errors();
    ready = 1;
}
#define READY() \
    do { \
        if (!ready) t_setup(); \
        CHECK(ready); \
    } while (0)

/*--- random configs: edges and overflows more often than chance gives them ---*/
static unsigned pick(const unsigned *v, unsigned n) { return v[t_rand(n)]; }
static unsigned random_grid(void) {
    static const unsigned edge[] = {0, 1, 2, 3, 65535, 65536, 0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFFu};
    unsigned how = t_rand(3);
    return how == 0 ? pick(edge, 10) : how == 1 ? 1 + t_rand(64) : (unsigned)t_rand64();
}
static unsigned random_block(void) {
    static const unsigned edge[] = {0, 1, 32, 64, 65, 1024, 1025, 0xFFFFFFFFu};
    return t_rand(2) ? pick(edge, 8) : 1 + t_rand(2048);
}
static unsigned random_cluster(void) {
    static const unsigned edge[] = {0, 1, 2, 3, 4, 8, 16, 0x10000u, 0x80000000u, 0xFFFFFFFFu};
    return t_rand(2) ? pick(edge, 10) : 1 + t_rand(8);
}
static size_t random_shared_mem(void) {
    static const uint64_t edge[] = {0, 1, 48 * 1024, 232448, 232449, 0xFFFFFFFFull, 0x100000000ull, 0x100000001ull, ~0ull};
    uint64_t v;
    unsigned how = t_rand(4);
    if (how == 0) return 0;
    v = how == 1 ? edge[t_rand(9)] : how == 2 ? t_rand(300000) : t_rand64();
    return (size_t)v == v ? (size_t)v : (size_t)0xFFFFFFFFu; /* (a 32-bit size_t: its largest 32-bit edge) */
}
/* A config a device would take (a few blocks of up to 1024 threads, small
   clusters, up to 48 KB of shared memory), then, three times in four, one
   to three of its fields drawn from the edges and overflows above. */
static void random_config(cudacore_launch_config *c) {
    int i, changes;
    memset(c, 0, sizeof *c);
    c->grid[0] = 1 + t_rand(64);
    c->block[0] = 1 + t_rand(1024);
    if (t_rand(2)) c->cluster[0] = 1 + t_rand(4);
    c->shared_mem = t_rand(3) ? 0 : t_rand(48 * 1024);
    c->cooperative = t_rand(4) == 0;
    c->priority = t_rand(4) == 0 ? (int)t_rand(5) - 2 : 0;
    changes = t_rand(4) ? 1 + (int)t_rand(3) : 0;
    for (i = 0; i < changes; i++) {
        unsigned field = t_rand(10), d = field % 3;
        if (field < 3) c->grid[d] = random_grid();
        else if (field < 6) c->block[d] = random_block();
        else if (field < 9) c->cluster[d] = random_cluster();
        else c->shared_mem = random_shared_mem();
    }
}

/* A kernel: fill42 mostly, else zero, destroyed, or a handle of another kind. */
static cudacore_kernel random_kernel(int *which) {
    cudacore_kernel k = fill42;
    *which = t_rand(16) < 13 ? 0 : (int)t_rand(3) + 1;
    if (*which == 1) k.id = 0;
    if (*which == 2) k = stale;
    if (*which == 3) k.id = place.s.id;
    return k;
}

/* The arguments, in own and own_sized (both forms): right mostly, else
   NULL, too few, too many, a NULL value pointer, or (sized) a size that is
   not the parameter's. */
static void random_args(la_input *in, void **own, cudacore_arg *own_sized, int *which) {
    memcpy(own, args, sizeof args);
    memcpy(own_sized, sized, sizeof sized);
    in->args = own;
    in->sized = own_sized;
    in->num_args = 2;
    in->use_sized = (int)t_rand(2);
    *which = t_rand(8) < 6 ? 0 : (int)t_rand(5) + 1;
#ifdef NDEBUG
    *which = 0; /* (release builds check no argument: a wrong one would reach the driver) */
#endif
    if (*which == 1) in->args = NULL, in->sized = NULL;
    if (*which == 2) in->num_args = 1;
    if (*which == 3) in->num_args = 3;
    if (*which == 4) own[1] = NULL, own_sized[1].value = NULL;
    if (*which == 5) own_sized[0].size = 4;
}

/* The refusals the random draws must reach, each by two pieces of its
   message (NULL: any), so that every rule is compared, not only the common
   ones. */
static const struct {
    const char *a, *b;
} refusals[] = {
    {"cfg is NULL", NULL},
    {"args is NULL with num_args", NULL},
    {"grid[0] and block[0] must be > 0", NULL},
    {"grid.x = ", "clusters of"},
    {"grid.y = ", "clusters of"},
    {"grid.z = ", "clusters of"},
    {"grid.x = ", "blocks exceeds the device's maximum"},
    {"grid.y = ", "blocks exceeds the device's maximum"},
    {"grid.z = ", "blocks exceeds the device's maximum"},
    {"block.", "exceeds the device's maximum"},
    {"threads exceeds the device's maximum", NULL},
    {"does not fit the driver's 32-bit field", NULL},
    {"exceeds the device's opt-in maximum", NULL},
    {"the kernel handle is zero", NULL},
    {"the kernel handle was destroyed", NULL},
    {"a handle of kind 'stream' was passed", NULL},
    {"takes 2 arguments, ", NULL},
    {"is a NULL pointer", NULL},
    {"parameter 0 is 8 bytes, 4 were given", NULL},
};
enum { REFUSALS = sizeof refusals / sizeof refusals[0] };
static void tally(const char *message, int *seen) {
    int i;
    for (i = 0; i < REFUSALS; i++)
        if (strstr(message, refusals[i].a) && (!refusals[i].b || strstr(message, refusals[i].b))) seen[i]++;
}

/* Random configs, kernels and arguments: every path agrees with the launch;
   both outcomes, and every refusal above, are drawn. */
static void random_configs_agree(void) {
    int i, iters = 10000, accepted = 0, errors, seen[REFUSALS];
    READY();
    memset(seen, 0, sizeof seen);
    errors = mock_errors();
    for (i = 0; i < iters; i++) {
        cudacore_launch_config c;
        void *own[3];
        cudacore_arg own_sized[3];
        la_input in;
        la_outcome launch;
        int kernel_kind, args_kind;
        random_config(&c);
        in.cfg = t_rand(20) ? &c : NULL;
        in.k = random_kernel(&kernel_kind);
        random_args(&in, own, own_sized, &args_kind);
        if (!la_agree(&place, &in, &launch)) {
            printf("    (draw %d: kernel kind %d, argument kind %d)\n", i, kernel_kind, args_kind);
            CHECK(0);
        }
        accepted += launch.r == CUDACORE_SUCCESS;
        tally(launch.message, seen);
    }
    printf("  %d random configs, %d accepted and %d refused alike by the launch and the node paths:\n", iters, accepted, iters - accepted);
    for (i = 0; i < REFUSALS; i++) printf("    %4d %s%s%s\n", seen[i], refusals[i].a, refusals[i].b ? " ... " : "", refusals[i].b ? refusals[i].b : "");
    CHECK(accepted > iters / 10 && iters - accepted > iters / 4);
#ifndef NDEBUG /* (the device's limits are checked in debug builds) */
    for (i = 0; i < REFUSALS; i++) CHECK(seen[i] > 0);
#endif
    CHECK(mock_errors() == errors); /* every refusal was cudacore's, before the driver */
}

/* Each refusal of the config's own rules, with the message every path
   gives; the grid of 2^31 + 1 clusters of 2 blocks (2^32 + 2 blocks: the
   node path's product wrapped to 2 blocks, and a kernel node was added)
   is refused in each dimension, as is shared memory past 32 bits. */
static void each_config_rule_agrees(void) {
    static const struct {
        unsigned grid[3], block[3], cluster[3];
        uint64_t shared_mem;
        cudacore_result r;
        const char *message;
    } rows[] = {
        {{0, 1, 1}, {1, 1, 1}, {0, 0, 0}, 0, CUDACORE_ERROR_INVALID_ARGUMENT, "grid[0] and block[0] must be > 0 (grid 0, block 1)"},
        {{1, 1, 1}, {0, 1, 1}, {0, 0, 0}, 0, CUDACORE_ERROR_INVALID_ARGUMENT, "grid[0] and block[0] must be > 0 (grid 1, block 0)"},
        {{0x80000001u, 0, 0}, {1, 0, 0}, {2, 0, 0}, 0, CUDACORE_ERROR_INVALID_ARGUMENT,
         "grid.x = 2147483649 clusters of 2 blocks is more than 2^32 blocks"},
        {{1, 0x80000001u, 0}, {1, 0, 0}, {1, 2, 0}, 0, CUDACORE_ERROR_INVALID_ARGUMENT,
         "grid.y = 2147483649 clusters of 2 blocks is more than 2^32 blocks"},
        {{1, 0, 0x10000u}, {1, 0, 0}, {1, 0, 0x10000u}, 0, CUDACORE_ERROR_INVALID_ARGUMENT,
         "grid.z = 65536 clusters of 65536 blocks is more than 2^32 blocks"},
        {{0x7FFFFFFFu, 0, 0}, {1, 0, 0}, {2, 0, 0}, 0, CUDACORE_ERROR_VALIDATION, /* 2^32 - 2 blocks: past the rule, the device's limit */
         "grid.x = 4294967294 blocks exceeds the device's maximum 2147483647"},
        {{1, 0, 0}, {1, 0, 0}, {0, 0, 0}, 0x100000000ull, CUDACORE_ERROR_INVALID_ARGUMENT,
         "shared_mem = 4294967296 bytes does not fit the driver's 32-bit field"},
        {{1, 0, 0}, {1, 0, 0}, {0, 0, 0}, 232449, CUDACORE_ERROR_VALIDATION, "shared_mem = 232449 bytes exceeds the device's opt-in maximum 232448"},
    };
    size_t i;
    READY();
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        cudacore_launch_config c;
        la_input in;
        la_outcome launch;
        int cluster_size = -1;
        memset(&c, 0, sizeof c);
        memcpy(c.grid, rows[i].grid, sizeof c.grid);
        memcpy(c.block, rows[i].block, sizeof c.block);
        memcpy(c.cluster, rows[i].cluster, sizeof c.cluster);
        if ((size_t)rows[i].shared_mem != rows[i].shared_mem) continue; /* (a 32-bit size_t cannot say it) */
#ifdef NDEBUG
        if (rows[i].r == CUDACORE_ERROR_VALIDATION) continue; /* (the device's limits are checked in debug builds) */
#endif
        c.shared_mem = (size_t)rows[i].shared_mem;
        in = place.base;
        in.cfg = &c;
        CHECK(la_agree(&place, &in, &launch));
        if (launch.r != rows[i].r || strcmp(launch.message, rows[i].message)) printf("  row %lu: \"%s\"\n", (unsigned long)i, launch.message);
        CHECK(launch.r == rows[i].r && !strcmp(launch.message, rows[i].message));
        /* the occupancy queries take the config's own rules (not the device's limits: the driver answers those) */
        if (rows[i].r != CUDACORE_ERROR_INVALID_ARGUMENT) continue;
        cudacore_clear_error();
        CHECK_ERR(cudacore_kernel_max_potential_cluster_size(fill42, &c, &cluster_size), rows[i].r);
        CHECK(!strcmp(cudacore_last_error()->message, rows[i].message) && cudacore_last_error()->line == launch.line);
        CHECK_ERR(cudacore_kernel_max_active_clusters(fill42, &c, &cluster_size), rows[i].r);
        CHECK(!strcmp(cudacore_last_error()->message, rows[i].message) && cudacore_last_error()->line == launch.line);
    }
}

/* A NULL config, and NULL arguments with a count: one message everywhere. */
static void null_config_and_arguments_agree(void) {
    la_input in;
    la_outcome launch;
    READY();
    in = place.base;
    in.cfg = NULL;
    CHECK(la_agree(&place, &in, &launch));
    CHECK(launch.r == CUDACORE_ERROR_INVALID_ARGUMENT && !strcmp(launch.message, "cfg is NULL, or args is NULL with num_args 2"));
    in = place.base;
    in.args = NULL;
    CHECK(la_agree(&place, &in, &launch));
    CHECK(launch.r == CUDACORE_ERROR_INVALID_ARGUMENT && !strcmp(launch.message, "cfg is NULL, or args is NULL with num_args 2"));
}

/* programmatic_dependent_launch: a stream launch property. A launch takes
   it; a kernel node, added or set, refuses it (NOT_SUPPORTED), after the
   config's own rules. */
static void programmatic_launch_is_a_stream_property(void) {
    static const char why[] = "programmatic_dependent_launch is a stream launch property: capture the launch instead of adding a node";
    cudacore_launch_config c = one;
    cudacore_graph g;
    cudacore_graph_node node, added;
    READY();
    c.programmatic_dependent_launch = 1;
    CHECK_OK(cudacore_launch(place.s, &c, fill42, args, 2));
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, fill42, args, 2, &node));
    CHECK_ERR(cudacore_graph_add_kernel_node(g, NULL, 0, &c, fill42, args, 2, &added), CUDACORE_ERROR_NOT_SUPPORTED);
    CHECK(!strcmp(cudacore_last_error()->message, why));
    CHECK_ERR(cudacore_graph_node_set_kernel_sized(node, &c, fill42, sized, 2), CUDACORE_ERROR_NOT_SUPPORTED);
    CHECK(!strcmp(cudacore_last_error()->message, why));
    c.block[0] = 0;
    CHECK_ERR(cudacore_graph_add_kernel_node(g, NULL, 0, &c, fill42, args, 2, &added), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(!strcmp(cudacore_last_error()->message, "grid[0] and block[0] must be > 0 (grid 1, block 0)"));
    CHECK_OK(cudacore_graph_destroy(g));
}

/* A kernel node's config becomes its attributes: a cluster, cooperative
   and a priority each set once on the node. */
static void node_attributes_follow_the_config(void) {
    int *(*attributes)(void), *set, before;
    void *f = multi_mock_symbol("cudacore_mock_kernel_node_attributes");
    cudacore_launch_config c = one;
    cudacore_graph g;
    cudacore_graph_node node;
    READY();
    memcpy(&attributes, &f, sizeof f);
    CHECK(attributes != NULL);
    set = attributes();
    c.cluster[0] = 2;
    c.cooperative = 1;
    c.priority = 1;
    CHECK_OK(cudacore_graph_create(&g));
    before = *set;
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &c, fill42, args, 2, &node));
    CHECK(*set == before + 3);
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, fill42, args, 2, &node));
    CHECK(*set == before + 3);
    CHECK_OK(cudacore_graph_destroy(g));
}

static void no_leaks(void) {
    READY();
    CHECK_OK(cudacore_stream_synchronize(place.s));
    CHECK_OK(cudacore_buffer_free(buf, place.s));
    CHECK_OK(cudacore_kernel_destroy(fill42));
    CHECK_OK(cudacore_object_code_destroy(code));
    CHECK_OK(cudacore_stream_destroy(place.s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH_EXEC) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_KERNEL) == 0);
    CHECK(mock_errors() == setup_errors); /* no driver call failed after the set-up */
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(random_configs_agree);
    RUN(each_config_rule_agrees);
    RUN(null_config_and_arguments_agree);
    RUN(programmatic_launch_is_a_stream_property);
    RUN(node_attributes_follow_the_config);
    RUN(no_leaks);
    cudacore_shutdown();
    TEST_EXIT();
}
