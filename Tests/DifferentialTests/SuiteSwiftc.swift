import Foundation

/// The truth for the compiler suite: each case compiled by swiftc as `main.swift` (module `main`,
/// Swift 5 mode, as the original tests ran) and, when it compiles, run.
///
/// Answers are cached under `.build/compiler-suite-swiftc/`, keyed by a hash of swiftc's version
/// and the program's text, so a second run of the suite does not compile anything again.
enum SuiteSwiftc {
    static let file = "main.swift"

    /// swiftc's answer for `program`, from the cache or by compiling (and running) it.
    static func answer(_ program: String) async -> SuiteAnswer {
        guard let swiftc = SwiftcOracle.locateSwiftc() else {
            return SuiteAnswer(compiled: false, output: "", diagnostics: [], runFailure: "swiftc was not found; set SWIFTC")
        }
        let key = cacheKey(program, swiftc: swiftc)
        let cached = cacheFolder.appendingPathComponent("\(key).json")
        if let data = try? Data(contentsOf: cached), var answer = try? JSONDecoder().decode(SuiteAnswer.self, from: data) {
            for index in answer.diagnostics.indices {
                answer.diagnostics[index].message = SuiteDiagnostic.normalized(answer.diagnostics[index].message)
            }
            return answer
        }
        let answer = await compute(program, swiftc: swiftc)
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        if answer.runFailure?.hasPrefix("harness:") != true, let data = try? JSONEncoder().encode(answer) {
            try? data.write(to: cached)
        }
        return answer
    }

    private static func compute(_ program: String, swiftc: String) async -> SuiteAnswer {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-suite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent(file)
        let binary = dir.appendingPathComponent("main")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try program.write(to: source, atomically: true, encoding: .utf8)
        } catch {
            return SuiteAnswer(compiled: false, output: "", diagnostics: [], runFailure: "harness: cannot write \(source.path)")
        }
        let gate = SwiftcOracle.Runner.gate
        let compiled = await SwiftcOracle.Runner.execute(
            swiftc, ["-swift-version", "5", "-module-name", "main", source.path, "-o", binary.path],
            timeout: 300, gate: gate, counting: true, temporaryDirectory: dir)
        let diagnostics = SuiteDiagnostic.parse(compiled.output, file: file)
        guard compiled.status == 0 else {
            return SuiteAnswer(compiled: false, output: "", diagnostics: diagnostics, runFailure: nil)
        }
        let ran = await SwiftcOracle.Runner.execute(binary.path, [], timeout: 30, gate: gate)
        // A trap prints its message after the program's output; the output before it is kept.
        let failure = ran.status == 0 ? nil : "exit status \(ran.status)"
        return SuiteAnswer(compiled: true, output: ran.status == 0 ? ran.output : printedBeforeTrap(ran.output),
                           diagnostics: diagnostics, runFailure: failure)
    }

    /// A trapping program's output without the runtime's crash report.
    static func printedBeforeTrap(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains("Fatal error") || $0.hasPrefix("💣") || $0.contains("Stack dump") })
        else { return output }
        return lines[..<first].map { $0 + "\n" }.joined()
    }

    static var cacheFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/compiler-suite-swiftc")
    }

    /// FNV-1a over the compiler's path and modification date and the program.
    static func cacheKey(_ program: String, swiftc: String) -> String {
        let stamp = (try? FileManager.default.attributesOfItem(atPath: swiftc)[.modificationDate] as? Date)?
            .map { "\($0.timeIntervalSince1970)" } ?? ""
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (swiftc + stamp + "\u{0}" + program).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
