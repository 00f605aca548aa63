import PlaygroundChecker

/// `:compare A B`: the last entry's type under two builder profiles, the differing parts marked.
struct CompareCommand: SessionCommand {
    let name = "compare"
    let usage = ":compare A B"
    let summary = "the last entry's type under profiles A and B, side by side"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        let names = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        guard names.count == 2 else {
            return SessionOutput(diagnostics: "error: usage: \(usage)\n", isError: true)
        }
        for name in names where Profile.named(name) == nil {
            let all = Profile.all.map(\.name).joined(separator: ", ")
            return SessionOutput(diagnostics: "error: unknown builder '\(name)'; choose one of: \(all)\n", isError: true)
        }
        guard let view = session.lastView else { return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true) }
        let declarations = session.checker.userDeclarationSources(excluding: view.source)
        let answers = names.map { answer(view.source.text, declarations: declarations, profile: $0, width: session.options.width) }
        let width = names.map(\.count).max() ?? 0
        let marks = answers[0].type != nil && answers[1].type != nil ? TypeDifference.marks(answers[0].type!, answers[1].type!) : nil
        var text = ""
        for (index, name) in names.enumerated() {
            let label = name.padding(to: width) + "  "
            guard let type = answers[index].type else {
                text += label + "error: " + answers[index].error + "\n"
                continue
            }
            text += label + type + "\n"
            if let marks, !marks[index].isEmpty { text += String(repeating: " ", count: label.count) + marks[index] + "\n" }
        }
        if let marks, marks.allSatisfy(\.isEmpty) { text += "(the same type)\n" }
        return SessionOutput(text: text)
    }

    /// The entry's type in a fresh session with `profile`, after the earlier entries' declarations.
    func answer(_ code: String, declarations: [String], profile: String, width: Int) -> (type: String?, error: String) {
        let fresh = Session(options: SessionOptions(width: width, builder: profile, sections: [.type]))
        for source in declarations { _ = fresh.submit(source) }
        let output = fresh.submit(code)
        if output.isError {
            let first = output.diagnostics.split(separator: "\n").first { $0.contains("error: ") }
            return (nil, first.map { String($0[$0.firstRange(of: "error: ")!.upperBound...]) } ?? "the entry does not check")
        }
        return (output.text.split(separator: "\n").first.map(String.init), "")
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        let words = prefix.split(separator: " ", omittingEmptySubsequences: false)
        let last = words.last.map(String.init) ?? ""
        let head = words.dropLast().joined(separator: " ")
        return Profile.all.map(\.name).filter { $0.hasPrefix(last) }.map { head.isEmpty ? $0 : head + " " + $0 }
    }
}
