import Foundation
import PlaygroundChecker
import PlaygroundSession
import Testing

// The swiftc differential (issue #2, item 11): every corpus snippet is compiled by swiftc against
// the `swiftui` profile's own declarations (the prelude), and the type swiftc prints must be
// the type the playground prints. Snippets that swiftc rejects must be rejected by the
// playground too. See Corpus/README.md for the corpus format.
//
//   swift test --scratch-path .build-diff --filter DifferentialTests

extension Snippet: CustomTestStringConvertible, Identifiable {
    var testDescription: String { name }
    /// Lets a single test case be re-run by its snippet's name.
    var id: String { name }
}

/// Computed once per test run and shared by every test case.
enum Differential {
    /// The prelude swiftc compiles for `swiftui` snippets: the profile's source, or the file named
    /// by `DIFFERENTIAL_PRELUDE` (to try a prelude change against swiftc before making it).
    static let prelude: String? = {
        if let path = SwiftcOracle.environment["DIFFERENTIAL_PRELUDE"], !path.isEmpty {
            return try? String(contentsOfFile: path, encoding: .utf8)
        }
        return Profile.named("swiftui")?.source
    }()

    /// Every profile's prelude (its source), `swiftui`'s as above.
    static var preludes: [String: String] {
        var all = Dictionary(uniqueKeysWithValues: Profile.all.map { ($0.name, $0.source) })
        all["swiftui"] = prelude
        return all.mapValues { $0 + "\n" + Profile.standInSupplement }
    }

    /// swiftc's verdicts for the whole corpus (a few compiles, in parallel, in a temporary directory).
    static let swiftc = Task<SwiftcReport, Never> {
        guard let prelude else {
            return SwiftcReport(failure: SwiftcOracle.environment["DIFFERENTIAL_PRELUDE"].map {
                "cannot read DIFFERENTIAL_PRELUDE=\($0)"
            } ?? "Profile.named(\"swiftui\") is nil: there is no prelude to compile")
        }
        let report = await SwiftcOracle.run(corpus: Corpus.shared, preludes: preludes)
        let summary = "DifferentialTests: swiftc side: \(report.verdicts.count) snippets, "
            + "\(report.compilerRuns) swiftc runs, \(String(format: "%.1f", report.seconds)) s (\(report.swiftc))\n"
        FileHandle.standardError.write(Data(summary.utf8))
        return report
    }

    /// The playground's answer: a fresh session (declarations must not leak between snippets)
    /// that shows only the type line.
    static func playground(_ snippet: Snippet) -> SessionOutput {
        let session = Session(options: SessionOptions(builder: snippet.profile, sections: [.type], sourceName: "\(snippet.name).swift"))
        return session.submit(snippet.source)
    }

    /// Snippets whose desugared form is compiled too: the builder profiles' files and the conditionals.
    static let desugared: [Snippet] = Corpus.shared.accepted.filter {
        $0.problems.isEmpty && ($0.file.hasPrefix("1") || $0.file.hasPrefix("02-")) && !SwiftcPrograms.needsOwnProgram($0)
    }

    /// The playground's type and `:desugar` text for each of `desugared`.
    static let desugaredBodies: [String: (type: String, body: String)] = {
        var out: [String: (type: String, body: String)] = [:]
        for snippet in desugared {
            let session = Session(options: SessionOptions(builder: snippet.profile, sections: [.type], sourceName: "\(snippet.name).swift"))
            let output = session.submit(snippet.source)
            guard !output.isError, let view = session.lastView else { continue }
            // The entry's top-level `let`/`var` are globals, not part of the transformed body: they come first.
            let globals = SnippetLayout(source: snippet.source).statements.filter { item in
                item.lines.first.map { $0.hasPrefix("let ") || $0.hasPrefix("var ") } ?? false
            }
            let prefix = globals.map { $0.lines.joined(separator: "\n") + "\n" }.joined()
            out[snippet.name] = (output.text.trimmingCharacters(in: .whitespacesAndNewlines), prefix + DesugaredSource.print(view.body))
        }
        return out
    }()

    /// swiftc's verdicts for the desugared bodies.
    static let swiftcDesugared = Task<SwiftcReport, Never> {
        await SwiftcOracle.run(corpus: Corpus.shared, preludes: preludes, bodies: desugaredBodies.mapValues(\.body))
    }

    /// The snippet's name, corpus location and source, for failure messages.
    static func describe(_ snippet: Snippet) -> String {
        let source = snippet.source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  │ \($0)" }.joined(separator: "\n")
        return "snippet `\(snippet.name)` (\(snippet.location))\n  ┌ source\n\(source)\n  └"
    }

