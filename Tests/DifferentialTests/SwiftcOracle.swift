import Foundation

/// What swiftc says about one snippet.
enum SwiftcVerdict: Sendable, Equatable {
    /// It compiled and its body's static type printed as this.
    case type(String)
    /// It did not compile (swiftc's diagnostics); for a rejected snippet this is the expected outcome.
    case compileError(String)
    /// It compiled but running the program failed or printed nothing for it.
    case runFailure(String)
    /// A rejected snippet that swiftc accepted.
    case unexpectedlyCompiled
}

/// swiftc's answers for the whole corpus, computed once per test run.
struct SwiftcReport: Sendable {
    /// Why there are no answers at all (no swiftc, the prelude does not compile…).
    var failure: String?
    var verdicts: [String: SwiftcVerdict] = [:]
    var swiftc: String = ""
    /// swiftc invocations (prelude, programs, type checks).
    var compilerRuns = 0
    var seconds: Double = 0
    /// The prelude the answers were computed with.
    var prelude: String = ""
    /// Every profile's prelude, by profile name.
    var preludes: [String: String] = [:]
}

/// The swiftc side of the differential: compiles the prelude once as a module, then the
/// corpus in a few programs that import it, in parallel, and runs them.
enum SwiftcOracle {
    /// Environment: `SWIFTC` (the compiler), `DIFFERENTIAL_PRELUDE` (a file to use instead of the
    /// profile's prelude, to try a prelude change against swiftc), `DIFFERENTIAL_KEEP_TEMP=1`
    /// (keep and print the temporary directory).
    static let environment = ProcessInfo.processInfo.environment

