import PlaygroundSession

/// A stand-in for a session that replays, in order, the outputs a real session gave to a
/// list of inputs: as faithful as the session for that list, without its start-up cost.
final class ScriptedResponder {
    private let script: [(input: String, output: SessionOutput)]
    private var next = 0

    init(_ script: [(input: String, output: SessionOutput)]) {
        self.script = script
    }

    /// Runs `inputs` through `session` and keeps what it answered.
    convenience init(recording inputs: [String], in session: Session) {
        self.init(inputs.map { ($0, session.submit($0)) })
    }

    func respond(_ input: String) -> SessionOutput {
        defer { next += 1 }
        guard next < script.count, script[next].input == input else {
            return SessionOutput(diagnostics: "error: unscripted input \(input)\n", isError: true)
        }
        return script[next].output
    }
}
