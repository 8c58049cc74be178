/* The command line for a statically linked Swift runtime without reading /proc/self/maps: see
   include/CProcessArguments.h. */

#include "CProcessArguments.h"

#include <stddef.h>

static int processArgc;
static char **processArgv;

/* glibc calls each .init_array function of the executable with (argc, argv, envp) before main. */
static void keepArguments(int argc, char **argv, char **envp) {
    (void)envp;
    processArgc = argc;
    processArgv = argv;
}

__attribute__((used, section(".init_array")))
static void (*const keepArgumentsAtStart)(int, char **, char **) = keepArguments;

/* The Swift runtime's lookup behind CommandLine.arguments and CommandLine.unsafeArgv (the runtime
   declares it SWIFT_CC(swift), which is clang's swiftcall): argv, its count through outArgLen. */
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *noArguments[] = {NULL};
    if (processArgv == NULL) {
        *outArgLen = 0;
        return noArguments;
    }
    *outArgLen = processArgc;
    return processArgv;
}
