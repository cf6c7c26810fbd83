/*--- >>environment ----------------------------------------------------------*/
/* A variable of the environment that names a path cudacore loads, reads or
   writes (a library, the toolkit's headers, the compile cache's folder, a
   tool), or NULL where the process runs with rights its caller lacks
   (setuid or setgid, or a test's stand-in for that): the caller's
   environment must not choose the code such a program runs or the files it
   overwrites. Every path cudacore takes from the environment comes through
   here (LOADING says so); switches (CUDACORE_CACHE_DISABLE) need not. */
static int cudacore__privileged_for_tests; /* 1: act as a setuid program (tests only) */
CUDACORE__PRIVATE int cudacore__privileged(void) {
#if defined(_WIN32)
    return cudacore__privileged_for_tests;
#else
    return cudacore__privileged_for_tests || getuid() != geteuid() || getgid() != getegid();
#endif
}
CUDACORE__PRIVATE const char *cudacore__env_path(const char *name) {
    const char *v;
    if (cudacore__privileged()) return NULL;
    v = getenv(name);
    return v && v[0] ? v : NULL;
}

