import PlaygroundRuntime

/// A shape style's paint: how a `ShapeStyle` value of the declarations it names fills cells.
///
/// Found by `DrawingRegistry` from the style's declaration, as view and modifier kinds are. A
/// style that no kind names paints in the foreground colour.
protocol StyleKind {
    /// The qualified names of the style declarations this kind paints (`LinearGradient`).
    static var declarations: [String] { get }

    /// The paint of `style`, an instance of one of `declarations`.
    static func paint(_ style: StyleValue) -> ShapePaint
}

/// A shape style value as painting sees it: its fields, and the colours it paints against.
struct StyleValue {
    let instance: Instance
    /// The value itself (a `Gradient` is its own gradient).
    let value: Value
    /// The foreground style's colour where the style is drawn (`.primary` by default).
    let foreground: TerminalColor
    /// The tint where the style is drawn, if any.
    let tint: TerminalColor?

    /// A stored property of the style.
    func field(_ name: String) -> Value? { instance.fields[name] }

    /// The paint of a style this one holds (`AnyShapeStyle`'s storage, an opacity's style).
    func paint(of inner: Value?) -> ShapePaint {
        ShapePaint(style: inner, foreground: foreground, tint: tint)
    }
}
