/* vulkan_interop -- CUDA and Vulkan sharing memory and a timeline semaphore,
   the way an engine hands a buffer back and forth between compute and
   rendering. Headless: no window, no surface. Linux (opaque fds).
     1. Vulkan allocates a device-local buffer whose memory it exports as an
        fd, and an exportable timeline semaphore (Vulkan 1.2).
     2. cudacore imports both (cudacore_external_memory_import, _buffer;
        cudacore_external_semaphore_import) on the same GPU, found by UUID.
     3. Frame 1: a CUDA kernel fills the buffer and signals value 1; Vulkan's
        queue waits for 1, copies the buffer to a host-visible one, signals 2.
        Frame 2: CUDA waits for 2 (on the GPU), fills again, signals 3;
        Vulkan waits for 3, copies, signals 4. The host checks both copies.
   Vulkan is loaded at run time (libvulkan.so.1) and the few declarations it
   needs are written out below from the Vulkan 1.2 specification, so the
   example needs no Vulkan SDK to build. Without a GPU, or without a Vulkan
   loader and driver, it says why and exits 0.
   Next: cuda_graphs -- capture work once, replay it many times.
   Build: cc -std=c99 examples/vulkan_interop.c -o vulkan_interop -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#ifndef VULKAN_INTEROP_NO_MAIN
int main(void) {
    printf("skipped: this example uses Linux file descriptors (Windows would import NT handles)\n");
    return 0;
}
#endif
#else
#include <dlfcn.h>

/*--- the part of Vulkan this example uses (Vulkan 1.2 specification) --------*/
typedef struct VkInstance_T *VkInstance;
typedef struct VkPhysicalDevice_T *VkPhysicalDevice;
typedef struct VkDevice_T *VkDevice;
typedef struct VkQueue_T *VkQueue;
typedef struct VkCommandBuffer_T *VkCommandBuffer;
typedef uint64_t VkBuffer, VkDeviceMemory, VkSemaphore, VkCommandPool; /* non-dispatchable handles (64-bit) */
typedef uint32_t VkFlags, VkBool32;
typedef uint64_t VkDeviceSize;
typedef int32_t VkResult; /* VK_SUCCESS = 0 */
typedef void (*PFN_vkVoidFunction)(void);
typedef PFN_vkVoidFunction (*PFN_vkGetInstanceProcAddr)(VkInstance, const char *);
typedef PFN_vkVoidFunction (*PFN_vkGetDeviceProcAddr)(VkDevice, const char *);

enum { /* VkStructureType values */
    VK_STRUCTURE_TYPE_APPLICATION_INFO = 0,
    VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO = 1,
    VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO = 2,
    VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO = 3,
    VK_STRUCTURE_TYPE_SUBMIT_INFO = 4,
    VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO = 5,
    VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO = 9,
    VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO = 12,
    VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO = 39,
    VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO = 40,
    VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO = 42,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 = 1000059001,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES = 1000071004,
    VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO = 1000072000,
    VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO = 1000072002,
    VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR = 1000074002,
    VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO = 1000077000,
    VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR = 1000079001,
    VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO = 1000127001,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES = 1000207000,
    VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO = 1000207002,
    VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO = 1000207003,
    VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO = 1000207004
};
#define VK_API_VERSION_1_2 ((1u << 22) | (2u << 12))
#define VK_QUEUE_TRANSFER_BIT 0x4u
#define VK_BUFFER_USAGE_TRANSFER_SRC_BIT 0x1u
#define VK_BUFFER_USAGE_TRANSFER_DST_BIT 0x2u
#define VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT 0x1u
#define VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT 0x2u
#define VK_MEMORY_PROPERTY_HOST_COHERENT_BIT 0x4u
#define VK_EXTERNAL_HANDLE_TYPE_OPAQUE_FD_BIT 0x1u /* the same bit for memory and semaphores */
#define VK_SEMAPHORE_TYPE_TIMELINE 1
#define VK_PIPELINE_STAGE_TRANSFER_BIT 0x1000u

