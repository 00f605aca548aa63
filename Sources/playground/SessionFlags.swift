import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LineEditing
import PlaygroundSession

/// The options the REPL and `eval` share: `--builder`, `--width`, `--color`.
struct SessionFlags: ParsableArguments {
    @Option(help: "The builder profile code is checked with.")
    var builder: BuilderProfileName?

    @Option(help: ArgumentHelp("Preview width in terminal cells (default: the terminal's width in the REPL, 60 otherwise).", valueName: "n"))
    var width: Int?

    @Option(help: "Colour the output.")
    var color: ColorChoice = .auto

    func validate() throws {
        if let width, !PreviewWidth.range.contains(width) {
            throw ValidationError(
                "--width takes a number of columns from \(PreviewWidth.range.lowerBound) to \(PreviewWidth.range.upperBound), not \(width)")
        }
    }

    /// Session options from these flags; `sourceName` names the input in diagnostics.
    func sessionOptions(sourceName: String) -> SessionOptions {
        var options = SessionOptions(sourceName: sourceName)
        if let builder { options.builder = builder.rawValue }
        if let width { options.width = width }
        options.color = color.isOn(
            environment: ProcessInfo.processInfo.environment, outputIsTerminal: Terminal.isTerminal(1))
        return options
    }
}
