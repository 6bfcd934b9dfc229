#ifndef CITINFUZZER_H
#define CITINFUZZER_H

/// Runs libFuzzer's driver on the program's LLVMFuzzerTestOneInput. Built
/// with ITIN_FUZZING defined (make fuzz); otherwise it only returns 1.
int itin_fuzzer_main(int argc, char **argv);

#endif
