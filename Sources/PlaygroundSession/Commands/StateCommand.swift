/// `:state`: every `@State` value in the mounted view, with its owner.
struct StateCommand: SessionCommand {
    let name = "state"
    let usage = ":state"
    let summary = "list every @State value of the mounted view with its owner"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard let view = session.mounted else { return SessionOutput(diagnostics: "error: no view is mounted; enter one first\n", isError: true) }
        let values = view.graph.stateValues
        if values.isEmpty { return SessionOutput(text: "(the mounted view has no @State)\n") }
        return SessionOutput(text: values.map { "\($0.owner).\($0.name) = \($0.value.describeQuoted)\n" }.joined())
    }
}