    static func describe(_ output: SessionOutput) -> String {
        var parts: [String] = []
        let text = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
        parts.append("playground: " + (text.isEmpty ? "(no type printed)" : text))
        if !output.diagnostics.isEmpty {
            parts.append("playground diagnostics:\n" + output.diagnostics.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  \($0)" }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n")
    }

    static func describe(_ verdict: SwiftcVerdict?) -> String {
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")
        }
        switch verdict {
        case .type(let type)?: return "swiftc: \(type)"
        case .compileError(let errors)?: return "swiftc does not compile it:\n\(indented(errors))"
        case .runFailure(let why)?: return "the program swiftc built failed:\n\(indented(why))"
        case .unexpectedlyCompiled?: return "swiftc compiles it"
        case nil: return "swiftc gave no verdict for it"
        }
    }

    /// The messages of the errors in a compiler's or the playground's diagnostics (each
    /// `file:line:column: error: message` line, not the caret lines under it), sorted.
    static func errorMessages(in diagnostics: String) -> [String] {
        diagnostics.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: #/^\S[^|]*?:\d+:\d+: error: (.*)$/#) else { return nil }
            return String(match.1)
        }.sorted()
    }

    /// Declarations the snippet needs (`// requires:`) that the prelude lacks.
    static func missingRequirements(_ snippet: Snippet, in report: SwiftcReport) -> [String] {
        snippet.requires.filter { !(report.preludes[snippet.profile] ?? report.prelude).contains($0) }
    }

    /// Runs `body`, as a known issue when the prelude lacks what the snippet requires.
    static func check(_ snippet: Snippet, _ report: SwiftcReport, _ body: () -> Void) {
        let missing = missingRequirements(snippet, in: report)
        if missing.isEmpty {
            body()
        } else {
            withKnownIssue("the prelude lacks \(missing.joined(separator: ", ")), which this snippet needs") { body() }
        }
    }
}

@Suite("swiftc differential")
struct DifferentialTests {
    @Test("swiftc is found and the prelude compiles")
    func swiftcSideWorks() async {
        let report = await Differential.swiftc.value
        #expect(report.failure == nil, Comment(rawValue: report.failure ?? ""))
    }

    @Test("the corpus is well-formed")
    func corpusIsWellFormed() {
        let corpus = Corpus.shared
        #expect(corpus.problems.isEmpty, Comment(rawValue: corpus.problems.joined(separator: "\n")))
        for snippet in corpus.snippets where !snippet.problems.isEmpty {
            Issue.record(Comment(rawValue: "\(snippet.location): \(snippet.problems.joined(separator: "; "))"))
        }
        #expect(corpus.accepted.count >= 100, "the differential wants at least 100 accepted snippets")
        #expect(corpus.rejected.count >= 5, "the differential wants a few snippets swiftc rejects")
    }

