import Foundation
import PlaygroundChecker
import PlaygroundRuntime
import PlaygroundSession
import PlaygroundSyntax

/// How the playground's answer for a suite case compares with swiftc's.
enum SuiteVerdict: String, Sendable, CaseIterable {
    /// Same output (valid program), or rejected with one of swiftc's errors at swiftc's line.
    case match
    /// swiftc rejects it; the playground rejects it too, but with other words or at another line.
    case otherError = "other error"
    /// swiftc accepts it; the playground rejects it.
    case rejectedValid = "rejected valid"
    /// Both accept it; the playground prints something else (a silent wrong answer).
    case wrongOutput = "wrong output"
    /// swiftc rejects it; the playground accepts it (a soundness hole).
    case acceptedInvalid = "accepted invalid"

    /// The playground's answer: the program checked as `main.swift` (top-level code, not a
    /// builder body) and run, its printed output kept; on a thread with a large stack.
    static func playground(_ program: String) async -> SuiteAnswer {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: evaluate(program)) }
            thread.stackSize = 64 << 20
            thread.start()
        }
    }

    private static func evaluate(_ program: String) -> SuiteAnswer {
        let session = Session(options: SessionOptions(builder: "swiftui", sections: [], sourceName: SuiteSwiftc.file))
        let file = SourceFile(name: SuiteSwiftc.file, text: program)
        let printer = DiagnosticPrinter(colorize: false)
        if !file.syntaxDiagnostics.isEmpty {
            return SuiteAnswer(compiled: false, output: "", diagnostics: SuiteDiagnostic.parse(printer.format(file.syntaxDiagnostics, in: file), file: SuiteSwiftc.file))
        }
        let entry = session.checker.checkProgram(file)
        let diagnostics = SuiteDiagnostic.parse(printer.format(entry.warnings + entry.diagnostics, in: file), file: SuiteSwiftc.file)
        guard entry.diagnostics.isEmpty, let body = entry.body else {
            return SuiteAnswer(compiled: entry.diagnostics.isEmpty, output: "", diagnostics: diagnostics)
        }
        let interpreter = session.interpreter
        interpreter.printed = ""
        interpreter.declarationsChanged()
        do throws(RuntimeError) {
            for variable in entry.declaredVariables { try interpreter.defineGlobal(variable) }
            _ = try interpreter.run(body)
            return SuiteAnswer(compiled: true, output: interpreter.printed, diagnostics: diagnostics)
        } catch {
            return SuiteAnswer(compiled: true, output: interpreter.printed, diagnostics: diagnostics, runFailure: error.message)
        }
    }

    static func compare(swiftc: SuiteAnswer, playground: SuiteAnswer) -> SuiteVerdict {
        switch (swiftc.compiled, playground.compiled) {
        case (false, false):
            let expected = Set(swiftc.errors.map { "\($0.line): \($0.message)" })
            return playground.errors.contains { expected.contains("\($0.line): \($0.message)") } ? .match : .otherError
        case (false, true): return .acceptedInvalid
        case (true, false): return .rejectedValid
        case (true, true):
            return swiftc.output == playground.output && (swiftc.runFailure == nil) == (playground.runFailure == nil)
                ? .match : .wrongOutput
        }
    }
}
