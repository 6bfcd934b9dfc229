#include "CItinFuzzer.h"

#ifdef ITIN_FUZZING
#include <stddef.h>
#include <stdint.h>

// Each fuzz executable defines the first (in Swift, with @_cdecl); libFuzzer,
// linked by -sanitize=fuzzer, defines the second.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

// SwiftPM names an executable's entry point after its module, so libFuzzer's
// own main is not the one that runs: this passes the arguments on to it.
int itin_fuzzer_main(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
#else
int itin_fuzzer_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  return 1;
}
#endif
