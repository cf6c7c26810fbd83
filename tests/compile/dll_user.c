/* Uses cudacore from a shared object built with CUDACORE_DLL and hidden
   visibility: every public function must be exported, nothing else needed. */
#include "../../cudacore.h"
int main(void) {
    return cudacore_result_name(CUDACORE_ERROR_CUDA)[0] == 'C' && cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0 ? 0 : 1;
}
