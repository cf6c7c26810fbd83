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

$(BUILD)/cudacore-info: tools/cudacore-info.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LDLIBS)

$(BUILD)/cudacore-nvrtc: tools/cudacore-nvrtc.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LDLIBS)

$(BUILD)/examples/%: examples/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LDLIBS) -lm

$(BUILD)/tests/%: tests/unit/%.c tests/test.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(TEST_CFLAGS) $< -o $@ $(LDLIBS) -lm

$(BUILD)/tests/%: tests/gpu/%.c tests/test.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(TEST_CFLAGS) $< -o $@ $(LDLIBS) -lm

# The benchmark measures release builds (NDEBUG: no validation layer), as users ship.
$(BENCH): bench/cudacore-bench.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS) -lm
$(BUILD)/launch_variants: bench/launch_variants.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS)

# The benchmark (needs a GPU; prints that it needs one and exits 0 otherwise).
# make bench OUT=dir   writes dir/bench.json, dir/bench.md (+ cuda.core column and plot where Python has them)
OUT ?= $(BUILD)/bench-results
bench: $(BENCH)
	@mkdir -p $(OUT)
	$(BENCH) $(OUT)
	@if [ -f $(OUT)/bench.json ] && $(PYTHON) -c "import cuda.core" 2>/dev/null; then $(PYTHON) bench/bench_cuda_core.py $(OUT) || echo "bench: the cuda.core comparison failed"; fi
	@if [ -f $(OUT)/bench.json ] && $(PYTHON) -c "import matplotlib" 2>/dev/null; then $(PYTHON) bench/plot.py $(OUT) || echo "bench: the plot failed"; fi

# The flagship: what a new user runs first. Without a driver cudacore-info
# says what it tried and the demo still compiles its kernel (both exit 0 here).
demo: all
	@$(BUILD)/cudacore-info || echo "(cudacore-info: no usable CUDA driver -- the demo below still compiles its kernel)"
	@echo
	$(BUILD)/examples/demo

