import PlaygroundSession

/// A stand-in for a session: answers each input from a table, and counts the inputs it saw.
final class FakeResponder {
    var answers: [String: SessionOutput]
    private(set) var inputs: [String] = []

    init(_ answers: [String: SessionOutput]) {
        self.answers = answers
    }

    func respond(_ input: String) -> SessionOutput {
        inputs.append(input)
        return answers[input] ?? SessionOutput(diagnostics: "error: no answer for \(input)\n", isError: true)
    }
}
