/// `:width N`: sets the preview width in columns; `:width` alone shows it.
struct WidthCommand: SessionCommand {
    let name = "width"
    let usage = ":width [N]"
    let summary = "set the preview width (10…400), or show it"

    /// The widths a preview can be drawn at.
    static let range = 10...400

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if argument.isEmpty { return SessionOutput(text: "width \(session.options.width)\n") }
        guard let width = Int(argument), WidthCommand.range.contains(width) else {
            return SessionOutput(
                diagnostics: "error: :width takes a number of columns from \(WidthCommand.range.lowerBound) "
                    + "to \(WidthCommand.range.upperBound), not '\(argument)'\n",
                isError: true)
        }
        session.options.width = width
        return SessionOutput()
    }
}