typedef struct VkApplicationInfo {
    int32_t sType;
    const void *pNext;
    const char *pApplicationName;
    uint32_t applicationVersion;
    const char *pEngineName;
    uint32_t engineVersion;
    uint32_t apiVersion;
} VkApplicationInfo;
typedef struct VkInstanceCreateInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    const VkApplicationInfo *pApplicationInfo;
    uint32_t enabledLayerCount;
    const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount;
    const char *const *ppEnabledExtensionNames;
} VkInstanceCreateInfo;
typedef struct VkPhysicalDeviceIDProperties {
    int32_t sType;
    void *pNext;
    uint8_t deviceUUID[16];
    uint8_t driverUUID[16];
    uint8_t deviceLUID[8];
    uint32_t deviceNodeMask;
    VkBool32 deviceLUIDValid;
} VkPhysicalDeviceIDProperties;
typedef struct VkPhysicalDeviceProperties2 {
    int32_t sType;
    void *pNext;
    uint64_t properties[128]; /* VkPhysicalDeviceProperties (824 bytes), not read here */
} VkPhysicalDeviceProperties2;
typedef struct VkQueueFamilyProperties {
    VkFlags queueFlags;
    uint32_t queueCount;
    uint32_t timestampValidBits;
    uint32_t minImageTransferGranularity[3];
} VkQueueFamilyProperties;
typedef struct VkDeviceQueueCreateInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    uint32_t queueFamilyIndex;
    uint32_t queueCount;
    const float *pQueuePriorities;
} VkDeviceQueueCreateInfo;
typedef struct VkDeviceCreateInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    uint32_t queueCreateInfoCount;
    const VkDeviceQueueCreateInfo *pQueueCreateInfos;
    uint32_t enabledLayerCount;
    const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount;
    const char *const *ppEnabledExtensionNames;
    const void *pEnabledFeatures;
} VkDeviceCreateInfo;
typedef struct VkPhysicalDeviceTimelineSemaphoreFeatures {
    int32_t sType;
    void *pNext;
    VkBool32 timelineSemaphore;
} VkPhysicalDeviceTimelineSemaphoreFeatures;
typedef struct VkBufferCreateInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    VkDeviceSize size;
    VkFlags usage;
    int32_t sharingMode; /* 0: exclusive */
    uint32_t queueFamilyIndexCount;
    const uint32_t *pQueueFamilyIndices;
} VkBufferCreateInfo;
typedef struct VkExportInfo { /* VkExternalMemoryBufferCreateInfo, VkExportMemoryAllocateInfo, VkExportSemaphoreCreateInfo */
    int32_t sType;
    const void *pNext;
    VkFlags handleTypes;
} VkExportInfo;
typedef struct VkMemoryRequirements {
    VkDeviceSize size;
    VkDeviceSize alignment;
    uint32_t memoryTypeBits;
} VkMemoryRequirements;
typedef struct VkPhysicalDeviceMemoryProperties {
    uint32_t memoryTypeCount;
    struct {
        VkFlags propertyFlags;
        uint32_t heapIndex;
    } memoryTypes[32];
    uint32_t memoryHeapCount;
    struct {
        VkDeviceSize size;
        VkFlags flags;
    } memoryHeaps[16];
} VkPhysicalDeviceMemoryProperties;
typedef struct VkMemoryAllocateInfo {
    int32_t sType;
    const void *pNext;
    VkDeviceSize allocationSize;
    uint32_t memoryTypeIndex;
} VkMemoryAllocateInfo;
typedef struct VkMemoryDedicatedAllocateInfo {
    int32_t sType;
    const void *pNext;
    uint64_t image; /* VkImage: none */
    VkBuffer buffer;
} VkMemoryDedicatedAllocateInfo;
typedef struct VkGetFdInfo { /* VkMemoryGetFdInfoKHR, VkSemaphoreGetFdInfoKHR */
    int32_t sType;
    const void *pNext;
    uint64_t object; /* the VkDeviceMemory or VkSemaphore */
    VkFlags handleType;
} VkGetFdInfo;
typedef struct VkSemaphoreTypeCreateInfo {
    int32_t sType;
    const void *pNext;
    int32_t semaphoreType;
    uint64_t initialValue;
} VkSemaphoreTypeCreateInfo;
typedef struct VkPlainCreateInfo { /* VkSemaphoreCreateInfo */
    int32_t sType;
    const void *pNext;
    VkFlags flags;
} VkPlainCreateInfo;
typedef struct VkCommandPoolCreateInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    uint32_t queueFamilyIndex;
} VkCommandPoolCreateInfo;
typedef struct VkCommandBufferAllocateInfo {
    int32_t sType;
    const void *pNext;
    VkCommandPool commandPool;
    int32_t level; /* 0: primary */
    uint32_t commandBufferCount;
} VkCommandBufferAllocateInfo;
typedef struct VkCommandBufferBeginInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    const void *pInheritanceInfo;
} VkCommandBufferBeginInfo;
typedef struct VkBufferCopy {
    VkDeviceSize srcOffset, dstOffset, size;
} VkBufferCopy;
typedef struct VkSubmitInfo {
    int32_t sType;
    const void *pNext;
    uint32_t waitSemaphoreCount;
    const VkSemaphore *pWaitSemaphores;
    const VkFlags *pWaitDstStageMask;
    uint32_t commandBufferCount;
    const VkCommandBuffer *pCommandBuffers;
    uint32_t signalSemaphoreCount;
    const VkSemaphore *pSignalSemaphores;
} VkSubmitInfo;
typedef struct VkTimelineSemaphoreSubmitInfo {
    int32_t sType;
    const void *pNext;
    uint32_t waitSemaphoreValueCount;
    const uint64_t *pWaitSemaphoreValues;
    uint32_t signalSemaphoreValueCount;
    const uint64_t *pSignalSemaphoreValues;
} VkTimelineSemaphoreSubmitInfo;
typedef struct VkSemaphoreWaitInfo {
    int32_t sType;
    const void *pNext;
    VkFlags flags;
    uint32_t semaphoreCount;
    const VkSemaphore *pSemaphores;
    const uint64_t *pValues;
} VkSemaphoreWaitInfo;

