import ButtonSizerCLI
import Testing
