/*
    START-UP IN THE BACKGROUND
    ==========================
    A CUDA program's start is dominated by the driver: cuInit and the first
    context take some 100 ms each before any kernel can run. With

        cudacore_desc desc = {0};
        desc.start_in_background = CUDACORE_START_DRIVER | CUDACORE_START_NVRTC;
        cudacore_setup(&desc);           // first thing in main

    a thread of cudacore's loads libcuda, runs cuInit, reads device 0's
    compute capability and retains device 0's primary context
    (CUDACORE_START_DRIVER, also written 1), then loads NVRTC and makes its
    first compile, a one-line kernel thrown away (CUDACORE_START_NVRTC):
    NVRTC sets much of itself up during a process's first compile (on an
    H100 host 70-80 ms for a small kernel's first compile, 38 ms for a later
    one), so that the program's own first compile costs what a later one
    does. That warm-up is skipped when the program's own compile has begun
    by then (it does the setting up itself). All this happens while the
    program goes on with its own host work (reading input) and its NVRTC
    compiles, which need no context: a compile whose options give no arch
    waits for cuInit only, and one with options.arch set waits for nothing.
    Nor, on Linux, does a compile without an arch once the start has run
    before on this machine: when every GPU the kernel driver lists
    (/proc/driver/nvidia/gpus) is of one model, the start writes that
    model's compute capability to the compile cache's folder (the file
    gpu-archs, lines "CC<tab>MODEL"; not with the cache off; written and read
    as the cache's entries are), and later starts take the default arch from
    there instead of waiting for cuInit. A line that is no compute
    capability, or one the loaded NVRTC does not know, is not used; a line
    the driver then contradicts is replaced.
    Every later call waits only if it needs what is still starting (the
    driver: until cuInit is done; a context: until device 0's is retained)
    and costs nothing extra once it is done: the waits are the locks the
    first use takes anyway. The start's errors (no driver, no device, the
    context) are reported, with their usual records, by the first call that
    needs the driver or the context (cudacore_start_wait asks at once);
    the start thread itself records and logs nothing; NVRTC's errors reach
    the first compile. cudacore_shutdown, and the process's exit, wait for a
    start still running (with CUDACORE_START_NVRTC, a program that ends
    within some 100 ms of its setup may wait for the warm-up compile). Do not
    fork while it runs.
*/
