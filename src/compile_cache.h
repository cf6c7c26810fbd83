/*
    THE COMPILE CACHE
    =================
    Compiled code is kept in a persistent cache. Its key covers the source,
    in-memory headers, option strings, name expressions, arch, target and
    what made the code (NVRTC; libNVVM for NVVM IR; for PTX assembled to
    CUBIN the linker: nvJitLink, else the driver): its version, and its
    library file's size and time, which tell patch releases of one version
    apart (nvrtcVersion says 13.0 for 13.0.48 and 13.0.88 alike); and the
    working folder, when NVRTC looks for a file relative to it (a relative
    include path or pre-included file, or a quoted include from a program
    whose name has no absolute folder): two checkouts that run the same
    relative command keep an entry each. An entry holds the binary, its
    name-expression map and the files the compile read.
    What a compile reads. NVRTC does not say, so before a compile cudacore
    reads the source, the in-memory headers and each file found as the
    compiler does: translation phases 1 to 3 first (trigraphs where the
    standard has them -- C++03 to C++14 --, line splices, each comment one
    space, string and character literals and raw strings skipped whole),
    then every directive -- a line whose first token is # or its digraph %:
    -- that is #include or #include_next, and every __has_include and
    __has_include_next. Each name is resolved as NVRTC resolves it: an
    in-memory header of that name first; then a quoted name in the
    including file's folder (unless --no-source-include); then each include
    path in order (the toolkit's headers too); a pre-included file in the
    working folder, then the include paths. Every path looked at is kept:
    with a hash of the file's bytes, or as empty. A hit needs each
    unchanged: an edited header, or a file put in an earlier include
    folder, compiles again. A file's stat data (device, inode, size, times
    in nanoseconds) vouch for its bytes when it last changed over 2 s before
    the entry was made; otherwise (and on Windows) it is hashed again on
    each hit. A hit costs a stat per file read (a kernel that includes
    nothing: nothing more). No path is cut: a path is as long as it is.
    After the compile, each file is checked again (its stat data and its
    bytes), and each path found empty: if any changed while NVRTC ran, the
    code is used but not stored (it may have been made from bytes that were
    not hashed). So that the stat data can tell a change even back to the
    same bytes, a file changed in the last moments is read only once the
    file system's clock has passed its time (ccache's rule, with a wait
    instead of a refusal: some 20 ms, 2 s where a file system keeps whole
    seconds); one changed in the future is not stored from.
    Not stored, because what they read cannot be known: an #include of a
    macro (Thrust's headers have them), __has_include of a macro or not
    called (#define H __has_include), a path that cannot be looked at (too
    long for the system, a folder that cannot be searched), the options
    with files of their own (use_pch, create_pch, pch_dir, time,
    fdevice_time_trace), a file over 64 MiB, over 4096 paths. Such a
    compile is compiled, not stored, counted
    (cudacore_compile_cache_stats_get: not_stored, with the reason in why),
    said through NVTX and, once a process, the logger, and by
    cudacore-nvrtc -v. extra_options that make NVRTC read other files are
    not seen: compile those with no_compile_cache.
    The folder. The cache's folder is opened once (again when it is
    configured, or removed) and every later operation is made relative to
    that descriptor (openat, renameat, unlinkat, fchmod, futimens,
    fdopendir): no path is resolved again. It is opened one component at a
    time without following links, the missing components made 0700. A
    symbolic link in the way is followed only when no other user can have
    made it (root's or this user's, in a folder nobody else may write, or
    only with the sticky bit: a system's /home link, your own ~/.cache
    link); any other link, or a link put where the cache has just made a
    folder, turns the cache off for the process (until it is configured
    again), and the logger says why. The cache is private: the folder is
    used only while, on its descriptor, it is this user's and nobody else
    can write it (otherwise the cache is off, with the reason), and it is
    made 0700. Entries are 0600 whatever the umask, written to a new temp
    file (created exclusively: never through a link, never over another
    file) and renamed into place; never read through a link, nor when over
    256 MiB; checked by a checksum (a damaged entry is recompiled and
    rewritten). A hit refreshes its entry's time on the descriptor it read.
    A folder where an entry goes is removed when empty; one with files in
    it is said (the miss's reason), never a silent miss forever. This
    user's temp files left for over an hour are swept; another user's never
    (in a shared folder, a fresh one is a write in progress). On Windows
    the folder is used by its path, and refused when it is a reparse point
    (a link or a junction): making links there takes a privilege.
    A cache several users share (a team's group-writable folder) is asked
    for: cudacore_compile_cache_desc.shared = 1, or CUDACORE_CACHE_SHARED=1;
    its entries are 0644 less the umask. The trust model: whoever can write
    the cache's folder can run code in your program (an entry is code; the
    checksum finds damage, it does not authenticate), so a shared cache
    trusts everyone who can write it. Location: $CUDACORE_CACHE_DIR, else
    $XDG_CACHE_HOME/cudacore, else ~/.cache/cudacore (%LOCALAPPDATA%\cudacore
    on Windows, where the per-user folder's ACL is the protection: the owner
    and mode checks are POSIX's). A path from the environment too long for
    the cache is refused (the cache is off, with the reason), never cut; a
    program that runs with rights its caller lacks (setuid, setgid, or
    raised by file capabilities: AT_SECURE) takes no path from the
    environment, and the logger says so once. Size cap (1 GiB by default)
    with least-recently-used eviction; CUDACORE_CACHE_DISABLE=1 or
    cudacore_compile_cache_configure() turn it off.
*/
/*
   Persistent cache of compiled code keyed by a hash of: source, in-memory
   headers, option strings, name expressions, what made the code (NVRTC,
   libNVVM, or the linker that assembled PTX: nvJitLink, else the driver;
   its version and its file's size and time), arch, target, cudacore's
   cache format version and, where NVRTC looks for files relative to it,
   the working folder; an entry also lists every file the compile read (headers found through the include
   paths, the toolkit's, pre-included files) with a hash of its bytes, and a
   hit needs them unchanged. An entry holds the binary and the
   name-expression -> lowered-name map. Private: the folder is 0700 and
   used only while it is this user's and writable by nobody else, entries
   are 0600, written to a new temp file (created exclusively) and renamed,
   never read through a link or over 256 MiB; entries are checksummed (a
   damaged one is recompiled and rewritten), and the folder is capped with
   least-recently-used eviction. The folder is opened once, never through
   a link another user can have made, and used through its descriptor.
   Location: CUDACORE_CACHE_DIR, else $XDG_CACHE_HOME/cudacore, else
   ~/.cache/cudacore (Windows: %LOCALAPPDATA%\cudacore).
   CUDACORE_CACHE_DISABLE=1 turns it off. See THE COMPILE CACHE (the
   manual) for what is read, what is not stored, and the trust model.
   Loaded object code is also shared within the process: compiling the same
   thing twice while the first object code is alive loads it once.
   Thread safety: the cache may be used from many threads and processes at
   once; two threads missing on the same key both compile (same bytes), and
   whichever rename lands last stays.

   cudacore_compile_cache_desc: zero = defaults.
     disabled    1: no persistent cache (counters still count misses)
     dir         NULL: the location above ("" or a path of 960+ bytes:
                 CUDACORE_ERROR_INVALID_ARGUMENT, nothing changed)
     max_bytes   0: 1 GiB
     shared      1: use a folder other users may write (and read): a cache
                 shared by a group or a team. Everyone who can write it can
                 put code into this program (see THE COMPILE CACHE); CUDACORE_CACHE_SHARED=1 asks the same. 0: the
                 folder must be this user's and writable by nobody else,
                 else the cache is off (said once through the logger) */
