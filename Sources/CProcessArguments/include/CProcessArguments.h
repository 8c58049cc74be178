#ifndef CPROCESSARGUMENTS_H
#define CPROCESSARGUMENTS_H

/* The `buttonsizer` executable's command line for a Swift runtime linked statically (the release build
   of `make install` and `make bench`). Nothing to call: linking CProcessArguments.c is the whole job.

   The static runtime's own answer to CommandLine.arguments (CommandLine.cpp in libswiftCore.a) is a
   static constructor that runs in every process before main: it reads /proc/self/maps with fopen and
   sscanf to find the stack, then walks back from `environ` to argv. That costs a `measure` process
   ~0.23 million instructions, ten reads of a ~10 KB file the kernel formats, and ~0.1 ms. glibc hands
   argc and argv to each .init_array function of the executable, so CProcessArguments.c keeps them from
   there and defines the runtime's lookup, _swift_stdlib_getUnsafeArgvArgc; with that symbol defined,
   the linker leaves CommandLine.cpp's object (and its constructor) out of the executable.

   With the shared runtime (debug builds) the runtime's own definition is hidden inside libswiftCore.so
   and this one is simply unused. Were a later runtime to need another symbol from CommandLine.cpp's
   object, the link would fail with a duplicate definition of _swift_stdlib_getUnsafeArgvArgc rather
   than build a program that misreads its arguments. */

#endif
