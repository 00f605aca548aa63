import PlaygroundChecker
import PlaygroundRuntime

/// Pressing buttons and flipping toggles of the mounted view.
extension Session {
    /// A control found in the mounted graph, with its label's text.
    struct Control {
        let node: ViewNode
        let label: String
    }

    /// Controls of the given kinds (`Button`, `TextField`…) in the mounted graph, in drawing order.
    func controls(_ kinds: String...) -> [Control] {
        controls(kinds)
    }

    func controls(_ kinds: [String]) -> [Control] {
        guard let root = mounted?.root else { return [] }
        var out: [Control] = []
        func visit(_ node: ViewNode) {
            if kinds.contains(node.kindName), !out.contains(where: { $0.node === node }) {
                out.append(Control(node: node, label: Self.label(of: node)))
            }
            node.children.forEach(visit)
        }
        visit(root)
        return out
    }

    /// A control's label: its label view's text, or a text field's prompt when it has no label.
    static func label(of node: ViewNode) -> String {
        let text = Self.text(of: node.child("label") ?? node)
        if text.isEmpty, case .instance(let prompt)? = node.field("prompt"), case .string(let s)? = prompt.fields["content"] { return s }
        return text
    }

    /// The text a person reads on a control: its Texts (and symbol names) joined.
    static func text(of node: ViewNode) -> String {
        var parts: [String] = []
        func visit(_ n: ViewNode) {
            if n.kindName == "Text", case .string(let s)? = n.field("content") { parts.append(s) }
            if n.kindName == "Image", case .string(let s)? = n.field("systemName") { parts.append(s) }
            n.children.forEach(visit)
        }
        visit(node)
        return parts.joined(separator: " ")
    }

    /// Finds a control by label (`Add`, `Add 2` for the second), or by position (`2`).
    func findControl(_ kind: String, _ argument: String) -> Result<Control, SessionError> {
        findControl([kind], argument)
    }

    func findControl(_ kinds: [String], _ argument: String) -> Result<Control, SessionError> {
        let kind = kinds.joined(separator: " or ")
        let all = controls(kinds)
        guard !all.isEmpty else { return .failure(SessionError("there is no \(kind) in the mounted view")) }
        if let exact = all.first(where: { $0.label == argument }) { return .success(exact) }
        var label = argument
        var ordinal = 1
        if let last = argument.split(separator: " ").last, let n = Int(last), argument.contains(" ") {
            label = String(argument.dropLast(last.count + 1))
            ordinal = n
        }
        var matches = all.filter { $0.label == label }
        if matches.isEmpty, let n = Int(argument), n >= 1, n <= all.count { return .success(all[n - 1]) }
        if matches.isEmpty { matches = all.filter { $0.label.lowercased().contains(label.lowercased()) } }
        guard ordinal >= 1, ordinal <= matches.count else {
            let names = all.map { "'\($0.label)'" }.joined(separator: ", ")
            return .failure(SessionError("no \(kind) labelled '\(argument)'; the mounted view has \(names)"))
        }
        return .success(matches[ordinal - 1])
    }

    /// The `isPresented` binding of the alert or confirmation dialog whose actions hold `control`.
    func presentingBinding(of control: ViewNode) -> Value? {
        guard let root = mounted?.root else { return nil }
        var found: Value?
        func search(_ node: ViewNode, within binding: Value?) -> Bool {
            if node === control {
                found = binding
                return true
            }
            var presenter: Value?
            if node.kindName == "ModifiedContent", case .instance(let m)? = node.field("modifier"),
               ["AlertModifier", "ConfirmationDialogModifier"].contains(m.decl.name) {
                presenter = m.fields["isPresented"]
            }
            return node.children.contains { search($0, within: $0.role == "actions" && presenter != nil ? presenter : binding) }
        }
        _ = search(root, within: nil)
        return found
    }

    /// Runs `action` (a button's closure, a toggle's flip), then shows what changed.
    func interact(_ action: () throws(RuntimeError) -> Void) -> SessionOutput {
        guard let view = mounted else { return SessionOutput(diagnostics: "error: no view is mounted; enter one first\n", isError: true) }
        interruption.clear()
        interpreter.printed = ""
        // On the caller's thread: an action and a redraw are bounded (call depth, graph depth),
        // and a hop to the large-stack worker would cost more than a typical tap.
        do throws(RuntimeError) {
            try action()
        } catch {
            return SessionOutput(text: interpreter.printed, diagnostics: "error: \(error.message)\n", isError: true)
        }
        return SessionOutput(text: interpreter.printed + rerender(view))
    }
}

/// A session-level failure with a message for the person at the prompt.
struct SessionError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