/* the entry points, as the specification declares them */
typedef VkResult (*PFN_vkCreateInstance)(const VkInstanceCreateInfo *, const void *, VkInstance *);
typedef void (*PFN_vkDestroyInstance)(VkInstance, const void *);
typedef VkResult (*PFN_vkEnumeratePhysicalDevices)(VkInstance, uint32_t *, VkPhysicalDevice *);
typedef void (*PFN_vkGetPhysicalDeviceProperties2)(VkPhysicalDevice, VkPhysicalDeviceProperties2 *);
typedef void (*PFN_vkGetPhysicalDeviceQueueFamilyProperties)(VkPhysicalDevice, uint32_t *, VkQueueFamilyProperties *);
typedef void (*PFN_vkGetPhysicalDeviceMemoryProperties)(VkPhysicalDevice, VkPhysicalDeviceMemoryProperties *);
typedef VkResult (*PFN_vkCreateDevice)(VkPhysicalDevice, const VkDeviceCreateInfo *, const void *, VkDevice *);
typedef void (*PFN_vkDestroyDevice)(VkDevice, const void *);
typedef VkResult (*PFN_vkDeviceWaitIdle)(VkDevice);
typedef void (*PFN_vkGetDeviceQueue)(VkDevice, uint32_t, uint32_t, VkQueue *);
typedef VkResult (*PFN_vkCreateBuffer)(VkDevice, const VkBufferCreateInfo *, const void *, VkBuffer *);
typedef void (*PFN_vkDestroyBuffer)(VkDevice, VkBuffer, const void *);
typedef void (*PFN_vkGetBufferMemoryRequirements)(VkDevice, VkBuffer, VkMemoryRequirements *);
typedef VkResult (*PFN_vkAllocateMemory)(VkDevice, const VkMemoryAllocateInfo *, const void *, VkDeviceMemory *);
typedef void (*PFN_vkFreeMemory)(VkDevice, VkDeviceMemory, const void *);
typedef VkResult (*PFN_vkBindBufferMemory)(VkDevice, VkBuffer, VkDeviceMemory, VkDeviceSize);
typedef VkResult (*PFN_vkMapMemory)(VkDevice, VkDeviceMemory, VkDeviceSize, VkDeviceSize, VkFlags, void **);
typedef VkResult (*PFN_vkGetMemoryFdKHR)(VkDevice, const VkGetFdInfo *, int *);
typedef VkResult (*PFN_vkCreateSemaphore)(VkDevice, const VkPlainCreateInfo *, const void *, VkSemaphore *);
typedef void (*PFN_vkDestroySemaphore)(VkDevice, VkSemaphore, const void *);
typedef VkResult (*PFN_vkGetSemaphoreFdKHR)(VkDevice, const VkGetFdInfo *, int *);
typedef VkResult (*PFN_vkWaitSemaphores)(VkDevice, const VkSemaphoreWaitInfo *, uint64_t);
typedef VkResult (*PFN_vkCreateCommandPool)(VkDevice, const VkCommandPoolCreateInfo *, const void *, VkCommandPool *);
typedef void (*PFN_vkDestroyCommandPool)(VkDevice, VkCommandPool, const void *);
typedef VkResult (*PFN_vkAllocateCommandBuffers)(VkDevice, const VkCommandBufferAllocateInfo *, VkCommandBuffer *);
typedef VkResult (*PFN_vkBeginCommandBuffer)(VkCommandBuffer, const VkCommandBufferBeginInfo *);
typedef VkResult (*PFN_vkEndCommandBuffer)(VkCommandBuffer);
typedef void (*PFN_vkCmdCopyBuffer)(VkCommandBuffer, VkBuffer, VkBuffer, uint32_t, const VkBufferCopy *);
typedef VkResult (*PFN_vkQueueSubmit)(VkQueue, uint32_t, const VkSubmitInfo *, uint64_t);

