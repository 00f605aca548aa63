#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import LineEditing
import PlaygroundSession

/// `playground watch FILE`: evaluates the file each time it is saved and redraws in place.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Evaluate a file each time it is saved, redrawing its type, tree and preview.",
        discussion: "Edit the file in your editor and watch the terminal. A broken save shows its errors and the watch goes on; Ctrl-C stops.")

    @OptionGroup var flags: SessionFlags
    @OptionGroup var module: ModuleFlags

    @Option(help: ArgumentHelp(
        "Sections to show, comma-separated: \(SessionOptions.Section.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "sections"))
    var show: String = SectionList.standard

    @Option(help: ArgumentHelp("How often to look at the file, in milliseconds.", valueName: "ms"))
    var interval: Int = 200

    @Argument(help: ArgumentHelp("The file to watch.", valueName: "file"))
    var file: String

    func validate() throws {
        if case .failure(let error) = SectionList.parse(show) { throw ValidationError(error.description) }
        guard (20...10_000).contains(interval) else { throw ValidationError("--interval takes 20 to 10000 milliseconds, not \(interval)") }
    }

    func run() throws {
        var options = flags.sessionOptions(sourceName: file)
        if case .success(let sections) = SectionList.parse(show) { options.sections = sections }
        let inPlace = Terminal.isTerminal(1)
        let stop = InterruptFlag()
        // Ctrl-C stops a running evaluation; when none is running, it ends the watch.
        let forwarder = InterruptForwarder(session: nil) { stop.raise() }
        forwarder.install()
        var watch = FileWatch(path: file)
        while !stop.isRaised {
            if let change = watch.poll() {
                let frame: String
                switch change {
                case .saved(let text):
                    let session = Session(options: options)
                    forwarder.session = session
                    let output = forwarder.whileEvaluating {
                        do {
                            let loaded = try module.load(into: session, for: text, path: file)
                            return module.output(session.evaluateFile(text), module: loaded)
                        } catch {
                            return SessionOutput(diagnostics: "\(error)\n", isError: true)
                        }
                    }
                    frame = header(status: output.isError ? "has errors" : "evaluated") + output.combined
                case .unreadable(let reason):
                    frame = header(status: "cannot be read: \(reason); waiting for it") + "\n"
                }
                Console.out((inPlace ? "\u{1B}[H\u{1B}[2J" : "\n") + Console.endingInNewline(frame))
            }
            usleep(useconds_t(interval * 1000))
        }
        Console.error("\nstopped watching \(file)\n")
    }

    /// The line above each redraw: the file, what happened, when, and how to stop.
    private func header(status: String) -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let clock = [parts.tm_hour, parts.tm_min, parts.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        return "watching \(file) · \(status) at \(clock) · Ctrl-C stops\n\n"
    }
}
