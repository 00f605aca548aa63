import Foundation
import Testing

// The mutation check (issue 12): 200 valid differential cases, each with an invalid variant
// (`Mutation`) that swiftc rejects; the playground must reject every one of them. Slow (hundreds
// of compiler runs), so it runs on request:
//
//   bin/mutation-check        (MUTATION_CHECK=1 swift test --skip-build --filter MutationCheck)

@Suite("mutation check", .enabled(if: ProcessInfo.processInfo.environment["MUTATION_CHECK"] == "1"))
struct MutationCheckTests {
    /// How many valid cases must be covered by a variant swiftc rejects.
    static let count = 200

    /// One variant tried: the case it mutates, the edit, and both verdicts.
    struct Judged {
        var name: String
        var kind: Mutation.Kind
        var source: String
        var swiftcRejects: Bool
        var playgroundRejects: Bool
    }

    /// The compiler suite's valid programs (they hold the user builders and explicit generic
    /// arguments the view snippets rarely have), judged as whole programs: for each, its mutations
    /// in turn until swiftc rejects one. Every variant tried is returned.
    static func suiteVariants() async -> [Judged] {
        var out: [Judged] = []
        for (index, entry) in SuiteCases.shared.cases.enumerated() where entry.problems.isEmpty {
            guard await SuiteSwiftc.answer(entry.program).compiled, await SuiteVerdict.playground(entry.program).compiled else { continue }
            for mutation in Mutation.all(of: entry.program, seed: index) {
                let swiftc = await SuiteSwiftc.answer(mutation.source)
                let playground = await SuiteVerdict.playground(mutation.source)
                out.append(Judged(name: entry.name, kind: mutation.kind, source: mutation.source,
                                  swiftcRejects: !swiftc.compiled, playgroundRejects: !playground.compiled))
                if !swiftc.compiled { break }
            }
        }
        return out
    }

    /// Accepted, well-formed `Corpus/` snippets, enough to cover `needed` more cases: every
    /// mutation of each, judged by swiftc in one run; per snippet, the variants up to the first
    /// swiftc rejects.
    static func corpusVariants(needed: Int) async -> (judged: [Judged], failure: String?) {
        guard needed > 0 else { return ([], nil) }
        var candidates: [(original: Snippet, mutation: Mutation, variant: Snippet)] = []
        var snippets = 0
        for (index, snippet) in Corpus.shared.accepted.enumerated() where snippet.problems.isEmpty && snippet.requires.isEmpty {
            guard snippets < needed * 3 / 2 + 20 else { break }
            let mutations = Mutation.all(of: snippet.source, seed: index)
            if !mutations.isEmpty { snippets += 1 }
            for (n, mutation) in mutations.enumerated() {
                let variant = Snippet(
                    name: snippet.name + ".mutant\(n)", file: snippet.file, markLine: snippet.markLine, source: mutation.source,
                    sourceLine: snippet.sourceLine, expected: nil, errors: ["(any error)"], onlyTheseErrors: false, requires: [],
                    standaloneRequested: snippet.standaloneRequested, profile: snippet.profile, problems: [])
                candidates.append((snippet, mutation, variant))
            }
        }
        let report = await SwiftcOracle.run(corpus: Corpus(snippets: candidates.map(\.variant), problems: []), preludes: Differential.preludes)
        var judged: [Judged] = []
        var covered: Set<String> = []
        for (original, mutation, variant) in candidates where !covered.contains(original.name) {
            let rejectedBySwiftc: Bool = if case .compileError? = report.verdicts[variant.name] { true } else { false }
            judged.append(Judged(name: original.name, kind: mutation.kind, source: variant.source, swiftcRejects: rejectedBySwiftc,
                                 playgroundRejects: rejectedBySwiftc && Differential.playground(variant).isError))
            if rejectedBySwiftc { covered.insert(original.name) }
        }
        return (judged, report.failure)
    }

    @Test("200 valid cases have an invalid variant, and the playground rejects every one")
    func invalidVariantsAreRejected() async {
        let programs = await Self.suiteVariants()
        let fromSuite = Set(programs.filter(\.swiftcRejects).map(\.name)).count
        let corpus = await Self.corpusVariants(needed: Self.count - fromSuite)
        #expect(corpus.failure == nil, Comment(rawValue: corpus.failure ?? ""))
        let judged = programs + corpus.judged
        var lines: [String] = []
        var accepted: [String] = []
        var covered: [String] = []
        for variant in judged {
            let verdict: String
            if !variant.swiftcRejects {
                verdict = "swiftc accepts the variant"
            } else if variant.playgroundRejects {
                verdict = "both reject"
            } else {
                verdict = "ACCEPTED BY THE PLAYGROUND\n\(variant.source)"
                accepted.append(variant.name)
            }
            if variant.swiftcRejects { covered.append(variant.name) }
            lines.append("\(variant.name)\t\(variant.kind.rawValue)\t\(verdict)")
        }
        var kinds: [String: Int] = [:]
        for variant in judged where variant.swiftcRejects { kinds[variant.kind.rawValue, default: 0] += 1 }
        let byKind = kinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let summary = "MutationCheck: \(covered.count) valid cases covered (\(fromSuite) compiler-suite programs, "
            + "\(covered.count - fromSuite) corpus snippets), each with an invalid variant swiftc rejects (\(byKind)); "
            + "\(judged.count) variants tried; the playground rejects \(covered.count - accepted.count) of the \(covered.count); "
            + "accepted invalid: \(accepted.count)"
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        let out = SuiteSwiftc.cacheFolder.deletingLastPathComponent().appendingPathComponent("mutation-report.txt")
        try? ([summary] + lines).joined(separator: "\n").write(to: out, atomically: true, encoding: .utf8)
        #expect(covered.count >= Self.count, "only \(covered.count) valid cases have a variant swiftc rejects")
        #expect(accepted.isEmpty, "invalid variants the playground accepts: \(accepted)")
    }
}