# --- tests -------------------------------------------------------------------
C  := tests/compile
CB := $(BUILD)/compile
M  := mkdir -p $(CB) &&
COMPILE_STEPS := \
  "compile:gcc -std=c99:$(M) tests/need.sh gcc && gcc -std=c99 $(WARN) -Wstrict-prototypes -Wmissing-prototypes $(C)/use_all.c -o $(CB)/gcc-c99 $(LDLIBS)" \
  "compile:gcc -std=c11:$(M) tests/need.sh gcc && gcc -std=c11 $(WARN) -Wstrict-prototypes -Wmissing-prototypes $(C)/use_all.c -o $(CB)/gcc-c11 $(LDLIBS)" \
  "compile:clang -std=c99:$(M) tests/need.sh clang && clang -std=c99 $(WARN) -Wstrict-prototypes -Wmissing-prototypes $(C)/use_all.c -o $(CB)/clang-c99 $(LDLIBS)" \
  "compile:clang -std=c11:$(M) tests/need.sh clang && clang -std=c11 $(WARN) -Wstrict-prototypes -Wmissing-prototypes $(C)/use_all.c -o $(CB)/clang-c11 $(LDLIBS)" \
  "compile:g++ -std=c++11:$(M) tests/need.sh g++ && g++ -std=c++11 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/gxx-cxx11 $(LDLIBS)" \
  "compile:g++ -std=c++17:$(M) tests/need.sh g++ && g++ -std=c++17 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/gxx-cxx17 $(LDLIBS)" \
  "compile:clang++ -std=c++11:$(M) tests/need.sh clang++ && clang++ -std=c++11 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/clangxx-cxx11 $(LDLIBS)" \
  "compile:clang++ -std=c++17:$(M) tests/need.sh clang++ && clang++ -std=c++17 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/clangxx-cxx17 $(LDLIBS)" \
  "compile:CUDACORE_STATIC in two translation units:$(M) $(CC) -std=c99 $(WARN) $(C)/static_a.c $(C)/static_b.c -o $(CB)/static $(LDLIBS) && $(CB)/static" \
  "compile:after the toolkit's cuda.h (C99):$(M) tests/need.sh cuda-headers && $(CC) -std=c99 $(WARN) -isystem $(CUDA_HOME)/include $(C)/after_cuda_h.c -o $(CB)/after-c $(LDLIBS)" \
  "compile:after the toolkit's cuda.h (C++17):$(M) tests/need.sh cuda-headers && $(CXX) -std=c++17 $(WARN) -x c++ -isystem $(CUDA_HOME)/include $(C)/after_cuda_h.c -o $(CB)/after-cxx $(LDLIBS)" \
  "compile:CUDACORE_DLL shared object and a user of it:$(M) $(CC) -std=c99 $(WARN) -fPIC -shared -fvisibility=hidden -DCUDACORE_DLL -DCUDACORE_IMPLEMENTATION -x c cudacore.h -o $(CB)/libcudacore.so $(LDLIBS) && $(CC) -std=c99 $(WARN) -DCUDACORE_DLL $(C)/dll_user.c -o $(CB)/dll_user -L$(CB) -lcudacore && LD_LIBRARY_PATH=$(CB) $(CB)/dll_user" \
  "compile:cudabind.h every wrapper, gcc -std=c99:$(M) gcc -std=c99 $(WARN) -Wstrict-prototypes -Wmissing-prototypes $(C)/bind_all.c -o $(CB)/bind-c99 $(LDLIBS) && $(CB)/bind-c99" \
  "compile:cudabind.h every wrapper, clang -std=c99:$(M) tests/need.sh clang && clang -std=c99 $(WARN) $(C)/bind_all.c -o $(CB)/bind-clang-c99 $(LDLIBS)" \
  "compile:cudabind.h every wrapper, g++ -std=c++17:$(M) g++ -std=c++17 $(WARN) -x c++ $(C)/bind_all.c -o $(CB)/bind-cxx17 $(LDLIBS)" \
  "compile:cudabind.h every wrapper, clang++ -std=c++11:$(M) tests/need.sh clang++ && clang++ -std=c++11 $(WARN) -x c++ $(C)/bind_all.c -o $(CB)/bind-clangxx11 $(LDLIBS)" \
  "compile:cudabind.h after the toolkit's headers (C99):$(M) tests/need.sh cuda-headers && $(CC) -std=c99 $(WARN) -DBIND_AFTER_CUDA_H -isystem $(CUDA_HOME)/include $(C)/bind_all.c -o $(CB)/bind-after-c $(LDLIBS)" \
  "compile:cudabind.h after the toolkit's headers (C++17):$(M) tests/need.sh cuda-headers && $(CXX) -std=c++17 $(WARN) -x c++ -DBIND_AFTER_CUDA_H -isystem $(CUDA_HOME)/include $(C)/bind_all.c -o $(CB)/bind-after-cxx $(LDLIBS)" \
  "compile:cudabind.h mingw-w64 C (cross, link):$(M) tests/need.sh x86_64-w64-mingw32-gcc && x86_64-w64-mingw32-gcc -std=c99 $(WARN) $(C)/bind_all.c -o $(CB)/bind_all.exe" \
  "compile:mingw-w64 C (cross, link):$(M) tests/need.sh x86_64-w64-mingw32-gcc && x86_64-w64-mingw32-gcc -std=c99 $(WARN) $(C)/use_all.c -o $(CB)/use_all.exe" \
  "compile:mingw-w64 C++ (cross, link):$(M) tests/need.sh x86_64-w64-mingw32-g++ && x86_64-w64-mingw32-g++ -std=c++17 $(WARN) -x c++ $(C)/use_all.c -o $(CB)/use_all_cxx.exe -static-libstdc++ -static-libgcc" \
  "compile:after NCCL's nccl.h, with cudabind.h (C99):$(M) tests/need.sh nccl-headers && $(CC) -std=c99 $(WARN) -isystem $(NCCL_INCLUDE) -isystem $(CUDA_HOME)/include $(C)/after_nccl_h.c -o $(CB)/after-nccl-c $(LDLIBS) && $(CB)/after-nccl-c" \
  "compile:after NCCL's nccl.h, with cudabind.h (C++17):$(M) tests/need.sh nccl-headers && $(CXX) -std=c++17 $(WARN) -x c++ -isystem $(NCCL_INCLUDE) -isystem $(CUDA_HOME)/include $(C)/after_nccl_h.c -o $(CB)/after-nccl-cxx $(LDLIBS) && $(CB)/after-nccl-cxx"

