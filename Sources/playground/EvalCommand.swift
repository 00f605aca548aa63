import ArgumentParser
import PlaygroundSession

/// `playground eval FILE|-`: evaluates a whole file as one entry and prints what it shows.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate a file (or standard input) as one entry and print the result.",
        discussion: "Exits 0 when the entry succeeds, 1 when it has an error or the file cannot be read.")

    @OptionGroup var flags: SessionFlags
    @OptionGroup var module: ModuleFlags

    @Option(help: ArgumentHelp(
        "Sections to show, comma-separated: \(SessionOptions.Section.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "sections"))
    var show: String = SectionList.standard

    @Argument(help: ArgumentHelp("The file to evaluate, or - for standard input.", valueName: "file"))
    var file: String

    func validate() throws {
        if case .failure(let error) = SectionList.parse(show) {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let source: String
        do {
            source = try readSource()
        } catch {
            Console.error("playground: cannot read \(file == "-" ? "standard input" : file): \(error)\n")
            throw ExitCode.failure
        }
        var options = flags.sessionOptions(sourceName: file == "-" ? "<stdin>" : file)
        if case .success(let sections) = SectionList.parse(show) { options.sections = sections }
        let session = Session(options: options)
        let loaded = try module.load(into: session, for: source, path: file)
        let output = module.output(session.evaluateFile(source), module: loaded)
        Console.show(output)
        if output.isError { throw ExitCode.failure }
    }

    /// The file's text, or all of standard input for `-`.
    private func readSource() throws -> String {
        let data = try file == "-" ? SourceReader.contents(of: 0) : SourceReader.contents(ofFile: file)
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw SourceReader.Failure(reason: "not UTF-8 text")
        }
        return text
    }
}
