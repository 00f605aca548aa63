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

    func run() throws {
        let corpus = try CorpusFiles(root: corpusDir)
        let runs = PlaygroundRun.runAll(binary: playground, files: corpus.paths, timeout: timeout, parallel: parallel)
        var sources: [String: String] = [:]
        for path in corpus.paths { sources[path] = try String(contentsOfFile: path, encoding: .utf8) }
        var report = EvaluationReport(runs: runs, corpus: corpus, sources: sources, top: top)
        report.timeout = timeout
        report.parallel = parallel
        try report.markdown().write(toFile: out, atomically: true, encoding: .utf8)
        print("\(report.summaryLine) → \(out)")
    }
}
