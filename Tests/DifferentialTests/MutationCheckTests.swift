import Foundation
import Testing

// The mutation check (issue 12): 200 valid differential snippets, each with one invalid edit
// (`Mutation`); swiftc type-checks every variant, and each variant swiftc rejects must be
// rejected by the playground too. Slow (200 compiler runs), so it runs on request:
//
//   bin/mutation-check        (MUTATION_CHECK=1 swift test --skip-build --filter MutationCheck)

@Suite("mutation check", .enabled(if: ProcessInfo.processInfo.environment["MUTATION_CHECK"] == "1"))
struct MutationCheckTests {
    static let count = 200

    /// The variants: the first `count` accepted, well-formed snippets a mutation applies to.
    static func variants() -> [(original: Snippet, mutation: Mutation, variant: Snippet)] {
        var out: [(Snippet, Mutation, Snippet)] = []
        for (index, snippet) in Corpus.shared.accepted.enumerated() where snippet.problems.isEmpty && snippet.requires.isEmpty {
            guard out.count < count, let mutation = Mutation.first(of: snippet.source, seed: index) else { continue }
            let variant = Snippet(
                name: snippet.name + ".mutant", file: snippet.file, markLine: snippet.markLine, source: mutation.source,
                sourceLine: snippet.sourceLine, expected: nil, errors: ["(any error)"], requires: [],
                standaloneRequested: snippet.standaloneRequested, profile: snippet.profile, problems: [])
            out.append((snippet, mutation, variant))
        }
        return out
    }

    /// Variants of the compiler suite's valid programs (they hold the user builders and explicit
    /// generic arguments the view snippets rarely have): at most `limit`, judged as whole programs.
    static func suiteVariants(limit: Int) async -> [(name: String, kind: Mutation.Kind, source: String, swiftcRejects: Bool, playgroundRejects: Bool)] {
        var out: [(String, Mutation.Kind, String, Bool, Bool)] = []
        for (index, entry) in SuiteCases.shared.cases.enumerated() where entry.problems.isEmpty && out.count < limit {
            guard await SuiteSwiftc.answer(entry.program).compiled, await SuiteVerdict.playground(entry.program).compiled,
                  let mutation = Mutation.first(of: entry.program, seed: index) else { continue }
            let swiftc = await SuiteSwiftc.answer(mutation.source)
            let playground = await SuiteVerdict.playground(mutation.source)
            out.append((entry.name, mutation.kind, mutation.source, !swiftc.compiled, !playground.compiled))
        }
        return out
    }

    @Test("every variant swiftc rejects, the playground rejects")
    func invalidVariantsAreRejected() async {
        let programs = await Self.suiteVariants(limit: 60)
        let variants = Array(Self.variants().prefix(Self.count - programs.count))
        #expect(programs.count + variants.count == Self.count, "only \(programs.count + variants.count) cases could be mutated")
        let report = await SwiftcOracle.run(corpus: Corpus(snippets: variants.map(\.variant), problems: []), preludes: Differential.preludes)
        #expect(report.failure == nil, Comment(rawValue: report.failure ?? ""))
        // Every variant judged: (case, kind, variant source, swiftc rejects, the playground rejects).
        var judged = programs
        for (original, mutation, variant) in variants {
            let rejectedBySwiftc: Bool = if case .compileError? = report.verdicts[variant.name] { true } else { false }
            judged.append((original.name, mutation.kind, variant.source, rejectedBySwiftc,
                           rejectedBySwiftc && Differential.playground(variant).isError))
        }
        var lines: [String] = []
        var swiftcRejects = 0, bothReject = 0
        var accepted: [String] = []
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
            swiftcRejects += variant.swiftcRejects ? 1 : 0
            bothReject += variant.swiftcRejects && variant.playgroundRejects ? 1 : 0
            lines.append("\(variant.name)\t\(variant.kind.rawValue)\t\(verdict)")
        }
        var kinds: [String: Int] = [:]
        for line in lines { kinds[line.split(separator: "\t")[1].description, default: 0] += 1 }
        let byKind = kinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let summary = "MutationCheck: \(programs.count + variants.count) variants of valid differential cases (\(byKind)); swiftc rejects \(swiftcRejects); "
            + "the playground rejects \(bothReject) of those; accepted invalid: \(accepted.count)"
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        let out = SuiteSwiftc.cacheFolder.deletingLastPathComponent().appendingPathComponent("mutation-report.txt")
        try? ([summary] + lines).joined(separator: "\n").write(to: out, atomically: true, encoding: .utf8)
        #expect(accepted.isEmpty, "invalid variants the playground accepts: \(accepted)")
    }
}
