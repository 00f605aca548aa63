import Foundation
import PlaygroundSession
import Testing

/// What the playground's Foundation prints against what Foundation itself prints: each file
/// of `FoundationCases` declares a `run()` that prints; swiftc compiles it with the real
/// Foundation (`import Foundation`, module `main`), the playground runs it, and the two outputs
/// must be the same, line for line (decoded values, `DecodingError` messages, formatters).
@Suite("Foundation judge")
struct FoundationJudgeTests {
    static let cases: [String] = {
        guard let folder = Bundle.module.url(forResource: "FoundationCases", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func casesAreFound() {
        #expect(Self.cases.count >= 3)
    }

    @Test(arguments: cases)
    func playgroundPrintsWhatFoundationPrints(_ path: String) async throws {
        let swiftc = try #require(SwiftcOracle.locateSwiftc(), "swiftc is needed to judge the playground's Foundation")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foundation-judge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("main.swift")
        try ("import Foundation\n" + source + "\nrun()\n").write(to: program, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("judge").path
        let compiled = try Self.run(swiftc, ["-module-name", "main", program.path, "-o", binary])
        try #require(compiled.status == 0, "swiftc: \(compiled.output)")
        let expected = try Self.run(binary, []).output
        #expect(expected.split(separator: "\n").count >= 3, "the program printed: \(expected)")

        let session = Session(options: SessionOptions(sections: [], sourceName: (path as NSString).lastPathComponent))
        let output = session.submit(source + "\nlet _ = run()\nEmptyView()")
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text == expected)
    }

    /// Runs `executable` to its end; its status and what it wrote.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
