import Foundation
import Testing

// The compiler's own result-builder tests (issue 12): programs ported from swiftlang/swift's
// test/Constraints/result_builder*.swift, test/decl/var/result_builders*.swift and neighbours,
// each compiled and run by swiftc for the truth and run through the playground. A case that
// does not match must be listed in docs/compiler-suite.md with its verdict and reason; an
// invalid program the playground accepts is never an accepted miss.
//
//   swift test --skip-build --filter CompilerSuite

extension SuiteCase: CustomTestStringConvertible, Identifiable {
    var testDescription: String { name }
    var id: String { name }
}

/// Both answers for every case, computed once per run.
enum CompilerSuite {
    struct Result: Sendable {
        var swiftc: SuiteAnswer
        var playground: SuiteAnswer
        var verdict: SuiteVerdict
    }

    static let results = Task<[String: Result], Never> {
        await withTaskGroup(of: (String, Result).self) { group in
            for entry in SuiteCases.shared.cases where entry.problems.isEmpty {
                group.addTask {
                    let swiftc = await SuiteSwiftc.answer(entry.program)
                    let playground = await SuiteVerdict.playground(entry.program)
                    return (entry.name, Result(swiftc: swiftc, playground: playground,
                                               verdict: SuiteVerdict.compare(swiftc: swiftc, playground: playground)))
                }
            }
            var all: [String: Result] = [:]
            for await (name, result) in group { all[name] = result }
            return all
        }
    }

    /// docs/compiler-suite.md, the list of accepted misses and the measured figures.
    static let document: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/compiler-suite.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The misses the document lists: `| case | verdict | reason |` rows, by case name.
    static let listedMisses: [String: String] = {
        var out: [String: String] = [:]
        for line in document.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            out[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return out
    }()

    /// One line per case (verdict, first errors of each side) in `.build/compiler-suite-report.tsv`,
    /// from which the misses table of docs/compiler-suite.md is kept up to date.
    static func writeReport(_ results: [String: Result]) {
        var lines: [String] = []
        for entry in SuiteCases.shared.cases {
            guard let result = results[entry.name] else { continue }
            let theirs = result.swiftc.errors.first.map(\.description) ?? (result.swiftc.compiled ? "compiles" : "")
            let ours = result.playground.errors.first.map(\.description) ?? result.playground.runFailure ?? (result.playground.compiled ? "compiles" : "")
            lines.append([entry.name, result.verdict.rawValue, entry.origin, theirs, ours].joined(separator: "\t"))
        }
        let build = SuiteSwiftc.cacheFolder.deletingLastPathComponent()
        try? lines.joined(separator: "\n").write(to: build.appendingPathComponent("compiler-suite-report.tsv"), atomically: true, encoding: .utf8)
        // Both sides of every miss in full, for reading.
        let details = SuiteCases.shared.cases.compactMap { entry -> String? in
            guard let result = results[entry.name], result.verdict != .match else { return nil }
            return describe(entry, result)
        }
        try? details.joined(separator: "\n\n").write(to: build.appendingPathComponent("compiler-suite-misses.txt"), atomically: true, encoding: .utf8)
    }

    static func describe(_ entry: SuiteCase, _ result: Result) -> String {
        func side(_ label: String, _ answer: SuiteAnswer) -> String {
            var text = "\(label): " + (answer.compiled ? "compiles" : "rejects")
            if answer.compiled { text += ", prints:\n" + answer.output.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n") }
            if let failure = answer.runFailure { text += "\n  run failure: \(failure)" }
            for diagnostic in answer.diagnostics { text += "\n  \(diagnostic)" }
            return text
        }
        let numbered = entry.program.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { String(format: "%4d │ ", $0.offset + 1) + $0.element }.joined(separator: "\n")
        return """
            case `\(entry.name)` (\(entry.location), from \(entry.origin)): \(result.verdict.rawValue)
            \(numbered)
            \(side("swiftc", result.swiftc))
            \(side("playground", result.playground))
            """
    }
}

@Suite("compiler suite")
struct CompilerSuiteTests {
    @Test("the suite is well-formed")
    func wellFormed() {
        let suite = SuiteCases.shared
        #expect(suite.problems.isEmpty, Comment(rawValue: suite.problems.joined(separator: "\n")))
        for entry in suite.cases where !entry.problems.isEmpty {
            Issue.record(Comment(rawValue: "\(entry.location): \(entry.problems.joined(separator: "; "))"))
        }
        for name in CompilerSuite.listedMisses.keys where !suite.cases.contains(where: { $0.name == name }) {
            Issue.record(Comment(rawValue: "docs/compiler-suite.md lists `\(name)`, which is no case"))
        }
    }

    @Test("the playground answers as swiftc does", arguments: SuiteCases.shared.cases.filter(\.problems.isEmpty))
    func matchesSwiftc(_ entry: SuiteCase) async {
        guard let result = await CompilerSuite.results.value[entry.name] else {
            Issue.record("no answer for \(entry.name)")
            return
        }
        if let failure = result.swiftc.runFailure, failure.hasPrefix("harness:") || failure.hasPrefix("swiftc was not") {
            Issue.record(Comment(rawValue: failure))
            return
        }
        let listed = CompilerSuite.listedMisses[entry.name]
        switch result.verdict {
        case .match:
            #expect(listed == nil, Comment(rawValue: "now matches swiftc: remove it from docs/compiler-suite.md\n" + CompilerSuite.describe(entry, result)))
        case .acceptedInvalid:
            // A soundness hole: always reported; a known issue only while docs/compiler-suite.md lists it.
            let comment = Comment(rawValue: "swiftc rejects this program; the playground must too\n" + CompilerSuite.describe(entry, result))
            if listed == result.verdict.rawValue {
                withKnownIssue("listed in docs/compiler-suite.md as accepted invalid") { Issue.record(comment) }
            } else {
                Issue.record(comment)
            }
        default:
            #expect(listed == result.verdict.rawValue, Comment(rawValue: """
                a miss not listed (or listed with another verdict: \(listed ?? "none")) in docs/compiler-suite.md
                \(CompilerSuite.describe(entry, result))
                """))
        }
    }

    /// The figures: how many cases, how many match; docs/compiler-suite.md states the same.
    @Test("the figures docs/compiler-suite.md states are the measured ones")
    func figures() async {
        let results = await CompilerSuite.results.value
        var counts: [SuiteVerdict: Int] = [:]
        for result in results.values { counts[result.verdict, default: 0] += 1 }
        let matched = counts[.match] ?? 0
        let percent = results.isEmpty ? 0 : Double(matched) * 100 / Double(results.count)
        let summary = "\(results.count) cases, \(matched) match swiftc (\(String(format: "%.1f", percent))%)"
        let detail = SuiteVerdict.allCases.filter { $0 != .match }.map { "\($0.rawValue): \(counts[$0] ?? 0)" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("CompilerSuite: \(summary); \(detail)\n".utf8))
        CompilerSuite.writeReport(results)
        #expect(CompilerSuite.document.contains("Measured: \(summary)."), Comment(rawValue: "docs/compiler-suite.md should say `Measured: \(summary).`"))
        let unlisted = results.filter { $0.value.verdict == .acceptedInvalid && CompilerSuite.listedMisses[$0.key] != SuiteVerdict.acceptedInvalid.rawValue }
        #expect(unlisted.isEmpty, "invalid programs accepted and not listed: \(unlisted.keys.sorted())")
    }
}
