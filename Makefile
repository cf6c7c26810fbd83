# cudacore -- build, test and check. Needs only a C compiler: no CUDA headers,
# no -lcuda. `make demo` and `make test` are the two set-up commands.
CC       ?= cc
CXX      ?= c++
PYTHON   ?= python3
CUDA_HOME ?= /usr/local/cuda
BUILD    ?= build
WARN     := -Wall -Wextra -pedantic -Werror -Wshadow
CFLAGS   ?= -O2 -g
LDLIBS   := -ldl -lpthread
HEADERS  := cudacore.h cudabind.h

.DEFAULT_GOAL := all

# The two shipped headers are amalgamated from their parts in src/
# (tools/amalgamate.c; src/cudacore.h.in and src/cudabind.h.in say what goes
# where): edit src/, never cudacore.h or cudabind.h, and `make` writes them
# anew. The tool rewrites only a header whose text changed.
AMALGAMATE := $(BUILD)/amalgamate
PARTS    := $(wildcard src/*.in src/*.h src/*.c src/gen/*.h src/gen/*.c)
cudacore.h: $(AMALGAMATE) $(PARTS)
	@$(AMALGAMATE)
cudabind.h: cudacore.h
$(AMALGAMATE): tools/amalgamate.c
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 $< -o $@

# Parallel by default, one job per core (a -j on the command line wins;
# `make clean ...` stays serial).
ifeq ($(filter -j%,$(MAKEFLAGS))$(filter clean,$(MAKECMDGOALS)),)
MAKEFLAGS += -j$(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
endif

# One implementation per build configuration. Every program here is a
# one-file cudacore program: its source defines CUDACORE_IMPLEMENTATION, as a
# user's would, and builds on its own (cc examples/saxpy.c -ldl -lpthread -lm).
# Compiling the implementation takes seconds, so the Makefile compiles it once
# for each configuration (compiler and flags) into obj/cudacore.o (from
# tests/impl.c), and builds a program that lists that object among its
# prerequisites with -DCUDACORE_NO_IMPLEMENTATION (its own
# CUDACORE_IMPLEMENTATION is then off), linking the object: $(SHARED_IMPL)
# expands to both. A test reaches the library's internals only through
# tests/internals.h, whose helpers are compiled into that object. A test that
# checks a configuration macro the object is built without (NDEBUG,
# CUDACORE_TEST_HOOKS) says so in its own source, with a line
#   #define CUDACORE_TEST_CONFIG MACRO
# before it includes tests/test.h, and links obj/cudacore-MACRO.o instead:
# the same implementation compiled with -DMACRO, once for all the tests that
# name it (CONFIG_TESTS, read from those lines). The benchmarks keep their
# own copy: they measure one translation unit, as a program that calls
# cudacore from the file that holds it.
IMPL        := $(BUILD)/obj/cudacore.o
IMPL_OBJ     = $(foreach o,$(filter %.o,$^),$(if $(findstring /obj/cudacore,$(o)),$(o)))
SHARED_IMPL  = $(if $(IMPL_OBJ),-DCUDACORE_NO_IMPLEMENTATION $(IMPL_OBJ))
CONFIG_LINES := $(shell grep -Ho '^.define CUDACORE_TEST_CONFIG [A-Za-z0-9_]*' tests/unit/*.c tests/gpu/*.c | \
                  sed 's|^tests/[a-z]*/\([A-Za-z0-9_]*\)\.c:.define CUDACORE_TEST_CONFIG |\1=|')
CONFIG_TESTS := $(foreach l,$(CONFIG_LINES),$(firstword $(subst =, ,$(l))))
config_obj    = $(foreach l,$(filter $(1)=%,$(CONFIG_LINES)),$(2)/obj/cudacore-$(lastword $(subst =, ,$(l))).o)
# The harness's headers: a test program is rebuilt when any of them changes.
TEST_H      := $(wildcard tests/*.h)

TOOLS    := $(BUILD)/cudacore-info $(BUILD)/cudacore-nvrtc
EXAMPLES := $(patsubst examples/%.c,$(BUILD)/examples/%,$(wildcard examples/*.c))
UNIT     := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(wildcard tests/unit/*.c))
GPU      := $(patsubst tests/gpu/%.c,$(BUILD)/tests/%,$(wildcard tests/gpu/*.c))
BENCH    := $(BUILD)/cudacore-bench
NCCL_BENCH := $(BUILD)/nccl-bench
NCCL_INCLUDE ?= $(CUDA_HOME)/include

.PHONY: all demo test check-generated test-asan test-valgrind test-tsan test-faults clean examples tools bench
all: tools examples $(BENCH) $(BUILD)/launch_variants $(NCCL_BENCH)

tools: $(TOOLS)
examples: $(EXAMPLES)

# The implementation, with the test helpers that walk its internals
# (tests/internals.h). TEST_CFLAGS, added to the tests' flags, goes here too.
$(IMPL): tests/impl.c tests/internals.h cudacore.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(NO_MI) $(CFLAGS) $(TEST_CFLAGS) -c $< -o $@
$(BUILD)/obj/cudacore-%.o: tests/impl.c tests/internals.h cudacore.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(NO_MI) $(CFLAGS) $(TEST_CFLAGS) -D$* -c $< -o $@

$(BUILD)/cudacore-info: tools/cudacore-info.c $(HEADERS) $(IMPL)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS)

$(BUILD)/cudacore-nvrtc: tools/cudacore-nvrtc.c $(HEADERS) $(IMPL)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS)

$(BUILD)/examples/%: examples/%.c $(HEADERS) $(IMPL)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS) -lm

$(BUILD)/tests/%: tests/unit/%.c $(TEST_H) $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(TEST_CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS) -lm

$(BUILD)/tests/%: tests/gpu/%.c $(TEST_H) $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(TEST_CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS) -lm

$(filter-out $(CONFIG_TESTS:%=$(BUILD)/tests/%),$(UNIT) $(GPU)): $(IMPL)
$(foreach t,$(CONFIG_TESTS),$(eval $(BUILD)/tests/$(t): $(call config_obj,$(t),$(BUILD))))

# The benchmark measures release builds (NDEBUG: no validation layer), as users ship.
$(BENCH): bench/cudacore-bench.c $(HEADERS) bench/stats.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(NO_MI) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS) -lm
$(BUILD)/launch_variants: bench/launch_variants.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(NO_MI) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS)
# The launch rows of the C++ argument form, and of a debug build (its checks' cost):
#   build/cudacore-bench-cxx OUT --launch-only;  build/cudacore-bench-debug OUT --launch-only
$(BUILD)/cudacore-bench-cxx: bench/cudacore-bench.c $(HEADERS) bench/stats.h
	@mkdir -p $(@D)
	$(CXX) -std=c++11 $(WARN) $(NO_MI) -O2 -g -DNDEBUG -x c++ $< -o $@ $(LDLIBS) -lm
$(BUILD)/cudacore-bench-debug: bench/cudacore-bench.c $(HEADERS) bench/stats.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(NO_MI) -O2 -g $< -o $@ $(LDLIBS) -lm

# The benchmark (needs a GPU; prints that it needs one and exits 0 otherwise).
# make bench OUT=dir   writes dir/bench.json, dir/bench.md (+ cuda.core column and plot where Python has them)
OUT ?= $(BUILD)/bench-results
bench: $(BENCH)
	@mkdir -p $(OUT)
	$(BENCH) $(OUT)
	@if [ -f $(OUT)/bench.json ] && $(PYTHON) -c "import cuda.core" 2>/dev/null; then $(PYTHON) bench/bench_cuda_core.py $(OUT) || echo "bench: the cuda.core comparison failed"; fi
	@if [ -f $(OUT)/bench.json ] && $(PYTHON) -c "import matplotlib" 2>/dev/null; then $(PYTHON) bench/plot.py $(OUT) || echo "bench: the plot failed"; fi

# The flagship: what a new user runs first. It builds only the two programs it
# runs (seconds in a fresh clone; `make` builds everything). Without a driver
# cudacore-info says what it tried and the demo still compiles its kernel.
demo: $(BUILD)/cudacore-info $(BUILD)/examples/demo
	@$(BUILD)/cudacore-info || echo "(cudacore-info: no usable CUDA driver -- the demo below still compiles its kernel)"
	@echo
	$(BUILD)/examples/demo

# --- tests -------------------------------------------------------------------
C  := tests/compile
# The toolkit's headers: nvvm.h is in include/ in some CUDA 13 packages and in
# nvvm/include/ in others (and in every older toolkit).
CUDA_INC := -isystem $(CUDA_HOME)/include $(if $(wildcard $(CUDA_HOME)/nvvm/include/nvvm.h),-isystem $(CUDA_HOME)/nvvm/include)
CB := $(BUILD)/compile
M  := mkdir -p $(CB) &&
# The compile matrix: the whole implementation (tests/compile/use_all.c,
# bind_all.c, ...) through each compiler and language version, beside each
# header users include with it, in each configuration. make test builds and
# links a C and a C++ program with gcc and with clang, the mingw-w64 C
# program, and every program a step runs; the other steps are checked for
# errors and warnings only, marked "(front end)": $(call step_out,NAME,LIBS)
# is -fsyntax-only there. make test-full (TEST_FULL=1) builds and links those
# too (-o CB/NAME LIBS) and runs what such a step runs ($(call
# step_then,COMMAND)). (Generating the implementation's code is nearly all of
# a step's time; what a language version or a neighbouring header changes is
# what the front end sees.)
# gcc's -Wmisleading-indentation takes time that grows with the square of a
# file's length (gcc 12: 0.3 s for a 10,000-line file, 4.5 s for 40,000; 1.5
# s of each compile of the implementation): gcc -std=c99 and every clang step
# keep it; the other gcc steps, the implementation objects and the benchmarks
# pass NO_MI.
NO_MI   := -Wno-misleading-indentation
comma   := ,
step_out   = $(if $(TEST_FULL),-o $(CB)/$(1) $(2),-fsyntax-only)
step_then  = $(if $(TEST_FULL),&& $(1))
step_kind  = $(if $(TEST_FULL),, (front end))
STRICT  := -Wstrict-prototypes -Wmissing-prototypes
COMPILE_STEPS = \
  "compile:gcc -std=c99:$(M) tests/need.sh gcc && gcc -std=c99 $(WARN) $(STRICT) $(C)/use_all.c -o $(CB)/gcc-c99 $(LDLIBS)" \
  "compile:gcc -std=c11$(step_kind):$(M) tests/need.sh gcc && gcc -std=c11 $(WARN) $(NO_MI) $(STRICT) $(C)/use_all.c $(call step_out,gcc-c11,$(LDLIBS))" \
  "compile:clang -std=c99:$(M) tests/need.sh clang && clang -std=c99 $(WARN) $(STRICT) $(C)/use_all.c -o $(CB)/clang-c99 $(LDLIBS)" \
  "compile:clang -std=c11$(step_kind):$(M) tests/need.sh clang && clang -std=c11 $(WARN) $(STRICT) $(C)/use_all.c $(call step_out,clang-c11,$(LDLIBS))" \
  "compile:g++ -std=c++11$(step_kind):$(M) tests/need.sh g++ && g++ -std=c++11 $(WARN) $(NO_MI) -x c++ $(C)/use_all.c $(call step_out,gxx-cxx11,$(LDLIBS))" \
  "compile:g++ -std=c++17:$(M) tests/need.sh g++ && g++ -std=c++17 $(WARN) $(NO_MI) -x c++ $(C)/use_all.c -o $(CB)/gxx-cxx17 $(LDLIBS)" \
  "compile:clang++ -std=c++11:$(M) tests/need.sh clang++ && clang++ -std=c++11 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/clangxx-cxx11 $(LDLIBS)" \
  "compile:clang++ -std=c++17$(step_kind):$(M) tests/need.sh clang++ && clang++ -std=c++17 $(WARN) -x c++ $(C)/use_all.c $(call step_out,clangxx-cxx17,$(LDLIBS))" \
  "compile:CUDACORE_STATIC in two translation units:$(M) $(CC) -std=c99 $(WARN) $(NO_MI) $(C)/static_a.c $(C)/static_b.c -o $(CB)/static $(LDLIBS) && $(CB)/static" \
  "compile:after the toolkit's cuda.h (C99)$(step_kind):$(M) tests/need.sh cuda-headers && $(CC) -std=c99 $(WARN) $(NO_MI) $(CUDA_INC) $(C)/after_cuda_h.c $(call step_out,after-c,$(LDLIBS))" \
  "compile:after the toolkit's cuda.h (C++17)$(step_kind):$(M) tests/need.sh cuda-headers && $(CXX) -std=c++17 $(WARN) $(NO_MI) -x c++ $(CUDA_INC) $(C)/after_cuda_h.c $(call step_out,after-cxx,$(LDLIBS))" \
  "compile:after NVTX's nvToolsExt.h, its checks on (C99, run):$(M) tests/need.sh nvtx-headers && $(CC) -std=c99 $(WARN) $(NO_MI) $(CUDA_INC) $(C)/after_nvtx_h.c -o $(CB)/after-nvtx-c $(LDLIBS) && $(CB)/after-nvtx-c" \
  "compile:after NVTX's nvToolsExt.h, its checks on (C++17$(if $(TEST_FULL),$(comma) run))$(step_kind):$(M) tests/need.sh nvtx-headers && $(CXX) -std=c++17 $(WARN) $(NO_MI) -x c++ $(CUDA_INC) $(C)/after_nvtx_h.c $(call step_out,after-nvtx-cxx,$(LDLIBS)) $(call step_then,$(CB)/after-nvtx-cxx)" \
  "compile:NVML block checked against nvml.h (C99)$(step_kind):$(M) tests/need.sh nvml-header && $(CC) -std=c99 $(WARN) $(NO_MI) -isystem $(CUDA_HOME)/include $(if $(TEST_FULL),-c) $(C)/after_nvml_h.c $(call step_out,after-nvml-c.o)" \
  "compile:NVML block checked against nvml.h (C++17)$(step_kind):$(M) tests/need.sh nvml-header && $(CXX) -std=c++17 $(WARN) $(NO_MI) -x c++ -isystem $(CUDA_HOME)/include $(if $(TEST_FULL),-c) $(C)/after_nvml_h.c $(call step_out,after-nvml-cxx.o)" \
  "compile:CUDACORE_DLL shared object and a user of it:$(M) $(CC) -std=c99 $(WARN) $(NO_MI) -fPIC -shared -fvisibility=hidden -DCUDACORE_DLL -DCUDACORE_IMPLEMENTATION -x c cudacore.h -o $(CB)/libcudacore.so $(LDLIBS) && $(CC) -std=c99 $(WARN) -DCUDACORE_DLL $(C)/dll_user.c -o $(CB)/dll_user -L$(CB) -lcudacore && LD_LIBRARY_PATH=$(CB) $(CB)/dll_user" \
  "compile:cudabind.h every wrapper, gcc -std=c99:$(M) gcc -std=c99 $(WARN) $(NO_MI) $(STRICT) $(C)/bind_all.c -o $(CB)/bind-c99 $(LDLIBS) && $(CB)/bind-c99" \
  "compile:cudabind.h every wrapper, clang -std=c99$(step_kind):$(M) tests/need.sh clang && clang -std=c99 $(WARN) $(C)/bind_all.c $(call step_out,bind-clang-c99,$(LDLIBS))" \
  "compile:cudabind.h every wrapper, g++ -std=c++17$(step_kind):$(M) g++ -std=c++17 $(WARN) $(NO_MI) -x c++ $(C)/bind_all.c $(call step_out,bind-cxx17,$(LDLIBS))" \
  "compile:cudabind.h every wrapper, clang++ -std=c++11$(step_kind):$(M) tests/need.sh clang++ && clang++ -std=c++11 $(WARN) -x c++ $(C)/bind_all.c $(call step_out,bind-clangxx11,$(LDLIBS))" \
  "compile:cudabind.h after the toolkit's headers (C99)$(step_kind):$(M) tests/need.sh cuda-headers && $(CC) -std=c99 $(WARN) $(NO_MI) -DBIND_AFTER_CUDA_H $(CUDA_INC) $(C)/bind_all.c $(call step_out,bind-after-c,$(LDLIBS))" \
  "compile:cudabind.h after the toolkit's headers (C++17)$(step_kind):$(M) tests/need.sh cuda-headers && $(CXX) -std=c++17 $(WARN) $(NO_MI) -x c++ -DBIND_AFTER_CUDA_H $(CUDA_INC) $(C)/bind_all.c $(call step_out,bind-after-cxx,$(LDLIBS))" \
  "compile:cudabind.h mingw-w64 C (cross$(if $(TEST_FULL),$(comma) link))$(step_kind):$(M) tests/need.sh x86_64-w64-mingw32-gcc && x86_64-w64-mingw32-gcc -std=c99 $(WARN) $(NO_MI) $(C)/bind_all.c $(call step_out,bind_all.exe)" \
  "compile:mingw-w64 C (cross, link):$(M) tests/need.sh x86_64-w64-mingw32-gcc && x86_64-w64-mingw32-gcc -std=c99 $(WARN) $(NO_MI) $(C)/use_all.c -o $(CB)/use_all.exe" \
  "compile:mingw-w64 C++ (cross$(if $(TEST_FULL),$(comma) link))$(step_kind):$(M) tests/need.sh x86_64-w64-mingw32-g++ && x86_64-w64-mingw32-g++ -std=c++17 $(WARN) $(NO_MI) -x c++ $(C)/use_all.c $(call step_out,use_all_cxx.exe,-static-libstdc++ -static-libgcc)" \
  "compile:launch argument forms, gcc -std=c99 (run):$(M) gcc -std=c99 $(WARN) $(NO_MI) $(STRICT) $(C)/launch_forms.c -o $(CB)/launch-forms-c99 $(LDLIBS) && $(CB)/launch-forms-c99" \
  "compile:launch argument forms, g++ -std=c++11$(if $(TEST_FULL), (run))$(step_kind):$(M) tests/need.sh g++ && g++ -std=c++11 $(WARN) $(NO_MI) -x c++ $(C)/launch_forms.c $(call step_out,launch-forms-cxx11,$(LDLIBS)) $(call step_then,$(CB)/launch-forms-cxx11)" \
  "compile:launch argument forms, clang++ -std=c++17 (run):$(M) tests/need.sh clang++ && clang++ -std=c++17 $(WARN) -x c++ $(C)/launch_forms.c -o $(CB)/launch-forms-clangxx17 $(LDLIBS) && $(CB)/launch-forms-clangxx17" \
  "compile:C++ refuses a kernel argument that is not trivially copyable:$(M) tests/need.sh g++ && ! g++ -std=c++11 $(WARN) $(NO_MI) -x c++ -DREJECT_NON_TRIVIAL -fsyntax-only $(C)/launch_forms.c 2> $(CB)/reject.log && grep -q 'trivially copyable' $(CB)/reject.log" \
  "compile:after NCCL's nccl.h, with cudabind.h (C99):$(M) tests/need.sh nccl-headers && $(CC) -std=c99 $(WARN) $(NO_MI) -isystem $(NCCL_INCLUDE) -isystem $(CUDA_HOME)/include $(C)/after_nccl_h.c -o $(CB)/after-nccl-c $(LDLIBS) && $(CB)/after-nccl-c" \
  "compile:after NCCL's nccl.h, with cudabind.h (C++17$(if $(TEST_FULL),$(comma) run))$(step_kind):$(M) tests/need.sh nccl-headers && $(CXX) -std=c++17 $(WARN) $(NO_MI) -x c++ -isystem $(NCCL_INCLUDE) -isystem $(CUDA_HOME)/include $(C)/after_nccl_h.c $(call step_out,after-nccl-cxx,$(LDLIBS)) $(call step_then,$(CB)/after-nccl-cxx)"

# A fake libcuda for loader tests without a GPU (tests/mock/libcuda_mock.c).
MOCK := $(BUILD)/tests/libcuda_mock.so
$(MOCK): tests/mock/libcuda_mock.c cudacore.h
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@

# A fake two-device libcuda, strict about contexts (tests/unit/test_devices_multi.c).
MOCK_MULTI := $(BUILD)/tests/libcuda_multi_mock.so
$(MOCK_MULTI): tests/mock/libcuda_multi_mock.c
	@mkdir -p $(@D)
	$(CC) -std=gnu99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@

MOCK_JL := $(BUILD)/tests/libnvjitlink_mock.so
$(MOCK_JL): tests/mock/nvjitlink_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@

MOCK_NVML := $(BUILD)/tests/libnvml_mock.so
$(MOCK_NVML): tests/mock/libnvml_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@


# A fake NCCL (tests/mock/libnccl_mock.c) for the communicator tests without a
# GPU, and the same as an NCCL 2.17 without ncclCommSplit.
MOCK_NCCL := $(BUILD)/tests/libnccl_mock.so $(BUILD)/tests/libnccl_mock_old.so
$(BUILD)/tests/libnccl_mock.so: tests/mock/libnccl_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC -pthread $< -o $@
$(BUILD)/tests/libnccl_mock_old.so: tests/mock/libnccl_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC -pthread -DMOCK_NCCL_OLD $< -o $@

# A recording NVTX tool (tests/mock/libnvtx_record.c): what NVTX_INJECTION64_PATH
# names in tests/unit/test_nvtx.c.
MOCK_NVTX := $(BUILD)/tests/libnvtx_record.so
$(MOCK_NVTX): tests/mock/libnvtx_record.c tests/mock/nvtx_record.h
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@ -lpthread

MOCKS := $(MOCK) $(MOCK_JL) $(MOCK_MULTI) $(MOCK_NVML) $(MOCK_NCCL) $(MOCK_NVTX)

# What each wrapper costs over the raw call, on the CPU alone (no GPU): the
# host-cost rows replayed on the mock driver and mock NCCL (bench/host_cost.c),
# in ns and, under callgrind, in instructions per call.
HOST_COST := $(BUILD)/host-cost
$(HOST_COST): bench/host_cost.c $(HEADERS) bench/stats.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS) -lm
.PHONY: host-cost host-cost-callgrind
host-cost: $(HOST_COST) $(MOCK_MULTI) $(MOCK_NCCL) host-cost-callgrind
	$(HOST_COST)
	$(HOST_COST) --check-args
# instructions per call (callgrind) and distinct cache lines per call (lackey)
host-cost-callgrind: $(HOST_COST) $(MOCK_MULTI) $(MOCK_NCCL)
	@valgrind --tool=callgrind --collect-atstart=no --toggle-collect='counted_*' --callgrind-out-file=$(BUILD)/host-cost.callgrind $(HOST_COST) --count >/dev/null 2>&1
	@tools/host_cost_instructions.sh $(BUILD)/host-cost.callgrind
	@m=$$(valgrind --tool=lackey --trace-mem=yes --log-file=$(BUILD)/host-cost.lackey $(HOST_COST) --trace | sed -n 's/.*marker at //p') && \
	  $(PYTHON) tools/host_cost_lines.py $(BUILD)/host-cost.lackey $$m && rm -f $(BUILD)/host-cost.lackey

# Everything `make test` runs, built (make -j test-build builds it in parallel).
.PHONY: test-build
test-build: $(UNIT) $(GPU) $(MOCKS) all $(BUILD)/tests/libnvrtc_mock.so

# The documents as a newcomer reads them (tests/docs.sh and tools/docs_check.py
# say the rules): every C snippet of README.md, of each page of docs/ and of
# the manual at the top of cudacore.h compiled with -Wall -Wextra -pedantic
# -Werror (a whole program also run: it exits 0 or says why), every make
# command of their shell blocks a target of this Makefile, every example
# built with the build line of its own opening comment ($(CC) for its `cc`);
# every relative link resolves; every count they state is what its tool
# measures; the compatibility table and headline are make versions-table's;
# the README's performance rows are those of the run it cites.
DOCS_PAGES := $(wildcard docs/*.md docs/guide/*.md)
DOCS_STEPS := "run:README.md, every C snippet and make command:CC='$(CC)' tests/docs.sh $(BUILD) README.md" \
  $(foreach d,$(DOCS_PAGES),"run:$(d), every C snippet and make command:CC='$(CC)' tests/docs.sh $(BUILD) $(d)") \
  "run:the manual (cudacore.h), every C snippet:CC='$(CC)' tests/docs.sh $(BUILD) cudacore.h" \
  $(foreach e,$(wildcard examples/*.c),"run:$(e), its own build line:CC='$(CC)' tests/docs.sh $(BUILD) $(e)") \
  "run:README.md and docs/, every relative link resolves:tests/need.sh $(PYTHON) && $(PYTHON) tools/docs_check.py links README.md $(DOCS_PAGES)" \
  "run:README.md and docs/, every cudacore name is declared (CUDACORE_ ones found in the sources):tests/need.sh $(PYTHON) && $(PYTHON) tools/docs_check.py names README.md $(DOCS_PAGES)" \
  "run:README.md and docs/, every count stated is what its tool measures:tests/need.sh $(PYTHON) && $(PYTHON) tools/docs_check.py counts --build $(BUILD) README.md $(DOCS_PAGES)" \
  "run:README.md, its performance rows are those of the run it cites:tests/need.sh $(PYTHON) && $(PYTHON) tools/docs_check.py rows README.md" \
  "run:docs/compatibility.md and the README's headline are what make versions-table writes:tests/need.sh $(PYTHON) && $(PYTHON) tools/versions_table.py --check --page docs/compatibility.md --readme README.md $(sort $(wildcard docs/versions/*.log))"

# make test: the library, its documents and examples, and the compile
# matrix as its comment says. make test-full (what CI runs) is make test
# with TEST_FULL=1: everything built (`all`: the benchmarks too), every step
# of the compile matrix built, linked and run, and the benchmark programs'
# own checks.
TEST_FULL ?=
# (The longest steps first: the run ends when its last step does.)
test: $(UNIT) $(GPU) $(MOCKS) tools examples $(AMALGAMATE) $(if $(TEST_FULL),all)
	@tests/run.sh $(BUILD) "run:make gpu-check without a GPU (dry runs, a failing step, the sanitizer summary and its check):tests/gpu_check_cpu.sh $(BUILD)" \
	  $(foreach t,$(UNIT),"bin:$(t)") $(foreach t,$(GPU),"gpubin:$(t)") \
	  "run:cudacore.h and cudabind.h are the amalgamation of src/; a hand edit is refused, its part named:tests/amalgamate.sh $(BUILD)" \
	  $(COMPILE_STEPS) $(DOCS_STEPS) $(if $(TEST_FULL),$(BENCH_STEPS))
BENCH_STEPS := "run:bench options and start-up children (mock driver):tests/bench_cpu.sh $(BUILD)" \
  "run:nccl-bench, every collective --quick, rows flushed, --seconds (mock driver and NCCL):tests/nccl_bench_cpu.sh $(BUILD)"
.PHONY: test-full
test-full:
	@$(MAKE) --no-print-directory test TEST_FULL=1

# The GPU verification, one command: make gpu-check [STEPS="step or group ..."]
# [BUDGET=seconds]. Its steps and groups are the table STEPS_TABLE in
# tools/gpu-check.sh, which says what each does. It builds once (test-build),
# exits non-zero when a step fails, and leaves its summary in $$OUT (else
# $(BUILD)/gpu-check-out).
STEPS  ?=
BUDGET ?= 570
.PHONY: gpu-check
gpu-check:
	@STEPS="$(STEPS)" BUDGET="$(BUDGET)" BUILD="$(BUILD)" CUDA_HOME="$(CUDA_HOME)" PYTHON="$(PYTHON)" tools/gpu-check.sh

# Every generated file current: the ABI parts (src/gen/) against the toolkit's
# headers, and the shipped headers against the amalgamation of src/.
check-generated: $(AMALGAMATE)
	$(PYTHON) tools/gen_abi.py --cuda-home $(CUDA_HOME) --check
	$(PYTHON) tools/gen_device_props.py --cuda-home $(CUDA_HOME) --check
	$(AMALGAMATE) --check
	@echo "generated code is current"

# The CPU suite under AddressSanitizer + UndefinedBehaviorSanitizer.
test-asan:
	$(MAKE) BUILD=$(BUILD)/asan CC=clang CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  $(patsubst $(BUILD)/%,$(BUILD)/asan/%,$(UNIT) $(GPU) $(MOCKS) $(TOOLS))
	@tests/run.sh $(BUILD)/asan $(foreach t,$(UNIT),"bin:$(patsubst $(BUILD)/%,$(BUILD)/asan/%,$(t))") \
	  $(foreach t,$(GPU),"gpubin:$(patsubst $(BUILD)/%,$(BUILD)/asan/%,$(t))")

# Every injection point in turn: each test program rerun with the Nth dlopen,
# symbol lookup, host allocation, driver call or NVRTC call failing.
test-faults:
	$(MAKE) BUILD=$(BUILD)/faults CC=clang CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -DCUDACORE_FAULT_INJECTION" \
	  $(patsubst $(BUILD)/%,$(BUILD)/faults/%,$(UNIT) $(GPU) $(MOCKS) $(TOOLS))
	@tests/faults.sh $(patsubst $(BUILD)/%,$(BUILD)/faults/%,$(UNIT) $(GPU))

# The suite's threaded tests (and everything else) under ThreadSanitizer.
test-tsan:
	$(MAKE) BUILD=$(BUILD)/tsan CC=clang CFLAGS="-O1 -g -fsanitize=thread" $(patsubst $(BUILD)/%,$(BUILD)/tsan/%,$(UNIT) $(GPU) $(MOCKS) $(TOOLS))
	@TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" tests/run.sh $(BUILD)/tsan $(foreach t,$(UNIT),"bin:$(patsubst $(BUILD)/%,$(BUILD)/tsan/%,$(t))") \
	  $(foreach t,$(GPU),"gpubin:$(patsubst $(BUILD)/%,$(BUILD)/tsan/%,$(t))")

# The CPU suite under valgrind memcheck: any leak or error fails.
test-valgrind: $(UNIT) $(GPU) $(MOCKS)
	@for t in $(UNIT) $(GPU); do \
	  valgrind -q --error-exitcode=9 --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect $$t > /dev/null || { echo "valgrind: $$t failed"; exit 1; }; \
	  echo "valgrind clean: $$t"; done

clean:
	rm -rf $(BUILD)

# The tests on the two-device mock driver share its set-up.
$(BUILD)/tests/test_devices_multi $(BUILD)/tests/test_contexts $(BUILD)/tests/test_checkpoint $(BUILD)/tests/test_tensor_maps $(BUILD)/tests/test_views $(BUILD)/tests/test_start $(BUILD)/tests/test_launch: tests/multi_mock.h

# A launch config through every path that takes it: at random on the mock, a few on a GPU.
$(BUILD)/tests/test_launch $(BUILD)/tests/test_launch_gpu: tests/launch_agree.h

# The NVTX test reads the recording tool's record.
$(BUILD)/tests/test_nvtx: tests/mock/nvtx_record.h

# The bad-input tests share their table harness.
$(BUILD)/tests/test_bad_input $(BUILD)/tests/test_bad_input_gpu: tests/bad_input.h

# libFuzzer harnesses (fuzz/fuzz_*.c; clang): make fuzz FUZZ_SECONDS=60 FUZZ_JOBS=1
FUZZ_SECONDS ?= 60
FUZZ_CC      ?= clang
FUZZERS      := $(patsubst fuzz/%.c,%,$(wildcard fuzz/fuzz_*.c))
$(BUILD)/fuzz/fuzz_%: fuzz/fuzz_%.c $(HEADERS)
	@mkdir -p $(@D)
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all $< -o $@ $(LDLIBS)
.PHONY: fuzz
fuzz: $(patsubst %,$(BUILD)/fuzz/%,$(FUZZERS))
	@fuzz/run.sh $(BUILD) $(FUZZ_SECONDS) $(FUZZERS)

# Static analysis of cudacore.h and cudabind.h (tools/analyze/*.c define the
# implementation): clang's analyzer in C and C++ (headers analysed too) and
# cppcheck for the Linux, Windows and C++ configurations. Any report fails;
# what is suppressed is explained in tools/analyze-notes.md.
ANALYZE_TUS := tools/analyze/cudacore_impl.c tools/analyze/cudabind_impl.c
CPPCHECK_FLAGS := --enable=warning,portability,performance --inline-suppr --quiet --max-configs=1 --error-exitcode=1 \
  --suppress=memsetClassFloat:cudacore.h -DCUDACORE_IMPLEMENTATION
.PHONY: analyze
analyze:
	@set -e; for tu in $(ANALYZE_TUS); do \
	  echo "clang --analyze (C99): $$tu"; \
	  clang --analyze -std=c99 -Xclang -analyzer-opt-analyze-headers -Xclang -analyzer-werror $$tu -o /dev/null; \
	  echo "clang --analyze (C++17): $$tu"; \
	  clang --analyze -x c++ -std=c++17 -Xclang -analyzer-opt-analyze-headers -Xclang -analyzer-werror $$tu -o /dev/null; \
	  echo "cppcheck (Linux, Windows, C++): $$tu"; \
	  cppcheck $(CPPCHECK_FLAGS) --std=c99 -D__linux__ -D__GNUC__ -U_WIN32 -U__cplusplus $$tu; \
	  cppcheck $(CPPCHECK_FLAGS) --std=c99 -D_WIN32 -D_MSC_VER=1930 -U__linux__ -U__GNUC__ -U__cplusplus $$tu; \
	  cppcheck $(CPPCHECK_FLAGS) --std=c++11 --language=c++ -D__linux__ -D__GNUC__ -D__cplusplus=201103L $$tu; \
	done; echo "analyze: no reports (suppressions explained in tools/analyze-notes.md)"

# --- the mock NVRTC (issue 15): tests/unit/test_platform.c drives the compile
# cache through it on every OS; each test build gets one next to its tests.
%/tests/libnvrtc_mock.so: tests/mock/nvrtc_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@
test test-valgrind: $(BUILD)/tests/libnvrtc_mock.so
test-asan: $(BUILD)/asan/tests/libnvrtc_mock.so
test-tsan: $(BUILD)/tsan/tests/libnvrtc_mock.so
test-faults: $(BUILD)/faults/tests/libnvrtc_mock.so

# --- Windows, run and not only compiled (issue 15) ---------------------------
# make test-windows: the CPU tests, the mocks (as DLLs), the tools and the
# examples cross-built with mingw-w64 and run under wine, ending in the usual
# count line. Wine's settings live in $(WIN)/wineprefix (made on first use).
# With NVIDIA's Windows NVRTC and nvJitLink in $(WIN)/cuda/bin/x64 (make
# windows-toolkit fetches them from PyPI; CI does) CUDA_PATH points there and
# the tests, tools and examples compile real kernels; without them those
# tests skip, counted. The tests that cannot run there (fork, popen, sh or
# nvcc: POSIX-only; NCCL and process checkpointing: Linux-only) say so in
# their own source, with a line
#   #define CUDACORE_TEST_NOT_ON_WINDOWS "why"
# and are counted as skipped, with that reason; test_platform covers the
# Windows paths of the compile cache with the mock NVRTC.
WIN_CC       ?= x86_64-w64-mingw32-gcc
WINE         ?= wine
WIN          := $(BUILD)/windows
WIN_CFLAGS   := -std=c99 $(WARN) -O1 -g
WIN_LDLIBS   := -static -lpthread
WIN_SKIPPED  := $(shell grep -l '^.define CUDACORE_TEST_NOT_ON_WINDOWS' tests/unit/*.c)
win_why       = $(shell sed -n 's/^.define CUDACORE_TEST_NOT_ON_WINDOWS "\(.*\)".*/\1/p' $(1))
WIN_UNIT     := $(patsubst tests/unit/%.c,$(WIN)/tests/%.exe,$(filter-out $(WIN_SKIPPED),$(wildcard tests/unit/*.c)))
WIN_MOCKS    := $(WIN)/tests/libcuda_mock.dll $(WIN)/tests/libcuda_multi_mock.dll $(WIN)/tests/libnvjitlink_mock.dll $(WIN)/tests/libnvrtc_mock.dll \
                $(WIN)/tests/libnvml_mock.dll $(WIN)/tests/libnvtx_record.dll
WIN_TOOLS    := $(WIN)/cudacore-info.exe $(WIN)/cudacore-nvrtc.exe
# NCCL exists for Linux only: its examples are not built for Windows.
WIN_LINUX_ONLY_EXAMPLES := examples/nccl_allreduce.c examples/nccl_single_process.c
WIN_EXAMPLES := $(patsubst examples/%.c,$(WIN)/examples/%.exe,$(filter-out $(WIN_LINUX_ONLY_EXAMPLES),$(wildcard examples/*.c)))
WIN_ENV      := WINE=$(WINE) WINEPREFIX=$(abspath $(WIN))/wineprefix WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml=
WIN_CUDA     := $(WIN)/cuda
WIN_CHECK    = run:$(1):tests/windows_checks.sh $(WIN) $(2)

WIN_IMPL     := $(WIN)/obj/cudacore.o

$(WIN_IMPL): tests/impl.c tests/internals.h cudacore.h
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_CFLAGS) $(NO_MI) -c $< -o $@
$(WIN)/obj/cudacore-%.o: tests/impl.c tests/internals.h cudacore.h
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_CFLAGS) $(NO_MI) -D$* -c $< -o $@
$(WIN)/tests/%.exe: tests/unit/%.c $(TEST_H) $(HEADERS)
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_CFLAGS) $(SHARED_IMPL) $< -o $@ $(WIN_LDLIBS)
$(filter-out $(CONFIG_TESTS:%=$(WIN)/tests/%.exe),$(WIN_UNIT)): $(WIN_IMPL)
$(foreach t,$(CONFIG_TESTS),$(eval $(WIN)/tests/$(t).exe: $(call config_obj,$(t),$(WIN))))
$(WIN)/tests/test_bad_input.exe: tests/bad_input.h
$(WIN)/tests/test_launch.exe: tests/launch_agree.h
$(WIN)/tests/test_nvtx.exe: tests/mock/nvtx_record.h
$(WIN)/tests/libcuda_mock.dll: tests/mock/libcuda_mock.c
$(WIN)/tests/libcuda_multi_mock.dll: tests/mock/libcuda_multi_mock.c
$(WIN)/tests/libnvjitlink_mock.dll: tests/mock/nvjitlink_mock.c
$(WIN)/tests/libnvrtc_mock.dll: tests/mock/nvrtc_mock.c
$(WIN)/tests/libnvml_mock.dll: tests/mock/libnvml_mock.c
$(WIN)/tests/libnvtx_record.dll: tests/mock/libnvtx_record.c tests/mock/nvtx_record.h
$(WIN_MOCKS):
	@mkdir -p $(@D)
	$(WIN_CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -static-libgcc $< -o $@
$(WIN)/%.exe: tools/%.c $(HEADERS) $(WIN_IMPL)
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_CFLAGS) $(SHARED_IMPL) $< -o $@ $(WIN_LDLIBS)
$(WIN)/examples/%.exe: examples/%.c $(HEADERS) $(WIN_IMPL)
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_CFLAGS) $(SHARED_IMPL) $< -o $@ $(WIN_LDLIBS)

.PHONY: test-windows windows windows-toolkit
windows: $(WIN_UNIT) $(WIN_MOCKS) $(WIN_TOOLS) $(WIN_EXAMPLES)
windows-toolkit:
	@tests/windows_toolkit.sh $(WIN_CUDA)
test-windows:
	@command -v $(WIN_CC) >/dev/null || { echo "test-windows: $(WIN_CC) is missing (apt-get install gcc-mingw-w64-x86-64)"; exit 1; }
	@command -v $(WINE) >/dev/null || { echo "test-windows: $(WINE) is missing (apt-get install wine wine64)"; exit 1; }
	@$(MAKE) --no-print-directory windows
	@$(WIN_ENV) $(WINE) cmd /c exit 0 >/dev/null 2>&1 || true # the prefix, made once
	@cuda=; if ls $(WIN_CUDA)/bin/x64/nvrtc64_*.dll >/dev/null 2>&1; then cuda=$$($(WIN_ENV) winepath -w $(abspath $(WIN_CUDA))); \
	  printf '%s\n' "test-windows: CUDA_PATH=$$cuda (NVIDIA's Windows NVRTC and nvJitLink)"; \
	else echo "test-windows: no Windows NVRTC in $(WIN_CUDA) (make windows-toolkit): the tests that need it skip"; fi; \
	$(WIN_ENV) CUDA_HOME= CUDA_PATH="$$cuda" TEST_RUNNER=$(WINE) tests/run.sh $(WIN) \
	  $(foreach t,$(WIN_SKIPPED),"run:$(basename $(notdir $(t))) (Windows):echo '$(call win_why,$(t))'; exit 77") \
	  $(foreach t,$(WIN_UNIT),"bin:$(t)") \
	  "$(call WIN_CHECK,cudacore-info --version,info-version)" \
	  "$(call WIN_CHECK,cudacore-info without a driver,info-no-driver)" \
	  "$(call WIN_CHECK,cudacore-info --json without a driver,info-json)" \
	  "$(call WIN_CHECK,cudacore-info with the mock driver,info-mock-driver)" \
	  "$(call WIN_CHECK,cudacore-nvrtc --version and --help,nvrtc-version)" \
	  "$(call WIN_CHECK,cudacore-nvrtc compiles through the mock NVRTC,nvrtc-compile)" \
	  "$(call WIN_CHECK,cudacore-nvrtc compiles a CUBIN with NVIDIA's NVRTC; -o - is binary,nvrtc-real)" \
	  $(foreach e,$(WIN_EXAMPLES),"$(call WIN_CHECK,example $(basename $(notdir $(e))) (no GPU),example $(basename $(notdir $(e))))")

# --- the version matrix (issue 29) -----------------------------------------
# make test-versions: cudacore against the NVRTC, nvJitLink, libNVVM and NCCL
# releases of tools/versions.txt, from NVIDIA's pip wheels (fetched once into
# VERSIONS_CACHE, default ~/.cache/cudacore-versions: what they weigh is the
# first line of the run's log, and docs/testing.md says it), each unit with
# its libraries named and then found by discovery alone, with kernels run
# where there is a GPU (tools/versions.sh). Without a network and nothing
# cached it says so and counts as skipped (tools/versions.sh exits 77).
# make versions-table: docs/compatibility.md's table, and its headline there
# and in the README, from the matrix's rows kept in docs/versions/
# (VERSIONS_LOGS: other logs).
VERSIONS_CHECK := $(BUILD)/versions/versions_check
VERSIONS_LOGS  ?= $(sort $(wildcard docs/versions/*.log))
$(VERSIONS_CHECK): tests/versions/versions_check.c $(TEST_H) $(HEADERS) $(IMPL)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(SHARED_IMPL) $< -o $@ $(LDLIBS)
# (make test builds the program, so that it keeps compiling without warnings.)
test test-build: $(VERSIONS_CHECK)
.PHONY: test-versions versions-table
test-versions: $(VERSIONS_CHECK)
	@VERSIONS_CHECK=$(VERSIONS_CHECK) BUILD=$(BUILD) tools/versions.sh || { rc=$$?; [ $$rc -eq 77 ]; }
versions-table:
	$(PYTHON) tools/versions_table.py --page docs/compatibility.md --readme README.md $(VERSIONS_LOGS)

# --- install; CMake and pkg-config packages (issue 15) ----------------------
# make install PREFIX=/usr/local DESTDIR=   the headers, the tools, a CMake package
# (find_package(cudacore CONFIG): target cudacore::cudacore) and cudacore.pc.
# make uninstall removes the same files. make test-packaging checks them all
# from consumer projects (tests/packaging.sh).
PREFIX   ?= /usr/local
DESTDIR  ?=
PKG_VERSION := $(shell sed -n 's/^\#define CUDACORE_VERSION_STRING "\(.*\)"/\1/p' cudacore.h)
PKG_LIBS := $(LDLIBS)
INSTALL_FILES := include/cudacore.h include/cudabind.h bin/cudacore-info bin/cudacore-nvrtc \
  lib/cmake/cudacore/cudacoreConfig.cmake lib/cmake/cudacore/cudacoreConfigVersion.cmake lib/pkgconfig/cudacore.pc

.PHONY: install uninstall test-packaging
install: $(TOOLS)
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/cmake/cudacore $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/
	install -m 755 $(TOOLS) $(DESTDIR)$(PREFIX)/bin/
	install -m 644 cmake/cudacoreConfig.cmake $(DESTDIR)$(PREFIX)/lib/cmake/cudacore/
	sed 's|@CUDACORE_VERSION@|$(PKG_VERSION)|g' cmake/cudacoreConfigVersion.cmake.in > $(DESTDIR)$(PREFIX)/lib/cmake/cudacore/cudacoreConfigVersion.cmake
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@CUDACORE_VERSION@|$(PKG_VERSION)|g' -e 's|@LIBS@|$(PKG_LIBS)|g' cmake/cudacore.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/cudacore.pc
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALL_FILES))
	-rmdir $(DESTDIR)$(PREFIX)/lib/cmake/cudacore 2>/dev/null

test-packaging: $(TOOLS)
	@BUILD=$(BUILD) tests/run.sh $(BUILD)/packaging "bin:tests/packaging.sh"

# All-reduce, all-gather, reduce-scatter and broadcast through cudacore against
# the raw NCCL calls (bench/nccl-bench.c), on one GPU: make bench-nccl OUT=dir
# (writes dir/nccl-bench.json, .md and, with matplotlib, .png; NCCL_BENCH_ARGS:
# e.g. --quick, --ops all_reduce,broadcast or --seconds 60). Two GPUs, one process each:
#   NCCL_COMM_ID=127.0.0.1:29500 NCCL_NVLS_ENABLE=0 mpirun --allow-run-as-root -np 2 \
#     -x NCCL_COMM_ID -x NCCL_NVLS_ENABLE build/nccl-bench dir
# then make plot-nccl OUT=dir draws dir/nccl-bench.png (bench/plot_nccl.py).
$(NCCL_BENCH): bench/nccl-bench.c $(HEADERS) bench/stats.h
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS) -lm
NCCL_BENCH_ARGS ?=
.PHONY: bench-nccl plot-nccl
bench-nccl: $(NCCL_BENCH)
	@mkdir -p $(OUT)
	$(NCCL_BENCH) $(OUT) $(NCCL_BENCH_ARGS)
	@if [ -f $(OUT)/nccl-bench.json ] && $(PYTHON) -c "import matplotlib" 2>/dev/null; then $(PYTHON) bench/plot_nccl.py $(OUT) || echo "bench-nccl: the plot failed"; fi
plot-nccl:
	$(PYTHON) bench/plot_nccl.py $(OUT)
