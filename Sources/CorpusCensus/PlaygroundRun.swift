import Foundation

/// One run of `playground eval` on a corpus file, with a timeout.
public struct PlaygroundRun: Sendable {
    /// How the run ended.
    public enum Outcome: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case failedToStart(String)
    }

    public let file: String
    public let outcome: Outcome
    public let stdout: String
    public let stderr: String

    public init(file: String, outcome: Outcome, stdout: String, stderr: String) {
        self.file = file
        self.outcome = outcome
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Evaluated: exit 0 and a type printed (the first output line).
    public var evaluated: Bool {
        outcome == .exited(0) && !(stdout.split(whereSeparator: \.isNewline).first?.trimmingCharacters(in: .whitespaces).isEmpty ?? true)
    }

    /// What is missing, in the order the output says it; a bracketed reason when there is no error message.
    /// With the file's source, call and property errors name their call or attribute (`DiagnosticContext`).
    public func missing(source: String? = nil) -> [String] {
        let errors = PlaygroundDiagnostic.errors(in: stderr + "\n" + stdout)
        if !errors.isEmpty {
            let context = source.map(DiagnosticContext.init(source:))
            return errors.map { error in
                MissingName.key(for: error.message, context: context?.describe(line: error.line, column: error.column, message: error.message))
            }
        }
        switch outcome {
        case .timedOut: return ["(timed out)"]
        case .signalled(let signal): return ["(crashed: signal \(signal))"]
        case .failedToStart(let reason): return ["(could not start: \(reason))"]
        case .exited(0): return evaluated ? [] : ["(exit 0, no type printed: nothing to evaluate)"]
        case .exited(let code): return ["(exit \(code), no error message)"]
        }
    }

    /// Runs `binary eval --show type,tree,preview --color never file`, killing it after `timeout` seconds;
    /// with `--module` when the file's folder has its repository's Swift files in `.module/`.
    public static func run(binary: String, file: String, timeout: Double) -> PlaygroundRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let module = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(".module").path
        let moduleArguments = FileManager.default.fileExists(atPath: module) ? ["--module", module] : []
        process.arguments = ["eval", "--show", "type,tree,preview", "--color", "never"] + moduleArguments + [file]
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-census-\(UUID().uuidString).out")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-census-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let finished = DispatchSemaphore(value: 0)
        do {
            let outHandle = try FileHandle(forWritingTo: outURL)
            let errHandle = try FileHandle(forWritingTo: errURL)
            defer {
                try? outHandle.close()
                try? errHandle.close()
            }
            process.standardOutput = outHandle
            process.standardError = errHandle
            process.standardInput = FileHandle.nullDevice
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            return PlaygroundRun(file: file, outcome: .failedToStart("\(error)"), stdout: "", stderr: "")
        }
        var outcome: Outcome
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            outcome = .timedOut
        } else if process.terminationReason == .uncaughtSignal {
            outcome = .signalled(process.terminationStatus)
        } else {
            outcome = .exited(process.terminationStatus)
        }
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return PlaygroundRun(file: file, outcome: outcome, stdout: stdout, stderr: stderr)
    }

    /// Runs every file, `parallel` at a time, and returns the runs in the files' order.
    public static func runAll(binary: String, files: [String], timeout: Double, parallel: Int) -> [PlaygroundRun] {
        let results = RunResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: max(1, parallel)) { _ in
            while let index = results.next() {
                results.store(run(binary: binary, file: files[index], timeout: timeout), at: index)
            }
        }
        return results.all()
    }
}
