CUDACORE_API const char *cudacore_process_state_name(cudacore_process_state state) {
    switch (state) {
        case CUDACORE_PROCESS_RUNNING: return "running";
        case CUDACORE_PROCESS_LOCKED: return "locked";
        case CUDACORE_PROCESS_CHECKPOINTED: return "checkpointed";
        case CUDACORE_PROCESS_FAILED: return "failed";
        default: return "?";
    }
}

/* A valid pid, Linux, a 12.8+ driver. */
CUDACORE__PRIVATE cudacore_result cudacore__checkpoint_ready(int pid, const char *call) {
#if defined(_WIN32)
    (void)pid;
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "process checkpointing is Linux-only (the driver has no checkpoint API on Windows)");
#else
    if (pid <= 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pid %d is not a process id (> 0)", pid);
    return cudacore__driver_at_least(12080, "process checkpointing needs", call);
#endif
}

/* A refusal by the driver, explained. */
CUDACORE__PRIVATE cudacore_result cudacore__checkpoint_result(cudacore_result r, int pid) {
    if (r == CUDACORE_ERROR_NOT_SUPPORTED)
        cudacore__append_detail("the driver does not checkpoint process %d here: it needs a Linux driver with checkpoint support, and every GPU the "
                                "process uses supported (see cuda-checkpoint's requirements)\n",
                                pid);
    return r;
}

CUDACORE__PRIVATE cudacore_result cudacore__process_state(int pid, cudacore_process_state *state, const char *call) {
    cudacore_CUprocessState s = CUDACORE_CU_PROCESS_STATE_RUNNING;
    cudacore_result r = cudacore__checkpoint_ready(pid, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessGetState, (pid, &s)), pid);
    *state = (cudacore_process_state)s;
    return r;
}

/* The process must be in state `want` for the step. */
CUDACORE__PRIVATE cudacore_result cudacore__process_expect(int pid, cudacore_process_state want, const char *call) {
    cudacore_process_state s;
    cudacore_result r = cudacore__process_state(pid, &s, call);
    if (r == CUDACORE_SUCCESS && s != want)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "process %d is %s; %s needs it %s", pid, cudacore_process_state_name(s), call,
                              cudacore_process_state_name(want));
    return r;
}

CUDACORE_API cudacore_result cudacore_process_get_state(int pid, cudacore_process_state *state) {
    static const char *call = "cudacore_process_get_state";
    cudacore_process_state s;
    cudacore_result r;
    if (!state) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "state is NULL");
    *state = CUDACORE_PROCESS_RUNNING;
    r = cudacore__process_state(pid, &s, call);
    if (r == CUDACORE_SUCCESS) *state = s;
    return r;
}

CUDACORE_API cudacore_result cudacore_process_restore_thread_id(int pid, int *tid) {
    static const char *call = "cudacore_process_restore_thread_id";
    int t = 0;
    cudacore_result r;
    if (!tid) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "tid is NULL");
    *tid = 0;
    if ((r = cudacore__checkpoint_ready(pid, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessGetRestoreThreadId, (pid, &t)), pid);
    if (r == CUDACORE_SUCCESS) *tid = t;
    return r;
}

CUDACORE_API cudacore_result cudacore_process_lock(int pid, unsigned int timeout_ms) {
    static const char *call = "cudacore_process_lock";
    cudacore_CUcheckpointLockArgs a;
    cudacore_result r = cudacore__process_expect(pid, CUDACORE_PROCESS_RUNNING, call);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&a, 0, sizeof a);
    a.timeoutMs = timeout_ms;
    r = cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessLock, (pid, &a)), pid);
    if (r == CUDACORE_ERROR_NOT_READY) cudacore__append_detail("process %d did not lock within %u ms; it is still running\n", pid, timeout_ms);
    return r;
}

CUDACORE_API cudacore_result cudacore_process_checkpoint(int pid) {
    static const char *call = "cudacore_process_checkpoint";
    cudacore_CUcheckpointCheckpointArgs a;
    cudacore_result r = cudacore__process_expect(pid, CUDACORE_PROCESS_LOCKED, call);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&a, 0, sizeof a);
    return cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessCheckpoint, (pid, &a)), pid);
}

/* "GPU-0123abcd-..." or "0123abcd...": 32 hex digits, hyphens anywhere. */
CUDACORE__PRIVATE int cudacore__parse_uuid(const char *s, cudacore_CUuuid *out) {
    int n = 0;
    if (!s) return 0;
    if (!strncmp(s, "GPU-", 4)) s += 4;
    for (; *s; s++) {
        int v = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'a' && *s <= 'f' ? *s - 'a' + 10 : *s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;
        if (*s == '-') continue;
        if (v < 0 || n >= 32) return 0;
        out->bytes[n / 2] = (char)(n % 2 ? (unsigned char)out->bytes[n / 2] | v : v << 4);
        n++;
    }
    return n == 32;
}

CUDACORE_API cudacore_result cudacore_process_restore(int pid, const cudacore_checkpoint_gpu_pair *pairs, size_t num_pairs) {
    static const char *call = "cudacore_process_restore";
    cudacore_CUcheckpointRestoreArgs a;
    cudacore_CUcheckpointGpuPair *gp = NULL;
    cudacore_result r;
    size_t i;
    if (num_pairs && !pairs) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pairs is NULL but num_pairs is %lu", (unsigned long)num_pairs);
    if (num_pairs > 0xFFFFFFFFu) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_pairs %lu is too many", (unsigned long)num_pairs);
    if ((r = cudacore__process_expect(pid, CUDACORE_PROCESS_CHECKPOINTED, call)) != CUDACORE_SUCCESS) return r;
    if (num_pairs && !(gp = (cudacore_CUcheckpointGpuPair *)cudacore__calloc(num_pairs * sizeof *gp, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    for (i = 0; i < num_pairs; i++)
        if (!cudacore__parse_uuid(pairs[i].from_uuid, &gp[i].oldUuid) || !cudacore__parse_uuid(pairs[i].to_uuid, &gp[i].newUuid)) {
            cudacore__free(gp);
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pairs[%lu] ('%s' -> '%s') is not two GPU UUIDs of 32 hex digits", (unsigned long)i,
                                  pairs[i].from_uuid ? pairs[i].from_uuid : "(null)", pairs[i].to_uuid ? pairs[i].to_uuid : "(null)");
        }
    memset(&a, 0, sizeof a);
    a.gpuPairs = gp;
    a.gpuPairsCount = (unsigned)num_pairs;
    r = cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessRestore, (pid, num_pairs ? &a : NULL)), pid);
    cudacore__free(gp);
    return r;
}

CUDACORE_API cudacore_result cudacore_process_unlock(int pid) {
    static const char *call = "cudacore_process_unlock";
    cudacore_CUcheckpointUnlockArgs a;
    cudacore_result r = cudacore__process_expect(pid, CUDACORE_PROCESS_LOCKED, call);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&a, 0, sizeof a);
    return cudacore__checkpoint_result(CUDACORE__CU_CALL(cuCheckpointProcessUnlock, (pid, &a)), pid);
}