typedef struct cudacore_compile_cache_desc {
    int disabled;
    const char *dir;
    uint64_t max_bytes;
    int shared;
} cudacore_compile_cache_desc;
CUDACORE_API cudacore_result cudacore_compile_cache_configure(const cudacore_compile_cache_desc *desc);
/* Hits (on disk or in memory) and misses (compiles) since start or reset. */
CUDACORE_API cudacore_result cudacore_compile_cache_stats(uint64_t *hits, uint64_t *misses);
/* The same counts, with what became of each miss, and why the calling
   thread's last compile was not stored (cudacore-nvrtc -v prints it).
     stored       misses whose code the cache kept
     not_stored   misses compiled but not kept: what the compile reads
                  cannot be known (an include of a macro, ...), a file it
                  read changed during the compile, the cache is off (the
                  reason), no_compile_cache, the entry could not be written
     why          the reason for this thread's last compile that was not
                  stored; "" after a hit or a store (a failed compile
                  changes nothing) */
typedef struct cudacore_compile_cache_stats_info {
    uint64_t hits, misses;
    uint64_t stored, not_stored;
    char why[512];
} cudacore_compile_cache_stats_info;
CUDACORE_API cudacore_result cudacore_compile_cache_stats_get(cudacore_compile_cache_stats_info *out);
CUDACORE_API void cudacore_compile_cache_reset_stats(void);
/* The directory in use (may not exist yet); INVALID_ARGUMENT (and "") when
   cap cannot hold it. */
CUDACORE_API cudacore_result cudacore_compile_cache_dir(char *buf, size_t cap);
/* Deletes every entry in the cache directory. */
CUDACORE_API cudacore_result cudacore_compile_cache_clear(void);
