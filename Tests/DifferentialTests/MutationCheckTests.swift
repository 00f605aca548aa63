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

    @Test("every variant swiftc rejects, the playground rejects")
    func invalidVariantsAreRejected() async {
        let variants = Self.variants()
        #expect(variants.count == Self.count, "only \(variants.count) snippets could be mutated")
        let report = await SwiftcOracle.run(corpus: Corpus(snippets: variants.map(\.variant), problems: []), preludes: Differential.preludes)
        #expect(report.failure == nil, Comment(rawValue: report.failure ?? ""))
        var lines: [String] = []
        var swiftcRejects = 0, bothReject = 0
        var accepted: [String] = []
        for (original, mutation, variant) in variants {
            guard case .compileError? = report.verdicts[variant.name] else {
                lines.append("\(original.name)\t\(mutation.kind.rawValue)\tswiftc accepts the variant")
                continue
            }
            swiftcRejects += 1
            let output = Differential.playground(variant)
            if output.isError {
                bothReject += 1
                lines.append("\(original.name)\t\(mutation.kind.rawValue)\tboth reject")
            } else {
                accepted.append(original.name)
                lines.append("\(original.name)\t\(mutation.kind.rawValue)\tACCEPTED BY THE PLAYGROUND\n\(variant.source)")
            }
        }
        let summary = "MutationCheck: \(variants.count) variants of valid snippets; swiftc rejects \(swiftcRejects); "
            + "the playground rejects \(bothReject) of those; accepted invalid: \(accepted.count)"
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        let out = SuiteSwiftc.cacheFolder.deletingLastPathComponent().appendingPathComponent("mutation-report.txt")
        try? ([summary] + lines).joined(separator: "\n").write(to: out, atomically: true, encoding: .utf8)
        #expect(accepted.isEmpty, "invalid variants the playground accepts: \(accepted)")
    }
}
