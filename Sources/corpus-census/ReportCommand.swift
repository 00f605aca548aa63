import ArgumentParser
import CorpusCensus
import Foundation

/// `report`: evaluates every corpus file with the playground and writes the figure and what is missing.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Run the playground on every corpus file and report what is missing.")

    @Argument(help: "The corpus folder (one sub-folder per repository).")
    var corpusDir: String

    @Option(help: "The playground binary.")
    var playground: String

    @Option(help: "The Markdown file to write.")
    var out = "docs/real-world-corpus.md"

    @Option(help: "Seconds before a file's run is killed.")
    var timeout = 10.0

    @Option(help: "Files evaluated at once.")
    var parallel = 2

    @Option(help: "How many missing names the report lists.")
    var top = 150

    @Option(help: "A TSV file to write each file's outcome and first error to, for finding what blocks which file.")
    var details: String?

    func run() throws {
        let corpus = try CorpusFiles(root: corpusDir)
        let runs = PlaygroundRun.runAll(binary: playground, files: corpus.paths, timeout: timeout, parallel: parallel)
        var sources: [String: String] = [:]
        for path in corpus.paths { sources[path] = try String(contentsOfFile: path, encoding: .utf8) }
        var report = EvaluationReport(runs: runs, corpus: corpus, sources: sources, top: top)
        report.timeout = timeout
        report.parallel = parallel
        try report.markdown().write(toFile: out, atomically: true, encoding: .utf8)
        if let details {
            let rows = runs.map { run in
                let missing = run.evaluated ? "" : run.missing().first ?? ""
                let first = PlaygroundDiagnostic.errors(in: run.stderr + "\n" + run.stdout).first.map { "\($0.line):\($0.column): \($0.message)" } ?? missing
                return [run.file, run.evaluated ? "evaluated" : "\(run.outcome)", first].joined(separator: "\t")
            }
            try (["file\toutcome\tfirst error"] + rows).joined(separator: "\n").appending("\n").write(toFile: details, atomically: true, encoding: .utf8)
        }
        print("\(report.summaryLine) → \(out)")
    }
}
