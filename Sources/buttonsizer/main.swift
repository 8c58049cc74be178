import ButtonSizerCLI

#if canImport(Glibc)
import Glibc
#endif

exit(ButtonSizerCLI.run(Array(CommandLine.arguments.dropFirst())))