# A fake libcuda for loader tests without a GPU (tests/mock/libcuda_mock.c).
MOCK := $(BUILD)/tests/libcuda_mock.so
$(MOCK): tests/mock/libcuda_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@

MOCK_JL := $(BUILD)/tests/libnvjitlink_mock.so
$(MOCK_JL): tests/mock/nvjitlink_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@

# A fake NCCL (tests/mock/libnccl_mock.c) for the communicator tests without a
# GPU, and the same as an NCCL 2.17 without ncclCommSplit.
MOCK_NCCL := $(BUILD)/tests/libnccl_mock.so $(BUILD)/tests/libnccl_mock_old.so
$(BUILD)/tests/libnccl_mock.so: tests/mock/libnccl_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC $< -o $@
$(BUILD)/tests/libnccl_mock_old.so: tests/mock/libnccl_mock.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -Werror -O1 -shared -fPIC -DMOCK_NCCL_OLD $< -o $@

test: $(UNIT) $(GPU) $(MOCK) $(MOCK_JL) $(MOCK_NCCL) all
	@tests/run.sh $(BUILD) $(COMPILE_STEPS) $(foreach t,$(UNIT) $(GPU),"bin:$(t)")

check-generated:
	$(PYTHON) tools/gen_abi.py --cuda-home $(CUDA_HOME) --check
	$(PYTHON) tools/gen_device_props.py --cuda-home $(CUDA_HOME) --check
	@echo "generated code is current"

# The CPU suite under AddressSanitizer + UndefinedBehaviorSanitizer.
test-asan:
	$(MAKE) BUILD=$(BUILD)/asan CC=clang CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  $(patsubst $(BUILD)/%,$(BUILD)/asan/%,$(UNIT) $(GPU) $(MOCK) $(MOCK_JL) $(MOCK_NCCL))
	@tests/run.sh $(BUILD)/asan $(foreach t,$(UNIT) $(GPU),"bin:$(patsubst $(BUILD)/%,$(BUILD)/asan/%,$(t))")

# Every injection point in turn: each test program rerun with the Nth dlopen,
# symbol lookup, host allocation, driver call or NVRTC call failing.
test-faults:
	$(MAKE) BUILD=$(BUILD)/faults CC=clang CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -DCUDACORE_FAULT_INJECTION" \
	  $(patsubst $(BUILD)/%,$(BUILD)/faults/%,$(UNIT) $(GPU) $(MOCK) $(MOCK_JL) $(MOCK_NCCL))
	@tests/faults.sh $(patsubst $(BUILD)/%,$(BUILD)/faults/%,$(UNIT) $(GPU))

# The suite's threaded tests (and everything else) under ThreadSanitizer.
test-tsan:
	$(MAKE) BUILD=$(BUILD)/tsan CC=clang CFLAGS="-O1 -g -fsanitize=thread" $(patsubst $(BUILD)/%,$(BUILD)/tsan/%,$(UNIT) $(GPU) $(MOCK) $(MOCK_JL) $(MOCK_NCCL))
	@TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" tests/run.sh $(BUILD)/tsan $(foreach t,$(UNIT) $(GPU),"bin:$(patsubst $(BUILD)/%,$(BUILD)/tsan/%,$(t))")

# The CPU suite under valgrind memcheck: any leak or error fails.
test-valgrind: $(UNIT) $(GPU) $(MOCK) $(MOCK_JL) $(MOCK_NCCL)
	@for t in $(UNIT) $(GPU); do \
	  valgrind -q --error-exitcode=9 --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect $$t > /dev/null || { echo "valgrind: $$t failed"; exit 1; }; \
	  echo "valgrind clean: $$t"; done

clean:
	rm -rf $(BUILD)

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

# All-reduce through cudacore against raw NCCL calls (bench/nccl-bench.c), on
# one GPU: make bench-nccl OUT=dir (writes dir/nccl-bench.json). Two GPUs, one
# process each: NCCL_COMM_ID=127.0.0.1:29500 mpirun -np 2 -x NCCL_COMM_ID build/nccl-bench dir
$(NCCL_BENCH): bench/nccl-bench.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O2 -g -DNDEBUG $< -o $@ $(LDLIBS) -lm
.PHONY: bench-nccl
bench-nccl: $(NCCL_BENCH)
	@mkdir -p $(OUT)
	$(NCCL_BENCH) $(OUT)
