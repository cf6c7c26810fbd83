/*
    PROCESS CHECKPOINT
    ==================
    cudacore_process_lock / _checkpoint / _restore / _unlock / _get_state
    (driver 12.8+, Linux) save a process's device state to host memory and
    bring it back, on the same or other GPUs; usually called from another
    process (examples/checkpoint.c). A step taken in the wrong state is
    refused before the driver sees it.
*/
/* Checkpoint and restore of a process's CUDA state (driver 12.8+, Linux),
   for process checkpointing tools (CRIU, cuda-checkpoint) and for pausing
   a process so that others can use its GPUs. A process is locked (its CUDA
   calls block), checkpointed (device memory moves to host memory and the
   GPUs are released), restored (back onto the same or, with gpu pairs, other
   GPUs of the same chip) and unlocked. Every call names the process by pid
   (> 0) and usually runs in ANOTHER process: a process that locked itself
   cannot make CUDA calls. Each call first checks that the process is in the
   state the step needs (CUDACORE_ERROR_INVALID_ARGUMENT otherwise, naming
   both states), so that a wrong order never reaches the driver. Windows,
   drivers before 12.8 and systems where the driver refuses:
   CUDACORE_ERROR_NOT_SUPPORTED.                                            */
typedef enum cudacore_process_state {
    CUDACORE_PROCESS_RUNNING = 0,      /* CU_PROCESS_STATE_RUNNING */
    CUDACORE_PROCESS_LOCKED = 1,       /* CUDA calls block */
    CUDACORE_PROCESS_CHECKPOINTED = 2, /* device state saved to host memory, GPUs released */
    CUDACORE_PROCESS_FAILED = 3        /* an uncorrectable error during checkpoint or restore */
} cudacore_process_state;
/* "running", "locked", "checkpointed", "failed"; "?" for another value. */
CUDACORE_API const char *cudacore_process_state_name(cudacore_process_state state);

CUDACORE_API cudacore_result cudacore_process_get_state(int pid, cudacore_process_state *state);
/* The thread id of the process's CUDA restore thread. */
CUDACORE_API cudacore_result cudacore_process_restore_thread_id(int pid, int *tid);
/* RUNNING -> LOCKED. timeout_ms 0: wait as long as it takes; else, when the
   time runs out, CUDACORE_ERROR_NOT_READY and the process stays RUNNING. */
CUDACORE_API cudacore_result cudacore_process_lock(int pid, unsigned int timeout_ms);
/* LOCKED -> CHECKPOINTED. */
CUDACORE_API cudacore_result cudacore_process_checkpoint(int pid);
/* A GPU of the checkpoint and the GPU to restore it onto, as UUID strings
   ("GPU-" optional, hyphens optional: cudacore_device_info.uuid works). */
typedef struct cudacore_checkpoint_gpu_pair {
    const char *from_uuid;
    const char *to_uuid;
} cudacore_checkpoint_gpu_pair;
/* CHECKPOINTED -> LOCKED. pairs NULL (num_pairs 0): restore onto the same
   GPUs; else every checkpointed GPU must have a pair. */
CUDACORE_API cudacore_result cudacore_process_restore(int pid, const cudacore_checkpoint_gpu_pair *pairs, size_t num_pairs);
/* LOCKED -> RUNNING. */
CUDACORE_API cudacore_result cudacore_process_unlock(int pid);