    /// Finds swiftc: `$SWIFTC`, else `swiftc` on `PATH`.
    static func locateSwiftc() -> String? {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// swiftc's verdicts; each snippet is compiled against its profile's prelude. With `bodies`,
    /// a snippet's entry body is that text (its desugared form) instead of its statements.
    static func run(corpus: Corpus, preludes: [String: String], bodies: [String: String]? = nil) async -> SwiftcReport {
        let start = Date()
        var report = await compute(corpus: corpus, preludes: preludes, bodies: bodies)
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    private static func compute(corpus: Corpus, preludes: [String: String], bodies: [String: String]?) async -> SwiftcReport {
        var report = SwiftcReport(prelude: preludes["swiftui"] ?? "", preludes: preludes)
        guard let swiftc = locateSwiftc() else {
            report.failure = environment["SWIFTC"].map { "SWIFTC=\($0) is not an executable file" }
                ?? "swiftc was not found on PATH; install a Swift toolchain or set SWIFTC=/path/to/swiftc"
            return report
        }
        report.swiftc = swiftc
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("differential-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            report.failure = "cannot create a temporary directory: \(error)"
            return report
        }
        let keep = environment["DIFFERENTIAL_KEEP_TEMP"] == "1"
        defer {
            if keep { FileHandle.standardError.write(Data("DifferentialTests: kept \(dir.path)\n".utf8)) }
            else { try? fm.removeItem(at: dir) }
        }
        // 1. Each profile's prelude, once, as a module (in a folder of its own) the programs import.
        let profiles = Set(corpus.snippets.map(\.profile)).sorted()
        var runners: [String: Runner] = [:]
        for profile in profiles {
            guard let prelude = preludes[profile] else { continue }
            let profileDir = dir.appendingPathComponent(profile)
            let runner = Runner(swiftc: swiftc, dir: profileDir, bodies: bodies)
            do {
                try fm.createDirectory(at: profileDir, withIntermediateDirectories: true)
                try prelude.write(to: profileDir.appendingPathComponent("\(SwiftcPrograms.preludeModule).swift"), atomically: true, encoding: .utf8)
            } catch {
                report.failure = "cannot write the \(profile) prelude: \(error)"
                return report
            }
            let preludeResult = await runner.swiftc([
                "-parse-as-library", "-wmo", "-module-name", SwiftcPrograms.preludeModule,
                "-emit-module", "-emit-module-path", profileDir.appendingPathComponent("\(SwiftcPrograms.preludeModule).swiftmodule").path,
                "-c", profileDir.appendingPathComponent("\(SwiftcPrograms.preludeModule).swift").path, "-o", runner.preludeObject.path,
            ])
            guard preludeResult.status == 0 else {
                report.failure = "the prelude (Profile.named(\"\(profile)\")!.source) does not compile with \(swiftc):\n\(preludeResult.output)"
                return report
            }
            runners[profile] = runner
        }

        // 2. Jobs: the namespaced snippets in a few shared programs per profile, each file-scope
        // snippet in its own program, each rejected snippet type-checked alone (at file scope, so
        // that swiftc's messages do not mention a namespace).
        var jobs: [(Runner, Job)] = []
        for (profile, runner) in runners {
            let accepted = corpus.accepted.filter { $0.problems.isEmpty && $0.profile == profile && (bodies == nil || bodies![$0.name] != nil) }
            let shared = accepted.filter { !SwiftcPrograms.needsOwnProgram($0) }
            let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
            let groupCount = max(1, min(width, shared.count / 25))
            if !shared.isEmpty {
                jobs += (0..<groupCount).map { g in (runner, .group(stride(from: g, to: shared.count, by: groupCount).map { shared[$0] })) }
            }
            jobs += accepted.filter(SwiftcPrograms.needsOwnProgram).map { (runner, .fileScope($0)) }
            if bodies == nil {
                jobs += corpus.rejected.filter { $0.problems.isEmpty && $0.profile == profile }.map { (runner, .typecheck($0)) }
            }
        }
        report.verdicts = await Runner.runAll(jobs)
        report.compilerRuns = await Runner.gate.launched
        return report
    }

    enum Job: Sendable {
        /// Namespaced snippets sharing one program; split up when it does not compile.
        case group([Snippet])
        /// One snippet at file scope.
        case fileScope(Snippet)
        /// One rejected snippet, at file scope, `swiftc -typecheck` only.
        case typecheck(Snippet)
    }

    struct ProcessResult: Sendable {
        var status: Int32
        var output: String
    }

    /// Lets at most `width` compilers run at once (the machine has few cores, shared).
    actor Gate {
        private var available: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var launched = 0

        init(width: Int) { available = width }

        func enter(countingProgram: Bool) async {
            if countingProgram { launched += 1 }
            if available > 0 { available -= 1; return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty { available += 1 } else { waiting.removeFirst().resume() }
        }
    }

    struct Runner: Sendable {
        let swiftc: String
        let dir: URL
        /// Desugared entry bodies by snippet name (the desugaring test), or nil for the snippets' own.
        var bodies: [String: String]?
        /// Shared by every profile's runner: the machine has few cores.
        static let gate = Gate(width: max(1, ProcessInfo.processInfo.activeProcessorCount))
        var gate: Gate { Self.gate }
        var preludeObject: URL { dir.appendingPathComponent("\(SwiftcPrograms.preludeModule).o") }

        static func runAll(_ jobs: [(Runner, Job)]) async -> [String: SwiftcVerdict] {
            await withTaskGroup(of: [String: SwiftcVerdict].self) { group in
                for (runner, job) in jobs {
                    group.addTask {
                        switch job {
                        case .group(let snippets): return await runner.runGroup(snippets)
                        case .fileScope(let snippet): return await runner.runProgram([snippet], namespaced: false)
                        case .typecheck(let snippet): return await runner.typecheck(snippet)
                        }
                    }
                }
                var verdicts: [String: SwiftcVerdict] = [:]
                for await done in group { verdicts.merge(done) { $1 } }
                return verdicts
            }
        }

        /// Compiles and runs a shared program. When it does not compile, the snippets swiftc's
        /// errors point into are compiled alone (so each reports its own error) and the rest
        /// again together; when the errors point nowhere useful, the group is halved.
        func runGroup(_ snippets: [Snippet]) async -> [String: SwiftcVerdict] {
            guard snippets.count > 1 else { return await runProgram(snippets, namespaced: true) }
            let (verdicts, diagnostics) = await compileAndRun(snippets, namespaced: true)
            guard let diagnostics else { return verdicts }
            let blamed = SwiftcPrograms.snippets(blamedIn: diagnostics, among: snippets)
            let parts: [[Snippet]]
            if blamed.isEmpty || blamed.count == snippets.count {
                let half = snippets.count / 2
                parts = [Array(snippets[..<half]), Array(snippets[half...])]
            } else {
                parts = [snippets.filter { !blamed.contains($0) }] + blamed.map { [$0] }
            }
            return await withTaskGroup(of: [String: SwiftcVerdict].self) { group in
                for part in parts { group.addTask { await runGroup(part) } }
                var all: [String: SwiftcVerdict] = [:]
                for await done in group { all.merge(done) { $1 } }
                return all
            }
        }

        /// One program; every snippet gets a verdict.
        func runProgram(_ snippets: [Snippet], namespaced: Bool) async -> [String: SwiftcVerdict] {
            let (verdicts, diagnostics) = await compileAndRun(snippets, namespaced: namespaced)
            guard let diagnostics else { return verdicts }
            return Dictionary(uniqueKeysWithValues: snippets.map { ($0.name, .compileError(diagnostics)) })
        }

        /// The verdicts of a program that compiled, or swiftc's diagnostics when it did not.
        func compileAndRun(_ snippets: [Snippet], namespaced: Bool) async -> ([String: SwiftcVerdict], String?) {
            let tag = "p\(UUID().uuidString.prefix(8))"
            let file = dir.appendingPathComponent("\(tag).swift")
            let binary = dir.appendingPathComponent(tag)
            do {
                try program(for: snippets, namespaced: namespaced).write(to: file, atomically: true, encoding: .utf8)
            } catch {
                return ([:], "cannot write \(file.path): \(error)")
            }
            // libm, as an app importing Foundation links it (`rounded(.down)` calls `floor`).
            let compiled = await swiftc(["-I", dir.path, file.path, preludeObject.path, "-lm", "-o", binary.path])
            guard compiled.status == 0 else { return ([:], compiled.output) }
            let ran = await Self.execute(binary.path, [], timeout: 60, gate: gate, counting: false)
            let types = SwiftcPrograms.parseOutput(ran.output)
            var verdicts: [String: SwiftcVerdict] = [:]
            for snippet in snippets {
                verdicts[snippet.name] = types[snippet.name].map { .type($0) }
                    ?? .runFailure("exit status \(ran.status), no type printed:\n\(ran.output)")
            }
            return (verdicts, nil)
        }

        /// The program for `snippets`: their own statements, or the desugared bodies.
        func program(for snippets: [Snippet], namespaced: Bool) -> String {
            guard let bodies else { return SwiftcPrograms.program(for: snippets, namespaced: namespaced) }
            return SwiftcPrograms.program(for: snippets, namespaced: namespaced) { snippet, out in
                out += (bodies[snippet.name] ?? "") + "\n"
            }
        }

        func typecheck(_ snippet: Snippet) async -> [String: SwiftcVerdict] {
            let file = dir.appendingPathComponent("t\(UUID().uuidString.prefix(8)).swift")
            do {
                try SwiftcPrograms.program(for: [snippet], namespaced: false).write(to: file, atomically: true, encoding: .utf8)
            } catch {
                return [snippet.name: .runFailure("cannot write \(file.path): \(error)")]
            }
            let result = await swiftc(["-typecheck", "-I", dir.path, file.path])
            return [snippet.name: result.status == 0 ? .unexpectedlyCompiled : .compileError(result.output)]
        }

        func swiftc(_ arguments: [String]) async -> ProcessResult {
            // Swift 5 language mode, as a SwiftUI app target would have it; warnings are noise here.
            // The driver leaves a `TemporaryDirectory.*` behind per `-typecheck`: its temporary
            // files go in this run's folder, removed with it.
            await Self.execute(swiftc, ["-swift-version", "5", "-suppress-warnings"] + arguments, timeout: 300, gate: gate, counting: true, temporaryDirectory: dir)
        }

        /// Runs a program, stdout and stderr merged into one string (through a file, so a
        /// chatty compiler cannot fill a pipe), killed after `timeout` seconds.
        static func execute(_ path: String, _ arguments: [String], timeout: Double, gate: Gate? = nil, counting: Bool = false, temporaryDirectory: URL? = nil) async -> ProcessResult {
            await gate?.enter(countingProgram: counting)
            let result = await launch(path, arguments, timeout: timeout, temporaryDirectory: temporaryDirectory)
            await gate?.leave()
            return result
        }

        private static func launch(_ path: String, _ arguments: [String], timeout: Double, temporaryDirectory: URL?) async -> ProcessResult {
            let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("differential-out-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: outputFile) }
            guard let handle = try? FileHandle(forWritingTo: outputFile) else {
                return ProcessResult(status: -1, output: "cannot open \(outputFile.path)")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            if let temporaryDirectory {
                process.environment = environment.merging(["TMPDIR": temporaryDirectory.path]) { $1 }
            }
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            let status: Int32 = await withCheckedContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(returning: -1)
                    return
                }
                let pid = process.processIdentifier
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    // Kills only the child this call started, if it is still the one running.
                    if process.isRunning && process.processIdentifier == pid { process.terminate() }
                }
            }
            try? handle.close()
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if status == -1 && text.isEmpty {
                return ProcessResult(status: -1, output: "could not launch \(path)")
            }
            return ProcessResult(status: status, output: text)
        }
    }
}
