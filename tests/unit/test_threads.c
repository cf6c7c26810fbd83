/* Threads racing cudacore's lazy initialisation, library loading and handle
   pools (no GPU needed). Run under ThreadSanitizer by `make test-tsan`. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <pthread.h>

#define T 16
static pthread_barrier_t start_line;
static int thread_ok[T];

/* Every thread's first call races the setup and the first loads. */
static void *first_use(void *arg) {
    int i = (int)(size_t)arg, n = -1;
    cudacore_library_info info;
    cudacore_result r;
    pthread_barrier_wait(&start_line);
    r = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &info);
    thread_ok[i] = (r == CUDACORE_SUCCESS) == (info.loaded == 1);
    r = cudacore_device_count(&n);
    thread_ok[i] &= r == CUDACORE_SUCCESS ? n >= 0 : cudacore_last_error()->result == r && cudacore_last_error()->message[0] != 0;
    return NULL;
}

static void concurrent_first_use(void) {
    pthread_t th[T];
    int i;
    cudacore_shutdown(); /* start from scratch: setup happens inside the race */
    CHECK(!cudacore_is_set_up());
    pthread_barrier_init(&start_line, NULL, T);
    for (i = 0; i < T; i++) CHECK(pthread_create(&th[i], NULL, first_use, (void *)(size_t)i) == 0);
    for (i = 0; i < T; i++) pthread_join(th[i], NULL);
    pthread_barrier_destroy(&start_line);
    for (i = 0; i < T; i++) CHECK(thread_ok[i]);
    CHECK(cudacore_is_set_up());
    cudacore_shutdown(); /* the race set up with defaults (a stderr logger); the next tests provoke errors quietly */
    t_setup_quiet();
}

/* Every thread reserves, commits, looks up and destroys its own handles while
   the others do the same in the same pool. */
#define ITER 20000
static void *pool_churn(void *arg) {
    int i = (int)(size_t)arg, k;
    const cudacore_object_kind p = CUDACORE_OBJECT_EVENT;
    thread_ok[i] = 1;
    pthread_barrier_wait(&start_line);
    for (k = 0; k < ITER; k++) {
        uint64_t id;
        int *payload = (int *)t_pool_reserve(p, &id);
        if (!payload) { thread_ok[i] = 0; return NULL; }
        *payload = i * ITER + k;
        t_pool_commit(payload, id);
        if (t_pool_get(p, id) != payload || *payload != i * ITER + k) thread_ok[i] = 0;
        if (t_pool_take(p, id) != payload) thread_ok[i] = 0;
        t_pool_release(p, payload, id);
        if (t_pool_get(p, id) != NULL) thread_ok[i] = 0; /* stale at once */
    }
    return NULL;
}

static void concurrent_handle_churn(void) {
    pthread_t th[T];
    int i;
    t_setup_quiet();
    pthread_barrier_init(&start_line, NULL, T);
    for (i = 0; i < T; i++) CHECK(pthread_create(&th[i], NULL, pool_churn, (void *)(size_t)i) == 0);
    for (i = 0; i < T; i++) pthread_join(th[i], NULL);
    pthread_barrier_destroy(&start_line);
    for (i = 0; i < T; i++) CHECK(thread_ok[i]);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
    printf("  %d threads x %d create/lookup/destroy cycles\n", T, ITER);
}

/* Only one of several threads destroying the same handle wins; the others are told. */
static uint64_t shared_id;
static void *payload_shared;
static int winners;
static pthread_mutex_t winners_lock = PTHREAD_MUTEX_INITIALIZER;
static void *double_destroy(void *arg) {
    void *got;
    (void)arg;
    pthread_barrier_wait(&start_line);
    got = t_pool_take(CUDACORE_OBJECT_STREAM, shared_id);
    if (got) {
        pthread_mutex_lock(&winners_lock);
        winners++;
        pthread_mutex_unlock(&winners_lock);
        t_pool_release(CUDACORE_OBJECT_STREAM, got, shared_id);
    } else if (cudacore_last_error()->result != CUDACORE_ERROR_INVALID_HANDLE) {
        pthread_mutex_lock(&winners_lock);
        winners += 100;
        pthread_mutex_unlock(&winners_lock);
    }
    return NULL;
}

static void racing_destroys_have_one_winner(void) {
    pthread_t th[T];
    int i, round;
    t_setup_quiet();
    for (round = 0; round < 200; round++) {
        payload_shared = t_pool_reserve(CUDACORE_OBJECT_STREAM, &shared_id);
        CHECK(payload_shared != NULL);
        t_pool_commit(payload_shared, shared_id);
        winners = 0;
        pthread_barrier_init(&start_line, NULL, T);
        for (i = 0; i < T; i++) CHECK(pthread_create(&th[i], NULL, double_destroy, NULL) == 0);
        for (i = 0; i < T; i++) pthread_join(th[i], NULL);
        pthread_barrier_destroy(&start_line);
        CHECK(winners == 1);
    }
}

int main(void) {
    RUN(concurrent_first_use);
    RUN(concurrent_handle_churn);
    RUN(racing_destroys_have_one_winner);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
