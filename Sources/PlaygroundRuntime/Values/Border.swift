/// What `.border(style, width:)` made: an `_OverlayModifier` whose overlay is a stroked shape.
///
/// The graph, the tree and the drawing all recognise a border through this one reading.
public struct Border {
    /// The stroke's style (a `Color` value).
    public let style: Value?
    public let lineWidth: Double

    /// The border a modifier value stands for, if it is one.
    public init?(modifier: Instance) {
        guard modifier.decl.name == "_OverlayModifier", case .instance(let shape)? = modifier.fields["overlay"],
              shape.decl.name == "_ShapeView" else { return nil }
        style = shape.fields["style"]
        if case .instance(let stroked)? = shape.fields["shape"], case .double(let width)? = stroked.fields["lineWidth"] {
            lineWidth = width
        } else {
            lineWidth = 1
        }
    }
}
