import PlaygroundSyntax

/// Whole files as people write them: the file's own entry, then each `#Preview` and
/// `PreviewProvider`, evaluated in the session the file's declarations went into.
extension Session {
    /// Evaluates a file's entries; when it has several previews each is titled with its name.
    func evaluate(_ entries: PreviewEntries, sections: [SessionOptions.Section], mount: Bool) -> SessionOutput {
        var output = evaluate(code: entries.declarations, parsed: entries.parsedDeclarations, sections: sections, mount: mount, emptyIsView: false, previewPart: true)
        if output.isError { return output }
        let titled = entries.previews.count > 1 || !output.text.isEmpty
        for preview in entries.previews {
            let shown = evaluate(code: preview.source, sections: sections, mount: mount, emptyIsView: true, previewPart: true)
            if titled {
                if !output.text.isEmpty { output.text += "\n" }
                output.text += "── \(preview.title) ──\n"
            }
            output.text += shown.text
            output.diagnostics += shown.diagnostics
            output.isError = output.isError || shown.isError
        }
        return output
    }
}
