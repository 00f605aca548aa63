/// `:show type,tree,preview,desugar`: chooses the sections shown after each view entry;
/// `:show` alone prints the current choice.
struct ShowCommand: SessionCommand {
    let name = "show"
    let usage = ":show [SECTIONS]"
    let summary = "choose what a view entry shows (type,tree,preview,desugar)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if argument.isEmpty { return SessionOutput(text: ShowCommand.describe(session.options.sections)) }
        let list = argument.filter { !$0.isWhitespace }
        switch SectionSelection.parse(list) {
        case .failure(let error):
            return SessionOutput(diagnostics: "error: :show: \(error.message)\n", isError: true)
        case .success(let sections):
            session.options.sections = sections
            return SessionOutput()
        }
    }

    /// The line `:show` prints: `showing type, tree, preview`.
    static func describe(_ sections: [SessionOptions.Section]) -> String {
        "showing " + sections.map(\.rawValue).joined(separator: ", ") + "\n"
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        let done = prefix.split(separator: ",", omittingEmptySubsequences: false)
        let head = done.dropLast().joined(separator: ",")
        let partial = String(done.last ?? "")
        let used = Set(done.dropLast().map(String.init))
        return SessionOptions.Section.allCases.map(\.rawValue)
            .filter { $0.hasPrefix(partial) && !used.contains($0) }
            .map { head.isEmpty ? $0 : head + "," + $0 }
    }
}
