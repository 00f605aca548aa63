import PlaygroundChecker
import PlaygroundRuntime

/// A control whose style a person can write (`struct Card: ButtonStyle`): the style
/// modifiers record the style in the environment, and the control draws what the style's
/// `makeBody(configuration:)` returns, its configuration's placeholders standing for the
/// control's own parts (`configuration.label` is the button's label).
///
/// Inside that body the control's own kind draws as the default style does
/// (`ProgressView(configuration)` in a progress style), as SwiftUI's next style up would.
/// A style whose body fails draws the control in a box titled with the error.
enum StyledControl: Hashable {
    case button, primitiveButton, label, toggle, progressView

    /// The style modifier that sets this control's style.
    var modifier: String {
        switch self {
        case .button: "ButtonStyleContainerModifier"
        case .primitiveButton: "PrimitiveButtonStyleContainerModifier"
        case .label: "LabelStyleWritingModifier"
        case .toggle: "ToggleStyleModifier"
        case .progressView: "ProgressViewStyleModifier"
        }
    }

    /// The style types' placeholder views and the roles of the control's children they stand for.
    var placeholders: [(type: String, role: String)] {
        switch self {
        case .button: [("ButtonStyleConfiguration.Label", "label")]
        case .primitiveButton: [("PrimitiveButtonStyleConfiguration.Label", "label")]
        case .label: [("LabelStyleConfiguration.Title", "title"), ("LabelStyleConfiguration.Icon", "icon")]
        case .toggle: [("ToggleStyleConfiguration.Label", "label")]
        case .progressView: [("ProgressViewStyleConfiguration.Label", "label"), ("ProgressViewStyleConfiguration.CurrentValueLabel", "currentValueLabel")]
        }
    }

    /// The controls a kind draws: a button answers to both button styles, a button style first.
    static func controls(of node: ViewNode) -> [StyledControl] {
        switch node.kindName {
        case "Button": [.button, .primitiveButton]
        case "Label": [.label]
        case "Toggle": [.toggle]
        case "ProgressView": [.progressView]
        default: []
        }
    }

    /// What `node` draws as under a person's style set above it; nil when none is.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable]? {
        guard let interpreter = context.interpreter,
              let control = controls(of: node).first(where: { context.environment.customStyles[$0] != nil }),
              let style = context.environment.customStyles[control] else { return nil }
        var inner = context.with { $0.customStyles[control] = nil }
        var parts: [String: [any Drawable]] = [:]
        for (type, role) in control.placeholders { parts[type] = context.childDrawables(of: node, role: role) }
        inner.stylePlaceholders.merge(parts) { _, new in new }
        do throws(RuntimeError) {
            let configuration = try control.configuration(of: node, parts: parts, interpreter: interpreter)
            let body = try interpreter.styleBody(of: style, configuration: configuration)
            return inner.drawables(ofValue: body.value, type: body.type)
        } catch {
            let name = if case .instance(let i) = style { i.decl.name } else { "style" }
            return [LabelledBoxDrawable(title: "\(name): \(error.message)", children: parts.values.flatMap { $0 })]
        }
    }

    /// The configuration the style's `makeBody` gets for `node`.
    private func configuration(of node: ViewNode, parts: [String: [any Drawable]], interpreter: Interpreter) throws(RuntimeError) -> Value {
        func part(_ index: Int) throws(RuntimeError) -> Value { try interpreter.placeholder(placeholders[index].type) }
        switch self {
        case .button:
            return try interpreter.configuration("ButtonStyleConfiguration", ["label": try part(0), "isPressed": .bool(false)])
        case .primitiveButton:
            return try interpreter.configuration("PrimitiveButtonStyleConfiguration", ["label": try part(0)])
        case .label:
            return try interpreter.configuration("LabelStyleConfiguration", [:])
        case .toggle:
            return try interpreter.configuration("ToggleStyleConfiguration", [
                "label": try part(0), "isOn": node.field("isOn") ?? .bool(false), "isMixed": .bool(false)])
        case .progressView:
            let total = node.field("total")?.doubleValue ?? 1
            let fraction = node.field("value")?.doubleValue.map { total > 0 ? $0 / total : 0 }
            func optionalPart(_ index: Int) throws(RuntimeError) -> Value {
                parts[placeholders[index].type, default: []].contains { !$0.isEmpty } ? .optional(try part(index)) : .none
            }
            return try interpreter.configuration("ProgressViewStyleConfiguration", [
                "fractionCompleted": .optional(fraction.map(Value.double)), "label": try optionalPart(0), "currentValueLabel": try optionalPart(1)])
        }
    }
}
