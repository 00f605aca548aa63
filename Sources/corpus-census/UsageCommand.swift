import ArgumentParser
import CorpusCensus
import Foundation

/// `usage`: counts the names the corpus uses, marks those the profiles cover, writes the ranked table.
struct UsageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "usage", abstract: "Rank the SwiftUI names the corpus uses and mark those the profiles cover.")

    @Argument(help: "The corpus folder (one sub-folder per repository).")
    var corpusDir: String

    @Option(help: "The folder of Profile*.swift files.")
    var profiles = "Sources/PlaygroundChecker/Profiles"

    @Option(help: "Profile files to leave out (comma-separated, no extension): other builders' surfaces.")
    var skipProfiles = "Profile+Mimic,Profile+Partial,Profile+Sequence,Profile+UIKit"

    @Option(help: "The folder of *.tsv notes (name<TAB>note).")
    var notes = "docs/surface-notes"

    @Option(help: "How many names the table lists.")
    var top = 250

    @Option(help: "The Markdown file to write.")
    var out = "docs/swiftui-surface.md"

    func run() throws {
        let corpus = try CorpusFiles(root: corpusDir)
        var tally = CorpusTally()
        for path in corpus.paths {
            tally.add(SourceCensus(source: try String(contentsOfFile: path, encoding: .utf8)), repository: corpus.repository(of: path))
        }
        let skipped = Set(skipProfiles.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let profileFiles = try FileManager.default.contentsOfDirectory(atPath: profiles)
            .filter { $0.hasPrefix("Profile") && $0.hasSuffix(".swift") && !skipped.contains(String($0.dropLast(6))) }
            .sorted()
        var surface = ProfileSurface()
        var profilesRead: [String] = []
        for file in profileFiles {
            let text = try String(contentsOfFile: profiles + "/" + file, encoding: .utf8)
            let literals = ProfileLiterals.texts(inProfileFile: text)
            if literals.isEmpty { continue }
            profilesRead.append(file)
            for literal in literals { surface.add(declarations: literal) }
        }
        let table = SurfaceTable(
            tally: tally, surface: surface, notes: SurfaceNotes(directory: notes), top: top,
            fileCount: corpus.paths.count, repositoryCount: corpus.repositoryCount, profileFiles: profilesRead
        )
        try table.markdown().write(toFile: out, atomically: true, encoding: .utf8)
        let rows = table.rows()
        print("\(corpus.paths.count) files, \(tally.occurrences.count) names; top \(rows.count): \(rows.filter(\.covered).count) covered → \(out)")
    }
}
