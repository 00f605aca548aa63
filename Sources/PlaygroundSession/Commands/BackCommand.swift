import PlaygroundRuntime

/// `:back`: pops the navigation destination opened last (by `:open`, else by a binding).
struct BackCommand: SessionCommand {
    let name = "back"
    let usage = ":back"
    let summary = "return from the navigation destination opened last"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard let mount = session.mounted?.graph else {
            return SessionOutput(diagnostics: "error: no view is mounted; enter one first\n", isError: true)
        }
        // A destination a binding pushed (code set `isActive`, or `selection` to the link's tag)
        // is popped by writing false through it, as SwiftUI's back button does.
        let pushedByBinding = session.controls("NavigationLink").last { $0.node.child("destination") != nil }
            .flatMap { session.interpreter.linkActivation(of: $0.node) }
        var popped = false
        let output = session.interact {
            popped = mount.closeLastLink()
            if !popped, let pushedByBinding {
                pushedByBinding(false)
                popped = true
            }
        }
        return popped ? output : SessionOutput(diagnostics: "error: no navigation link is open\n", isError: true)
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] { [] }
}
