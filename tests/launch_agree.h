/* launch_agree.h -- one launch config through every path that takes it, for
   tests/unit/test_launch.c (random configs on the two-device mock driver)
   and tests/gpu/test_launch_gpu.c (a few on a GPU). Include after test.h.

   A cudacore_launch_config is turned into the driver's settings by one
   builder (cudacore__launch_settings, src/launch.c), so a launch and a
   kernel graph node must say the same of a config: la_agree gives the
   same config, kernel and arguments to
     cudacore_launch (or _sized) on a stream,
     cudacore_graph_add_kernel_node (or _sized),
     cudacore_graph_node_set_kernel (or _sized) on a node of a new graph,
     cudacore_graph_exec_set_kernel_node (or _sized) on that node of an
       executable graph made from it,
   and checks that every path returns the launch's result and, when that is
   a refusal, its message, raised at the same line of cudacore.h. The node,
   the graph and the executable graph are made anew for each config from a
   base kernel node that every path accepts. */
#ifndef CUDACORE_LAUNCH_AGREE_H
#define CUDACORE_LAUNCH_AGREE_H

/* What a call said: its result and, refused, the error record. */
typedef struct la_outcome {
    cudacore_result r;
    int line;
    char message[512];
} la_outcome;

/* A config, kernel and arguments (sized: the _sized forms, with sized[]). */
typedef struct la_input {
    const cudacore_launch_config *cfg;
    cudacore_kernel k;
    void **args;
    const cudacore_arg *sized;
    size_t num_args;
    int use_sized;
} la_input;

/* Where the paths run: the launch's stream, and the base kernel node of
   each new graph (a config, kernel and arguments every path accepts). */
typedef struct la_place {
    cudacore_stream s;
    la_input base;
} la_place;

static void la_outcome_of(cudacore_result r, la_outcome *o) {
    const cudacore_error_info *e = cudacore_last_error();
    o->r = r;
    o->line = r == CUDACORE_SUCCESS ? 0 : e->line;
    snprintf(o->message, sizeof o->message, "%s", r == CUDACORE_SUCCESS ? "" : e->message);
}

static const char *const la_path_names[4] = {"cudacore_launch", "cudacore_graph_add_kernel_node", "cudacore_graph_node_set_kernel",
                                             "cudacore_graph_exec_set_kernel_node"};

/* The call of path `path` (an index of la_path_names) with in; g, node and
   e: the new graph, its base node and the executable graph. */
static cudacore_result la_call(int path, const la_place *pl, const la_input *in, cudacore_graph g, cudacore_graph_node node,
                               cudacore_graph_exec e) {
    cudacore_graph_node added;
    switch (path) {
        case 0:
            return in->use_sized ? cudacore_launch_sized(pl->s, in->cfg, in->k, in->sized, in->num_args)
                                 : cudacore_launch(pl->s, in->cfg, in->k, in->args, in->num_args);
        case 1:
            return in->use_sized ? cudacore_graph_add_kernel_node_sized(g, NULL, 0, in->cfg, in->k, in->sized, in->num_args, &added)
                                 : cudacore_graph_add_kernel_node(g, NULL, 0, in->cfg, in->k, in->args, in->num_args, &added);
        case 2:
            return in->use_sized ? cudacore_graph_node_set_kernel_sized(node, in->cfg, in->k, in->sized, in->num_args)
                                 : cudacore_graph_node_set_kernel(node, in->cfg, in->k, in->args, in->num_args);
        default:
            return in->use_sized ? cudacore_graph_exec_set_kernel_node_sized(e, node, in->cfg, in->k, in->sized, in->num_args)
                                 : cudacore_graph_exec_set_kernel_node(e, node, in->cfg, in->k, in->args, in->num_args);
    }
}

static void la_print_config(const cudacore_launch_config *c) {
    if (!c) {
        printf("    cfg NULL\n");
        return;
    }
    printf("    grid %u x %u x %u, block %u x %u x %u, cluster %u x %u x %u, shared_mem %llu, cooperative %d, priority %d, programmatic %d\n",
           c->grid[0], c->grid[1], c->grid[2], c->block[0], c->block[1], c->block[2], c->cluster[0], c->cluster[1], c->cluster[2],
           (unsigned long long)c->shared_mem, c->cooperative, c->priority, c->programmatic_dependent_launch);
}

/* Every path with in: 1 when all agree with the launch (*launch: what it
   said), 0 after printing the disagreement (or a failure to set up). */
static int la_agree(const la_place *pl, const la_input *in, la_outcome *launch) {
    cudacore_graph g;
    cudacore_graph_node node;
    cudacore_graph_exec e;
    la_outcome o;
    int path, same = 1;
    if (cudacore_graph_create(&g) != CUDACORE_SUCCESS) {
        cudacore_print_error(stdout);
        return 0;
    }
    if (cudacore_graph_add_kernel_node(g, NULL, 0, pl->base.cfg, pl->base.k, pl->base.args, pl->base.num_args, &node) != CUDACORE_SUCCESS ||
        cudacore_graph_instantiate(g, NULL, &e) != CUDACORE_SUCCESS) {
        cudacore_print_error(stdout);
        cudacore_graph_destroy(g);
        return 0;
    }
    cudacore_clear_error();
    la_outcome_of(la_call(0, pl, in, g, node, e), launch);
    for (path = 1; path < 4; path++) {
        cudacore_clear_error();
        la_outcome_of(la_call(path, pl, in, g, node, e), &o);
        if (o.r == launch->r && o.line == launch->line && !strcmp(o.message, launch->message)) continue;
        if (same) la_print_config(in->cfg);
        printf("    %s%s: %s (line %d) \"%s\"\n    %s%s: %s (line %d) \"%s\"\n", la_path_names[0], in->use_sized ? "_sized" : "",
               cudacore_result_name(launch->r), launch->line, launch->message, la_path_names[path], in->use_sized ? "_sized" : "",
               cudacore_result_name(o.r), o.line, o.message);
        same = 0;
    }
    cudacore_graph_exec_destroy(e);
    cudacore_graph_destroy(g);
    return same;
}
#endif
