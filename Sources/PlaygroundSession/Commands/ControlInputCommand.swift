import PlaygroundPreview
import PlaygroundRuntime

/// `:fill`, `:pick`, `:set`: drive a control through its binding, as a person typing into a
/// text field, choosing a picker's option, or moving a slider or stepper would.
///
/// Each is `LABEL = VALUE`; the write runs the same invalidation path as a tap, so the change
/// log and the redrawn preview follow.
struct ControlInputCommand: SessionCommand {
    /// What the command drives and how it turns the typed value into the bound one.
    enum Input: Sendable {
        case text
        case option
        case number
        /// A tab of a `TabView`, by its tab item's text (no label, no `=`).
        case tab
    }

    let name: String
    let usage: String
    let summary: String
    let kinds: [String]
    let input: Input

    static let fill = ControlInputCommand(
        name: "fill", usage: ":fill LABEL = TEXT", summary: "type TEXT into the text field labelled LABEL",
        kinds: ["TextField", "SecureField", "TextEditor"], input: .text)
    static let pick = ControlInputCommand(
        name: "pick", usage: ":pick LABEL = OPTION", summary: "choose OPTION in the picker labelled LABEL",
        kinds: ["Picker"], input: .option)
    static let set = ControlInputCommand(
        name: "set", usage: ":set LABEL = NUMBER|+|-", summary: "move the slider or stepper labelled LABEL",
        kinds: ["Slider", "Stepper"], input: .number)

    static let tab = ControlInputCommand(
        name: "tab", usage: ":tab NAME", summary: "switch the tab view to the tab named NAME",
        kinds: ["TabView"], input: .tab)

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if input == .tab { return selectTab(argument, in: session) }
        guard let equals = argument.firstIndex(of: "=") else { return failure("\(usage) needs a label, '=' and a value") }
        let label = Self.trimmed(argument[..<equals])
        let typed = Self.trimmed(argument[argument.index(after: equals)...])
        let control: Session.Control
        switch session.findControl(kinds, label) {
        case .failure(let error): return failure(error.message)
        case .success(let found): control = found
        }
        let interpreter = session.interpreter
        let node = control.node
        switch input {
        case .text:
            guard let (_, set) = Self.binding(node.field("text")) else { return failure("the text field has no binding") }
            return session.interact { () throws(RuntimeError) in _ = try interpreter.call(set, [.string(typed)], at: nil) }
        case .option:
            guard let (_, set) = Self.binding(node.field("selection")) else { return failure("the picker has no selection binding") }
            let options = Self.options(of: node)
            guard let option = options.first(where: { $0.text == typed }) ?? options.first(where: { $0.text.lowercased() == typed.lowercased() }) else {
                return failure("no option '\(typed)'; the picker has \(options.map { "'\($0.text)'" }.joined(separator: ", "))")
            }
            return session.interact { () throws(RuntimeError) in _ = try interpreter.call(set, [option.tag], at: nil) }
        case .number:
            return setNumber(typed, on: node, in: session)
        case .tab:
            return selectTab(typed, in: session)
        }
    }

    /// Selects the tab whose tab item reads `name`, in the first tab view that has one.
    private func selectTab(_ name: String, in session: Session) -> SessionOutput {
        let tabViews = session.controls(kinds)
        guard !tabViews.isEmpty else { return failure("there is no TabView in the mounted view") }
        for control in tabViews {
            guard let option = Self.options(of: control.node, text: Self.tabItemText).first(where: { $0.text == name }) else { continue }
            guard let (_, set) = Self.binding(control.node.field("selection")) else { return failure("the tab view has no selection binding") }
            return session.interact { () throws(RuntimeError) in _ = try session.interpreter.call(set, [option.tag], at: nil) }
        }
        let names = tabViews.flatMap { Self.options(of: $0.node, text: Self.tabItemText) }.map { "'\($0.text)'" }
        return failure("no tab named '\(name)'; the tabs are \(names.joined(separator: ", "))")
    }

    /// The text of a tab's `tabItem` label.
    static func tabItemText(_ node: ViewNode) -> String {
        var label: ViewNode?
        func find(_ n: ViewNode) {
            if label == nil, n.role == "label" { label = n }
            if label == nil { n.children.forEach(find) }
        }
        find(node)
        var words: [String] = []
        func collect(_ n: ViewNode) {
            if n.kindName == "Text", case .string(let s)? = n.field("content") { words.append(s) }
            n.children.forEach(collect)
        }
        collect(label ?? node)
        return words.joined(separator: " ")
    }

    /// A slider's or stepper's value: a number, or a step up (`+`) or down (`-`).
    private func setNumber(_ typed: String, on node: ViewNode, in session: Session) -> SessionOutput {
        let interpreter = session.interpreter
        if typed == "+" || typed == "-", Self.binding(node.field("value")) == nil {
            guard case .function(let step)? = node.field(typed == "+" ? "onIncrement" : "onDecrement")?.unwrapped else {
                return failure("the stepper has no action for '\(typed)'")
            }
            return session.interact { () throws(RuntimeError) in _ = try interpreter.call(step, [], at: nil) }
        }
        guard let (get, set) = Self.binding(node.field("value")) else { return failure("the control has no value binding") }
        return session.interact { () throws(RuntimeError) in
            let current = try interpreter.call(get, [], at: nil)
            let step = node.field("step")?.doubleValue ?? 1
            let value: Value
            switch (current, typed) {
            case (.int(let n), "+"): value = .int(n + Int(step))
            case (.int(let n), "-"): value = .int(n - Int(step))
            case (.double(let d), "+"): value = .double(d + step)
            case (.double(let d), "-"): value = .double(d - step)
            case (.int, _):
                guard let n = Int(typed) else { throw RuntimeError("'\(typed)' is not a whole number", at: nil) }
                value = .int(n)
            default:
                guard let d = Double(typed) else { throw RuntimeError("'\(typed)' is not a number", at: nil) }
                value = .double(d)
            }
            _ = try interpreter.call(set, [value], at: nil)
        }
    }

    /// The getter and setter of a `Binding` value.
    static func binding(_ value: Value?) -> (FunctionValue, FunctionValue)? {
        guard case .instance(let binding)? = value?.unwrapped, case .function(let get)? = binding.fields["get"],
              case .function(let set)? = binding.fields["set"] else { return nil }
        return (get, set)
    }

    /// A picker's options as a person reads them, with the tag each selects.
    static func options(of picker: ViewNode, text: (ViewNode) -> String = Session.text(of:)) -> [(text: String, tag: Value)] {
        var out: [(String, Value)] = []
        func visit(_ node: ViewNode, id: Value?) {
            if ["TupleView", "ForEach", "Group", "Optional", "_ConditionalContent"].contains(node.kindName) {
                node.children.forEach { visit($0, id: $0.elementID ?? id) }
                return
            }
            guard let tag = node.tagValue ?? id?.hashableBase else { return }
            out.append((text(node), tag))
        }
        picker.children.filter { $0.role == "content" }.forEach { visit($0, id: nil) }
        if out.isEmpty, picker.kindName == "TabView" { picker.children.forEach { visit($0, id: nil) } }
        return out
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    private func failure(_ message: String) -> SessionOutput {
        SessionOutput(diagnostics: "error: \(message)\n", isError: true)
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        session.controls(kinds).map(\.label).filter { $0.hasPrefix(prefix) }
    }
}
