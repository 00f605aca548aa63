import PlaygroundSyntax

/// `Limits.outputLength`: what one entry may print.
extension Session {
    /// `output` with its text and diagnostics each cut at `Limits.outputLength` characters,
    /// with a note saying so.
    static func limited(_ output: SessionOutput) -> SessionOutput {
        var cut = output
        cut.text = limited(output.text)
        cut.diagnostics = limited(output.diagnostics)
        return cut
    }

    private static func limited(_ text: String) -> String {
        guard text.utf8.count > Limits.outputLength else { return text }
        // Slicing a String rounds the index down to a whole character.
        let kept = text[..<text.utf8.index(text.utf8.startIndex, offsetBy: Limits.outputLength)]
        return kept + "\nnote: output cut after \(Limits.outputLength) characters, the playground's limit\n"
    }
}
