/* Devices and the system, on a real GPU (skipped, counted, without one). */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static void driver_version_and_devices(void) {
    int v = 0, n = 0;
    NEED_GPU();
    CHECK_OK(cudacore_driver_version(&v));
    CHECK(v >= 12000);
    CHECK_OK(cudacore_device_count(&n));
    CHECK(n >= 1);
}

static void device_info_is_consistent(void) {
    cudacore_device_info info;
    cudacore_device_properties props;
    int major = 0, sms = 0;
    size_t free_b = 0, total_b = 0;
    NEED_GPU();
    CHECK_OK(cudacore_device_get_info(0, &info));
    CHECK(info.name[0] != 0);
    CHECK(strlen(info.uuid) == 36 && info.uuid[8] == '-' && info.uuid[13] == '-' && info.uuid[18] == '-' && info.uuid[23] == '-');
    CHECK(strlen(info.pci_bus_id) >= 7);
    CHECK(info.cc_major >= 5 && info.total_memory > ((size_t)1 << 30));
    CHECK(atoi(info.arch) == info.cc_major * 10 + info.cc_minor);
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, &major));
    CHECK(major == info.cc_major);
    CHECK_OK(cudacore_device_get_properties(0, &props));
    CHECK(props.compute_capability_major == info.cc_major && props.compute_capability_minor == info.cc_minor);
    CHECK(props.warp_size == 32 && props.max_threads_per_block >= 1024);
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms));
    CHECK(props.multiprocessor_count == sms && sms == info.multiprocessor_count);
    CHECK(cudacore_device_property_count() > 140);
    CHECK(!strcmp(cudacore_device_property_name(0), "max_threads_per_block"));
    CHECK(cudacore_device_property_name(cudacore_device_property_count()) == NULL);
    CHECK_OK(cudacore_device_memory_info(0, &free_b, &total_b));
    CHECK(total_b == info.total_memory && free_b > 0 && free_b <= total_b);
}

static void unknown_attribute_reads_zero(void) {
    int v = 7;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_attribute(0, (cudacore_CUdevice_attribute)100000, &v));
    CHECK(v == 0);
}

static void bad_ordinals_are_rejected(void) {
    int n = 0;
    cudacore_device_info info;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_count(&n));
    CHECK_ERR(cudacore_device_get_info(n, &info), CUDACORE_ERROR_INVALID_DEVICE);
    CHECK_ERR(cudacore_device_set_current(-1), CUDACORE_ERROR_INVALID_DEVICE);
    CHECK_ERR(cudacore_device_synchronize(1000), CUDACORE_ERROR_INVALID_DEVICE);
    CHECK_ERR(cudacore_device_get_info(0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static void set_current_is_per_thread_and_retains(void) {
    int cur = -1, active = 0;
    unsigned flags = 0;
    cudacore_CUcontext ctx = NULL;
    NEED_GPU();
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_device_get_current(&cur));
    CHECK(cur == 0);
    CHECK_OK(cudacore_device_context(0, &ctx));
    CHECK(ctx != NULL);
    CHECK_OK(cudacore_device_get_flags(0, &flags, &active));
    CHECK(active == 1);
    CHECK_OK(cudacore_device_synchronize(0));
}

static void peer_access_queries(void) {
    int n = 0, can = -1;
    NEED_GPU();
    CHECK_OK(cudacore_device_count(&n));
    CHECK_OK(cudacore_device_can_access_peer(0, 0, &can));
    CHECK(can == 1);
    if (n < 2) SKIP("needs two GPUs");
    CHECK_OK(cudacore_device_can_access_peer(0, 1, &can));
    if (can) {
        CHECK_OK(cudacore_device_enable_peer_access(0, 1));
        CHECK_OK(cudacore_device_enable_peer_access(0, 1)); /* twice is fine */
        CHECK_OK(cudacore_device_disable_peer_access(0, 1));
    }
}

static void driver_proc_matches_pins(void) {
    void *fn = NULL;
    NEED_GPU();
    CHECK_OK(cudacore_driver_proc("cuMemAlloc", 0, &fn));
    CHECK(fn != NULL);
    CHECK_ERR(cudacore_driver_proc("cuNoSuchFunction", 0, &fn), CUDACORE_ERROR_SYMBOL_NOT_FOUND);
    CHECK(fn == NULL);
}

int main(void) {
    RUN(driver_version_and_devices);
    RUN(device_info_is_consistent);
    RUN(unknown_attribute_reads_zero);
    RUN(bad_ordinals_are_rejected);
    RUN(set_current_is_per_thread_and_retains);
    RUN(peer_access_queries);
    RUN(driver_proc_matches_pins);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
