/* The graph API's bad input, without a GPU: NULL out-parameters, zero,
   stale and wrong-kind handles, nodes of no graph, and conditional nodes on
   drivers that have none (the mock libcuda answering as CUDA 12.0 and 12.3,
   run in child processes). Every check here runs before the driver is
   needed, so it gives the same answer with or without a GPU. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"

static const char *self_path;

static cudacore_graph t_graph(uint64_t id) {
    cudacore_graph g;
    g.id = id;
    return g;
}
static cudacore_graph_exec t_exec(uint64_t id) {
    cudacore_graph_exec e;
    e.id = id;
    return e;
}
static cudacore_graph_node t_node(uint64_t graph, void *native) {
    cudacore_graph_node n;
    n.graph = graph;
    n.native = (cudacore_CUgraphNode)native;
    return n;
}

static void null_out_parameters(void) {
    cudacore_graph g = t_graph(0);
    cudacore_graph_node n = t_node(0, NULL), bad = t_node(0, NULL);
    cudacore_graph bodies[2];
    cudacore_launch_config cfg;
    cudacore_kernel k;
    cudacore_copy_2d_desc cd;
    cudacore_graph_memset_desc md;
    cudacore_host_node_desc hd;
    cudacore_event ev;
    cudacore_buffer b;
    cudacore_CUlaunchAttributeValue v;
    t_setup_quiet();
    k.id = 0;
    ev.id = 0;
    b.id = 0;
    memset(&cfg, 0, sizeof cfg);
    memset(&cd, 0, sizeof cd);
    memset(&md, 0, sizeof md);
    memset(&hd, 0, sizeof hd);
    CHECK_ERR(cudacore_stream_end_capture(cudacore_stream_per_thread(), NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_stream_get_capture_info(cudacore_stream_per_thread(), NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_thread_exchange_capture_mode(NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_create(NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_wrap(NULL, 0, &g), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(g.id == 0);
    CHECK_ERR(cudacore_graph_wrap((cudacore_CUgraph)(uintptr_t)0x1000, 2, &g), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_wrap((cudacore_CUgraph)(uintptr_t)0x1000, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_native(g, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_clone(g, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_debug_dot(g, NULL, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_debug_dot(g, "", 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_get_nodes(g, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    {
        size_t count = 99;
        CHECK_ERR(cudacore_graph_get_nodes(g, NULL, 4, &count), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK(count == 0);
        count = 99;
        CHECK_ERR(cudacore_graph_get_edges(g, NULL, NULL, 4, &count), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK(count == 0);
    }
    CHECK_ERR(cudacore_graph_get_edges(g, NULL, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_empty_node(g, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_memcpy_node(g, NULL, 0, NULL, &n), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_memcpy_node(g, NULL, 0, &cd, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_memset_node(g, NULL, 0, &md, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_host_node(g, NULL, 0, NULL, &n), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_host_node(g, NULL, 0, &hd, &n), CUDACORE_ERROR_INVALID_ARGUMENT); /* fn NULL */
    CHECK_ERR(cudacore_graph_add_event_record_node(g, NULL, 0, ev, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_event_wait_node(g, NULL, 0, ev, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_child_graph_node(g, NULL, 0, g, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_mem_alloc_node(g, NULL, 0, 64, NULL, &b), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_mem_alloc_node(g, NULL, 0, 0, &n, &b), CUDACORE_ERROR_INVALID_ARGUMENT); /* size 0 */
    CHECK(b.id == 0 && n.native == NULL);
    CHECK_ERR(cudacore_graph_add_mem_free_node(g, NULL, 0, b, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_conditional_handle_create(g, 1, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_IF, 0, NULL, bodies), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_IF, 0, &n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_conditional_node(g, NULL, 0, 1, (cudacore_graph_conditional_type)9, 0, &n, bodies),
              CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_SWITCH, 0, &n, bodies), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "num_cases") != NULL);
    CHECK_ERR(cudacore_graph_node_get_type(n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_node_get_dependencies(n, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_node_get_dependents(n, NULL, 0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_dependencies(NULL, NULL, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_dependencies(&n, &bad, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_remove_dependencies(&n, NULL, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_node_find_in_clone(g, n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_node_set_memcpy(n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_kernel_node_get_attribute(n, CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_kernel_node_set_attribute(n, CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&v, 0, sizeof v);
    CHECK_ERR(cudacore_graph_instantiate(g, NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    {
        cudacore_graph_instantiate_desc id;
        cudacore_graph_exec e = t_exec(77);
        memset(&id, 0, sizeof id);
        id.upload = 1; /* without an upload stream */
        CHECK_ERR(cudacore_graph_instantiate(g, &id, &e), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK(e.id == 0);
        CHECK(strstr(cudacore_last_error()->message, "upload_stream") != NULL);
    }
    CHECK_ERR(cudacore_graph_exec_native(t_exec(0), NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_exec_get_node_enabled(t_exec(0), n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_exec_set_node_enabled(t_exec(0), n, 2), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_exec_set_memcpy_node(t_exec(0), n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_exec_set_kernel_args(t_exec(0), n, NULL, 3), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_device_graph_mem_get_attribute(0, CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    {
        cudacore_CUstreamCaptureMode m = (cudacore_CUstreamCaptureMode)5;
        CHECK_ERR(cudacore_thread_exchange_capture_mode(&m), CUDACORE_ERROR_INVALID_ARGUMENT);
    }
    (void)v;
}

static void bad_handles(void) {
    cudacore_graph g = t_graph(0), stale;
    cudacore_graph_exec e = t_exec(0);
    cudacore_graph_node n = t_node(0, NULL), wrong;
    cudacore_capture_desc cd;
    cudacore_graph out = t_graph(55);
    cudacore_stream s;
    cudacore_CUgraphNodeType type;
    size_t count = 5;
    t_setup_quiet();
    s.id = 0;
    CHECK_ERR(cudacore_graph_destroy(g), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "zero") != NULL);
    CHECK_ERR(cudacore_graph_exec_destroy(e), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_graph_launch(e, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(!strcmp(cudacore_last_error()->call, "cudacore_graph_launch"));
    CHECK_ERR(cudacore_graph_upload(e, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    /* a stream handle where a graph is expected */
    stale.id = cudacore_stream_legacy().id;
    CHECK_ERR(cudacore_graph_destroy(stale), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "kind 'stream'") != NULL);
    e.id = stale.id;
    CHECK_ERR(cudacore_graph_launch(e, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "graph exec") != NULL);
    /* a stale graph id: right kind, never alive */
    stale.id = ((uint64_t)7 << 32) | ((uint64_t)CUDACORE_OBJECT_GRAPH << 24) | 3u;
    CHECK_ERR(cudacore_graph_clone(stale, &out), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(out.id == 0);
    CHECK_ERR(cudacore_graph_get_nodes(stale, NULL, 0, &count), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(count == 0);
    CHECK_ERR(cudacore_graph_add_empty_node(stale, NULL, 0, &n), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(n.graph == 0 && n.native == NULL);
    /* nodes of no live graph */
    wrong = t_node(stale.id, (void *)(uintptr_t)0x1000);
    CHECK_ERR(cudacore_graph_node_destroy(wrong), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_graph_node_get_type(wrong, &type), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_graph_add_dependencies(&wrong, &wrong, 1), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_graph_exec_set_node_enabled(t_exec(0), wrong, 0), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_graph_exec_update(t_exec(0), stale, NULL), CUDACORE_ERROR_INVALID_HANDLE);
    /* capture on a zero stream */
    CHECK_ERR(cudacore_stream_begin_capture(s, NULL), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_stream_end_capture(s, &out), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(out.id == 0);
    memset(&cd, 0, sizeof cd);
    cd.mode = (cudacore_CUstreamCaptureMode)3;
    CHECK_ERR(cudacore_stream_begin_capture(s, &cd), CUDACORE_ERROR_INVALID_HANDLE); /* the stream is checked first */
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH) == 0 && cudacore_live_objects(CUDACORE_OBJECT_GRAPH_EXEC) == 0);
}

/*--- conditional nodes on old drivers (mock libcuda, child processes) -------*/
static int run_child(const char *env, const char *scenario) { return t_run_self(self_path, env, "child", scenario); }

static int child(const char *scenario) {
    cudacore_graph g = t_graph(0), bodies[4];
    cudacore_graph_node n;
    cudacore_graph_conditional_handle h = 5;
    cudacore_result r;
    int v = 0;
    t_setup_quiet();
    if (cudacore_driver_version(&v) != CUDACORE_SUCCESS) return 9;
    if (!strcmp(scenario, "cond-12.0")) {
        if (v != 12000) return 10;
        r = cudacore_graph_conditional_handle_create(g, 1, &h);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_NOT_SUPPORTED || h != 0 || !strstr(cudacore_last_error()->message, "12.3")) return 11;
        r = cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_WHILE, 0, &n, bodies);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_NOT_SUPPORTED || bodies[0].id != 0 || n.native != NULL) return 12;
        if (!strstr(cudacore_last_error()->message, "CUDA 12.0")) return 13;
        return 0;
    }
    if (!strcmp(scenario, "cond-12.3")) {
        if (v != 12030) return 20;
        r = cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_IF_ELSE, 0, &n, bodies);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_NOT_SUPPORTED || !strstr(cudacore_last_error()->message, "if/else") || !strstr(cudacore_last_error()->message, "12.8"))
            return 21;
        r = cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_SWITCH, 4, &n, bodies);
        if (r != CUDACORE_ERROR_NOT_SUPPORTED || !strstr(cudacore_last_error()->message, "switch")) return 22;
        /* if and while are supported from 12.3: the zero graph is what fails next */
        r = cudacore_graph_add_conditional_node(g, NULL, 0, 1, CUDACORE_GRAPH_COND_WHILE, 0, &n, bodies);
        if (r != CUDACORE_ERROR_INVALID_HANDLE) return 23;
        r = cudacore_graph_conditional_handle_create(g, 0, &h);
        if (r != CUDACORE_ERROR_INVALID_HANDLE) return 24;
        return 0;
    }
    return 99;
}

static void t_mock_env(char *env, size_t cap, const char *version) {
    char dir[1024];
    t_dirname(self_path, dir, sizeof dir);
    snprintf(env, cap, "CUDACORE_LIBCUDA_PATH=%s/" T_SHLIB("libcuda_mock") " CUDACORE_MOCK_DRIVER_VERSION=%s", dir, version);
}

static void conditional_nodes_on_a_12_0_driver(void) {
    char env[1300];
    t_mock_env(env, sizeof env, "12000");
    CHECK(run_child(env, "cond-12.0") == 0);
}

static void if_else_and_switch_on_a_12_3_driver(void) {
    char env[1300];
    t_mock_env(env, sizeof env, "12030");
    CHECK(run_child(env, "cond-12.3") == 0);
}

int main(int argc, char **argv) {
    self_path = argv[0];
    CHILD_FIRST(argc, argv, child);
    RUN(null_out_parameters);
    RUN(bad_handles);
    RUN(conditional_nodes_on_a_12_0_driver);
    RUN(if_else_and_switch_on_a_12_3_driver);
    TEST_EXIT();
}