    /// Guards the corpus: a `// expect:` type (from semantics.md or a seed) must be what swiftc
    /// prints. A failure here is a finding about the facts or the prelude, not the checker.
    @Test("swiftc prints the type recorded in the corpus", arguments: Corpus.shared.accepted.filter { $0.expected != nil })
    func swiftcAgreesWithRecordedType(_ snippet: Snippet) async {
        let report = await Differential.swiftc.value
        guard report.failure == nil else {
            Issue.record(Comment(rawValue: "no swiftc answers: \(report.failure!)"))
            return
        }
        let recorded = snippet.expected!
        Differential.check(snippet, report) {
            switch report.verdicts[snippet.name] {
            case .type(let type)?:
                #expect(type == recorded, Comment(rawValue: """
                    swiftc disagrees with the corpus's `// expect:` line
                    \(Differential.describe(snippet))
                    swiftc:   \(type)
                    recorded: \(recorded)
                    """))
            case let other:
                Issue.record(Comment(rawValue: "swiftc gives no type\n\(Differential.describe(snippet))\n\(Differential.describe(other))"))
            }
        }
    }

    @Test("the playground prints swiftc's type", arguments: Corpus.shared.accepted)
    func playgroundMatchesSwiftc(_ snippet: Snippet) async {
        let report = await Differential.swiftc.value
        guard report.failure == nil else {
            Issue.record(Comment(rawValue: "no swiftc answers: \(report.failure!)"))
            return
        }
        Differential.check(snippet, report) {
            switch report.verdicts[snippet.name] {
            case .type(let expected)?:
                let output = Differential.playground(snippet)
                let answer = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(answer == expected && !output.isError, Comment(rawValue: """
                    the playground's type differs from swiftc's
                    \(Differential.describe(snippet))
                    swiftc:     \(expected)
                    \(Differential.describe(output))
                    """))
            case let other:
                Issue.record(Comment(rawValue: """
                    swiftc gives no type for this snippet (a corpus or prelude problem, not the checker's)
                    \(Differential.describe(snippet))
                    \(Differential.describe(other))
                    """))
            }
        }
    }

    @Test("swiftc and the playground reject the same snippets", arguments: Corpus.shared.rejected)
    func bothReject(_ snippet: Snippet) async {
        let report = await Differential.swiftc.value
        guard report.failure == nil else {
            Issue.record(Comment(rawValue: "no swiftc answers: \(report.failure!)"))
            return
        }
        Differential.check(snippet, report) {
            switch report.verdicts[snippet.name] {
            case .compileError(let errors)?:
                for message in snippet.errors {
                    #expect(errors.contains(message), Comment(rawValue: """
                        swiftc rejects the snippet, but no longer with the recorded message
                        \(Differential.describe(snippet))
                        recorded: \(message)
                        swiftc:
                        \(errors)
                        """))
                }
                let output = Differential.playground(snippet)
                #expect(output.isError, Comment(rawValue: """
                    swiftc rejects this snippet; the playground must answer with an error
                    \(Differential.describe(snippet))
                    swiftc: \(snippet.errors.joined(separator: "\n        "))
                    \(Differential.describe(output))
                    """))
                for message in snippet.errors {
                    #expect(output.diagnostics.contains(message), Comment(rawValue: """
                        the playground should word this error as swiftc does
                        \(Differential.describe(snippet))
                        swiftc: \(message)
                        \(Differential.describe(output))
                        """))
                }
                if snippet.onlyTheseErrors {
                    let recorded = snippet.errors.sorted()
                    #expect(Differential.errorMessages(in: errors) == recorded, Comment(rawValue: """
                        swiftc's errors are no longer exactly the recorded ones
                        \(Differential.describe(snippet))
                        recorded: \(recorded)
                        swiftc:
                        \(errors)
                        """))
                    #expect(Differential.errorMessages(in: output.diagnostics) == recorded, Comment(rawValue: """
                        the playground reports errors swiftc does not (or misses some)
                        \(Differential.describe(snippet))
                        swiftc: \(recorded)
                        \(Differential.describe(output))
                        """))
                }
            case let other:
                Issue.record(Comment(rawValue: """
                    the corpus says swiftc rejects this snippet, but
                    \(Differential.describe(snippet))
                    \(Differential.describe(other))
                    """))
            }
        }
    }

    @Test("every profile has at least 5 accepted snippets")
    func everyProfileIsCovered() {
        for profile in Profile.all {
            let count = Corpus.shared.accepted.filter { $0.profile == profile.name }.count
            #expect(count >= 5, "profile \(profile.name) has \(count) accepted snippets")
        }
        #expect(Differential.desugared.count >= 20, "the desugaring test wants at least 20 snippets")
    }

    /// `:desugar` prints compilable Swift: compiled in place of the snippet's statements, it has
    /// the type the playground printed for the snippet.
    @Test("the desugared source compiles with swiftc and keeps the type", arguments: Differential.desugared)
    func desugaredSourceKeepsTheType(_ snippet: Snippet) async {
        let report = await Differential.swiftcDesugared.value
        guard report.failure == nil else {
            Issue.record(Comment(rawValue: "no swiftc answers: \(report.failure!)"))
            return
        }
        guard let playground = Differential.desugaredBodies[snippet.name] else {
            Issue.record(Comment(rawValue: "the playground did not check \(Differential.describe(snippet))"))
            return
        }
        switch report.verdicts[snippet.name] {
        case .type(let type)?:
            #expect(type == playground.type, Comment(rawValue: """
                the desugared source has another type
                \(Differential.describe(snippet))
                desugared:\n\(playground.body)
                swiftc:     \(type)
                playground: \(playground.type)
                """))
        case let other:
            Issue.record(Comment(rawValue: """
                the desugared source does not compile
                \(Differential.describe(snippet))
                desugared:\n\(playground.body)
                \(Differential.describe(other))
                """))
        }
    }
}

@Suite("surface coverage")
struct SurfaceCoverageTests {
    /// Every name the SwiftUI surface declares is used by an accepted snippet, so swiftc judges
    /// every declaration's type.
    @Test("every name of the SwiftUI surface has a differential snippet")
    func everyNameIsExercised() {
        let coverage = SurfaceCoverage(source: Profile.named("swiftui")!.source)
        let swiftUISnippets = Corpus.shared.accepted.filter { $0.profile == "swiftui" }
        let missing = coverage.unexercised(by: swiftUISnippets)
        #expect(missing.isEmpty, "\(missing.count) declared names have no snippet: \(missing.map { "\($0.name) (line \($0.line))" }.joined(separator: ", "))")
    }
}
