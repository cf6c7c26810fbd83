/* views_mock.h -- what the CPU tests of views and tensor maps
   (tests/unit/test_views.c, test_tensor_maps.c) share: cudacore on the
   two-device mock driver with a stream and the memory resource of device
   0, its cleanup, and a DLPack element type. Include after multi_mock.h. */
#ifndef CUDACORE_VIEWS_MOCK_H
#define CUDACORE_VIEWS_MOCK_H

static cudacore_stream st;
static cudacore_memory_resource mr;

static void t_setup(void) {
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &st));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
}

/* The stream destroyed, no buffer left, cudacore shut down. */
static void cleanup(void) {
    CHECK_OK(cudacore_stream_destroy(st));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    cudacore_shutdown();
}

/* A DLPack element type of one lane. */
static T_UNUSED cudacore_DLDataType dt(int code, int bits) {
    cudacore_DLDataType t;
    t.code = (uint8_t)code;
    t.bits = (uint8_t)bits;
    t.lanes = 1;
    return t;
}
#endif