/* The Vulkan side of the example: instance, device, the shared buffer and
   semaphore, a host-visible copy, and a command buffer that copies. */
typedef struct vk_side {
    void *lib;
    VkInstance instance;
    VkPhysicalDevice physical;
    VkDevice device;
    VkQueue queue;
    uint32_t family;
    VkBuffer shared, staging;
    VkDeviceMemory shared_mem, staging_mem;
    VkDeviceSize shared_size; /* the exported allocation's size */
    VkSemaphore timeline;
    VkCommandPool pool;
    VkCommandBuffer copy;
    void *staging_host;
    int memory_fd, semaphore_fd;
    /* entry points */
    PFN_vkGetInstanceProcAddr GetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr GetDeviceProcAddr;
    PFN_vkQueueSubmit QueueSubmit;
    PFN_vkWaitSemaphores WaitSemaphores;
    PFN_vkDeviceWaitIdle DeviceWaitIdle;
} vk_side;

static PFN_vkVoidFunction vk_fn(const vk_side *v, const char *name) {
    PFN_vkVoidFunction f = v->device && v->GetDeviceProcAddr ? v->GetDeviceProcAddr(v->device, name) : NULL;
    return f ? f : v->GetInstanceProcAddr(v->instance, name);
}

/* An entry point: a device-level one from the device once there is one,
   anything else from the instance. */
