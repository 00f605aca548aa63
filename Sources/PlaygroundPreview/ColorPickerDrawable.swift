import PlaygroundRuntime

/// SwiftUI's `ColorPicker`: its label, then a swatch of the selected colour in a value box,
/// `[ ██ ]`, filling the proposed width.
public struct ColorPickerDrawable: ComposedDrawable {
    public let label: any Drawable
    public let color: TerminalColor
    private let row: ControlRowDrawable

    public init(label: any Drawable, color: TerminalColor) {
        self.label = label
        self.color = color
        let swatch = FrameDrawable(ColorDrawable(color), columns: 2, rows: 1)
        self.row = ControlRowDrawable(label: label, control: ValueBoxDrawable(swatch))
    }

    public var composition: any Drawable { row }
}

extension ColorPickerDrawable: ViewKind {
    static let declarations = ["ColorPicker"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let color = node.field("selection")?.bindingValue(context.interpreter)?.anyColor ?? .primary
        return [ColorPickerDrawable(label: context.unary(context.childDrawables(of: node, role: "label")), color: color)]
    }
}