#define VK_FN(v, name) vk_fn(v, "vk" #name)
/* Calls a Vulkan entry point by name; on failure returns a message from the enclosing function. */
#define VK_CALL(v, name, args) \
    do { \
        PFN_vk##name vk_fn_ = (PFN_vk##name)VK_FN(v, name); \
        VkResult vk_r_ = vk_fn_ ? vk_fn_ args : -7; \
        if (vk_r_ != 0) { \
            snprintf(vk_why, sizeof vk_why, "vk" #name " failed (VkResult %d)", (int)vk_r_); \
            return vk_why; \
        } \
    } while (0)
static char vk_why[256];

/* The memory type with the wanted properties among those allowed. */
static int vk_memory_type(vk_side *v, uint32_t allowed, VkFlags want) {
    VkPhysicalDeviceMemoryProperties mp;
    uint32_t i;
    PFN_vkGetPhysicalDeviceMemoryProperties get = (PFN_vkGetPhysicalDeviceMemoryProperties)VK_FN(v, GetPhysicalDeviceMemoryProperties);
    memset(&mp, 0, sizeof mp);
    get(v->physical, &mp);
    for (i = 0; i < mp.memoryTypeCount; i++)
        if ((allowed & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return (int)i;
    return -1;
}

/* A buffer of size bytes with its own memory; export: the memory can be exported as an fd. */
static const char *vk_buffer(vk_side *v, VkDeviceSize size, VkFlags usage, VkFlags props, int export_fd, VkBuffer *b, VkDeviceMemory *m,
                             VkDeviceSize *alloc_size) {
    VkExportInfo ext_buf, ext_mem;
    VkBufferCreateInfo bi;
    VkMemoryRequirements req;
    VkMemoryDedicatedAllocateInfo ded;
    VkMemoryAllocateInfo ai;
    int type;
    memset(&ext_buf, 0, sizeof ext_buf);
    ext_buf.sType = VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO;
    ext_buf.handleTypes = VK_EXTERNAL_HANDLE_TYPE_OPAQUE_FD_BIT;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.pNext = export_fd ? &ext_buf : NULL;
    bi.size = size;
    bi.usage = usage;
    VK_CALL(v, CreateBuffer, (v->device, &bi, NULL, b));
    ((PFN_vkGetBufferMemoryRequirements)VK_FN(v, GetBufferMemoryRequirements))(v->device, *b, &req);
    if ((type = vk_memory_type(v, req.memoryTypeBits, props)) < 0) return "no Vulkan memory type with the properties needed";
    memset(&ded, 0, sizeof ded);
    ded.sType = VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO;
    ded.buffer = *b;
    memset(&ext_mem, 0, sizeof ext_mem);
    ext_mem.sType = VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO;
    ext_mem.pNext = &ded;
    ext_mem.handleTypes = VK_EXTERNAL_HANDLE_TYPE_OPAQUE_FD_BIT;
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.pNext = export_fd ? (const void *)&ext_mem : NULL;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = (uint32_t)type;
    VK_CALL(v, AllocateMemory, (v->device, &ai, NULL, m));
    VK_CALL(v, BindBufferMemory, (v->device, *b, *m, 0));
    if (alloc_size) *alloc_size = req.size;
    return NULL;
}

/* Instance, the physical device with this UUID, a device with one queue. */
static const char *vk_open_device(vk_side *v, const unsigned char uuid[16]) {
    static const char *const dev_ext[] = {"VK_KHR_external_memory_fd", "VK_KHR_external_semaphore_fd"};
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkPhysicalDevice phys[16];
    VkQueueFamilyProperties fam[16];
    VkPhysicalDeviceTimelineSemaphoreFeatures timeline;
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo dci;
    uint32_t n = 16, i, nf = 16;
    float priority = 1.0f;
    memset(v, 0, sizeof *v);
    v->memory_fd = v->semaphore_fd = -1;
    v->lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!v->lib) return "libvulkan.so.1 (the Vulkan loader) is not installed";
    *(void **)&v->GetInstanceProcAddr = dlsym(v->lib, "vkGetInstanceProcAddr");
    if (!v->GetInstanceProcAddr) return "libvulkan.so.1 has no vkGetInstanceProcAddr";
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "cudacore vulkan_interop";
    app.apiVersion = VK_API_VERSION_1_2;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    VK_CALL(v, CreateInstance, (&ici, NULL, &v->instance));
    VK_CALL(v, EnumeratePhysicalDevices, (v->instance, &n, phys));
    for (i = 0; i < n && !v->physical; i++) { /* the GPU CUDA uses: same UUID */
        VkPhysicalDeviceIDProperties id;
        VkPhysicalDeviceProperties2 p2;
        memset(&id, 0, sizeof id);
        id.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
        memset(&p2, 0, sizeof p2);
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p2.pNext = &id;
        ((PFN_vkGetPhysicalDeviceProperties2)VK_FN(v, GetPhysicalDeviceProperties2))(phys[i], &p2);
        if (!memcmp(id.deviceUUID, uuid, 16)) v->physical = phys[i];
    }
    if (!v->physical) return "no Vulkan device has the CUDA device's UUID (is the NVIDIA Vulkan driver (ICD) installed?)";
    ((PFN_vkGetPhysicalDeviceQueueFamilyProperties)VK_FN(v, GetPhysicalDeviceQueueFamilyProperties))(v->physical, &nf, fam);
    for (v->family = 0; v->family < nf && !(fam[v->family].queueFlags & VK_QUEUE_TRANSFER_BIT); v->family++) {}
    if (v->family == nf) v->family = 0; /* graphics and compute queues can transfer too */
    memset(&timeline, 0, sizeof timeline);
    timeline.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES;
    timeline.timelineSemaphore = 1;
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = v->family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &timeline;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qi;
    dci.enabledExtensionCount = 2;
    dci.ppEnabledExtensionNames = dev_ext;
    VK_CALL(v, CreateDevice, (v->physical, &dci, NULL, &v->device));
    v->GetDeviceProcAddr = (PFN_vkGetDeviceProcAddr)VK_FN(v, GetDeviceProcAddr);
    ((PFN_vkGetDeviceQueue)VK_FN(v, GetDeviceQueue))(v->device, v->family, 0, &v->queue);
    v->QueueSubmit = (PFN_vkQueueSubmit)VK_FN(v, QueueSubmit);
    v->WaitSemaphores = (PFN_vkWaitSemaphores)VK_FN(v, WaitSemaphores);
    v->DeviceWaitIdle = (PFN_vkDeviceWaitIdle)VK_FN(v, DeviceWaitIdle);
    if (!v->QueueSubmit || !v->WaitSemaphores || !v->DeviceWaitIdle) return "the Vulkan driver lacks vkQueueSubmit / vkWaitSemaphores (Vulkan 1.2)";
    return NULL;
}

/* The shared buffer and semaphore (exported as fds), the host-visible copy,
   and the command buffer that copies one into the other. */
static const char *vk_make_shared(vk_side *v, VkDeviceSize size) {
    VkExportInfo ext;
    VkSemaphoreTypeCreateInfo type;
    VkPlainCreateInfo sci;
    VkGetFdInfo fdi;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkCommandBufferBeginInfo bbi;
    VkBufferCopy region;
    const char *why;
    why = vk_buffer(v, size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 1, &v->shared,
                    &v->shared_mem, &v->shared_size);
    if (!why)
        why = vk_buffer(v, size, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0,
                        &v->staging, &v->staging_mem, NULL);
    if (why) return why;
    VK_CALL(v, MapMemory, (v->device, v->staging_mem, 0, size, 0, &v->staging_host));
    memset(&fdi, 0, sizeof fdi);
    fdi.sType = VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR;
    fdi.object = v->shared_mem;
    fdi.handleType = VK_EXTERNAL_HANDLE_TYPE_OPAQUE_FD_BIT;
    VK_CALL(v, GetMemoryFdKHR, (v->device, &fdi, &v->memory_fd));
    /* a timeline semaphore, exportable */
    memset(&ext, 0, sizeof ext);
    ext.sType = VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO;
    ext.handleTypes = VK_EXTERNAL_HANDLE_TYPE_OPAQUE_FD_BIT;
    memset(&type, 0, sizeof type);
    type.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO;
    type.pNext = &ext;
    type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    memset(&sci, 0, sizeof sci);
    sci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
    sci.pNext = &type;
    VK_CALL(v, CreateSemaphore, (v->device, &sci, NULL, &v->timeline));
    fdi.sType = VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR;
    fdi.object = v->timeline;
    VK_CALL(v, GetSemaphoreFdKHR, (v->device, &fdi, &v->semaphore_fd));
    /* the copy, recorded once, submitted every frame */
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.queueFamilyIndex = v->family;
    VK_CALL(v, CreateCommandPool, (v->device, &pci, NULL, &v->pool));
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = v->pool;
    cai.commandBufferCount = 1;
    VK_CALL(v, AllocateCommandBuffers, (v->device, &cai, &v->copy));
    memset(&bbi, 0, sizeof bbi);
    bbi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    VK_CALL(v, BeginCommandBuffer, (v->copy, &bbi));
    region.srcOffset = region.dstOffset = 0;
    region.size = size;
    ((PFN_vkCmdCopyBuffer)VK_FN(v, CmdCopyBuffer))(v->copy, v->shared, v->staging, 1, &region);
    VK_CALL(v, EndCommandBuffer, (v->copy));
    return NULL;
}

/* Queues the copy on Vulkan's queue: after the timeline reaches `wait`; it
   then sets it to `signal`. */
static const char *vk_submit_copy(vk_side *v, uint64_t wait, uint64_t signal) {
    VkTimelineSemaphoreSubmitInfo ts;
    VkSubmitInfo si;
    VkFlags stage = VK_PIPELINE_STAGE_TRANSFER_BIT;
    VkResult r;
    memset(&ts, 0, sizeof ts);
    ts.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO;
    ts.waitSemaphoreValueCount = 1;
    ts.pWaitSemaphoreValues = &wait;
    ts.signalSemaphoreValueCount = 1;
    ts.pSignalSemaphoreValues = &signal;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.pNext = &ts;
    si.waitSemaphoreCount = 1;
    si.pWaitSemaphores = &v->timeline;
    si.pWaitDstStageMask = &stage;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &v->copy;
    si.signalSemaphoreCount = 1;
    si.pSignalSemaphores = &v->timeline;
    if ((r = v->QueueSubmit(v->queue, 1, &si, 0)) != 0) {
        snprintf(vk_why, sizeof vk_why, "vkQueueSubmit failed (VkResult %d)", (int)r);
        return vk_why;
    }
    return NULL;
}

/* Blocks the host until the timeline reaches value (10 s at most). */
static const char *vk_host_wait(vk_side *v, uint64_t value) {
    VkSemaphoreWaitInfo wi;
    VkResult r;
    memset(&wi, 0, sizeof wi);
    wi.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO;
    wi.semaphoreCount = 1;
    wi.pSemaphores = &v->timeline;
    wi.pValues = &value;
    if ((r = v->WaitSemaphores(v->device, &wi, 10000000000ull)) != 0) {
        snprintf(vk_why, sizeof vk_why, "vkWaitSemaphores(%llu) returned %d (2 = timeout)", (unsigned long long)value, (int)r);
        return vk_why;
    }
    return NULL;
}

static void vk_close(vk_side *v) {
    if (v->device) {
        v->DeviceWaitIdle(v->device);
        if (v->pool) ((PFN_vkDestroyCommandPool)VK_FN(v, DestroyCommandPool))(v->device, v->pool, NULL);
        if (v->timeline) ((PFN_vkDestroySemaphore)VK_FN(v, DestroySemaphore))(v->device, v->timeline, NULL);
        if (v->shared) ((PFN_vkDestroyBuffer)VK_FN(v, DestroyBuffer))(v->device, v->shared, NULL);
        if (v->staging) ((PFN_vkDestroyBuffer)VK_FN(v, DestroyBuffer))(v->device, v->staging, NULL);
        if (v->shared_mem) ((PFN_vkFreeMemory)VK_FN(v, FreeMemory))(v->device, v->shared_mem, NULL);
        if (v->staging_mem) ((PFN_vkFreeMemory)VK_FN(v, FreeMemory))(v->device, v->staging_mem, NULL);
        ((PFN_vkDestroyDevice)VK_FN(v, DestroyDevice))(v->device, NULL);
        v->device = NULL;
    }
    if (v->instance) ((PFN_vkDestroyInstance)VK_FN(v, DestroyInstance))(v->instance, NULL);
    v->instance = NULL;
    /* the loader stays loaded: drivers may hold threads until exit */
}

/*--- the CUDA side ----------------------------------------------------------*/
static const char *fill_source =
    "extern \"C\" __global__ void fill(unsigned int *x, unsigned int n, unsigned int frame) {\n"
    "    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = i * 2654435761u + frame;\n"
    "}\n";

/* CUDA device 0's UUID as 16 bytes (cudacore_device_info.uuid is 8-4-4-4-12 hex). */
static void cuda_uuid(unsigned char out[16]) {
    cudacore_device_info info;
    const char *p;
    int n = 0;
    memset(out, 0, 16);
    if (cudacore_device_get_info(0, &info) != CUDACORE_SUCCESS) return;
    for (p = info.uuid; *p && n < 32; p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10 : *p >= 'A' && *p <= 'F' ? *p - 'A' + 10 : -1;
        if (d < 0) continue;
        out[n / 2] = (unsigned char)(out[n / 2] | (n % 2 ? d : d << 4));
        n++;
    }
}

/* What the CUDA side holds: the imports, a buffer over the shared memory, a
   kernel that fills it, a stream. */
typedef struct cuda_side {
    cudacore_external_memory memory;
    cudacore_external_semaphore timeline;
    cudacore_buffer buffer;
    cudacore_kernel fill;
    cudacore_object_code code;
    cudacore_stream stream;
    unsigned int n;
} cuda_side;

#define TRY(expr) \
    do { \
        cudacore_result try_r_ = (expr); \
        if (try_r_ != CUDACORE_SUCCESS) return try_r_; \
    } while (0)

static cudacore_result cuda_import(cuda_side *c, vk_side *v, unsigned int n) {
    cudacore_external_memory_desc md;
    cudacore_external_semaphore_desc sd;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_result r;
    memset(c, 0, sizeof *c);
    c->n = n;
    memset(&md, 0, sizeof md);
    md.type = CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
    md.fd = v->memory_fd;
    md.size = v->shared_size;
    md.dedicated = 1; /* allocated with VkMemoryDedicatedAllocateInfo */
    TRY(cudacore_external_memory_import(&md, &c->memory));
    v->memory_fd = -1; /* the driver owns the fd now */
    TRY(cudacore_external_memory_buffer(c->memory, 0, (unsigned long long)n * 4, &c->buffer));
    memset(&sd, 0, sizeof sd);
    sd.type = CUDACORE_CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD;
    sd.fd = v->semaphore_fd;
    TRY(cudacore_external_semaphore_import(&sd, &c->timeline));
    v->semaphore_fd = -1;
    memset(&pd, 0, sizeof pd);
    pd.source = fill_source;
    pd.name = "fill.cu";
    TRY(cudacore_program_create(&pd, &prog));
    r = cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &c->code);
    cudacore_program_destroy(prog);
    TRY(r);
    TRY(cudacore_object_code_get_kernel(c->code, "fill", &c->fill));
    return cudacore_stream_create(NULL, &c->stream);
}

/* Queues on the CUDA stream: wait for the timeline to reach `wait` (0: do
   not wait), fill the buffer for `frame`, set the timeline to `signal`. */
static cudacore_result cuda_frame(cuda_side *c, unsigned long long wait, unsigned int frame, unsigned long long signal) {
    cudacore_external_semaphore_op op;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = 0;
    memset(&op, 0, sizeof op);
    op.semaphore = c->timeline;
    op.value = wait;
    if (wait) TRY(cudacore_external_semaphore_wait(&op, 1, c->stream));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (c->n + 255) / 256;
    TRY(cudacore_buffer_native(c->buffer, &p));
    TRY(CUDACORE_LAUNCH(c->stream, &cfg, c->fill, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(unsigned int, c->n),
                        CUDACORE_ARG(unsigned int, frame)));
    op.value = signal;
    return cudacore_external_semaphore_signal(&op, 1, c->stream);
}

/* Counts the words of Vulkan's copy that differ from frame's values. */
static unsigned int count_wrong(const vk_side *v, unsigned int n, unsigned int frame) {
    const unsigned int *x = (const unsigned int *)v->staging_host;
    unsigned int i, bad = 0;
    for (i = 0; i < n; i++) bad += x[i] != i * 2654435761u + frame;
    return bad;
}

static void cuda_close(cuda_side *c) {
    if (c->stream.id) cudacore_stream_synchronize(c->stream);
    if (c->buffer.id) cudacore_buffer_free(c->buffer, c->stream.id ? c->stream : cudacore_stream_legacy());
    if (c->stream.id) cudacore_stream_destroy(c->stream);
    if (c->fill.id) cudacore_kernel_destroy(c->fill);
    if (c->code.id) cudacore_object_code_destroy(c->code);
    if (c->timeline.id) cudacore_external_semaphore_destroy(c->timeline);
    if (c->memory.id) cudacore_external_memory_destroy(c->memory);
}

#ifndef VULKAN_INTEROP_NO_MAIN
int main(void) {
    enum { N = 1 << 20 };
    cudacore_desc desc;
    vk_side v;
    cuda_side c;
    unsigned char uuid[16];
    const char *why;
    unsigned int bad1, bad2;
    int ndev = 0;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    cuda_uuid(uuid);
    if ((why = vk_open_device(&v, uuid)) != NULL || (why = vk_make_shared(&v, N * 4)) != NULL) {
        printf("skipped: %s\n", why);
        vk_close(&v);
        return 0;
    }
    CUDACORE_CHECK(cuda_import(&c, &v, N));
    /* frame 1: CUDA fills and signals 1; Vulkan waits for 1, copies, signals 2 */
    CUDACORE_CHECK(cuda_frame(&c, 0, 1, 1));
    if ((why = vk_submit_copy(&v, 1, 2)) != NULL || (why = vk_host_wait(&v, 2)) != NULL) {
        printf("FAILED: %s\n", why);
        return 1;
    }
    bad1 = count_wrong(&v, N, 1);
    /* frame 2: CUDA waits for 2 on the GPU, fills, signals 3; Vulkan waits for 3, copies, signals 4 */
    CUDACORE_CHECK(cuda_frame(&c, 2, 2, 3));
    if ((why = vk_submit_copy(&v, 3, 4)) != NULL || (why = vk_host_wait(&v, 4)) != NULL) {
        printf("FAILED: %s\n", why);
        return 1;
    }
    bad2 = count_wrong(&v, N, 2);
    printf("CUDA filled a Vulkan buffer of %u words twice; Vulkan copied it after each timeline signal\n", (unsigned)N);
    printf("frame 1: %s (%u wrong), frame 2: %s (%u wrong)\n", bad1 ? "WRONG" : "correct", bad1, bad2 ? "WRONG" : "correct", bad2);
    cuda_close(&c);
    vk_close(&v);
    return bad1 || bad2;
}
#endif
#endif
