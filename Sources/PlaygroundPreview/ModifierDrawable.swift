/// A drawable that wraps one content view (padding, frame, border …): it is empty when its
/// content is, and passes a stack's orientation on to its content.
public protocol ModifierDrawable: Drawable {
    /// The modified view.
    var content: any Drawable { get }

    /// This modifier applied to another content view.
    func replacingContent(_ content: any Drawable) -> Self
}

extension ModifierDrawable {
    public func oriented(along axis: Axis) -> any Drawable {
        replacingContent(content.oriented(along: axis))
    }

    public var isEmpty: Bool { content.isEmpty }

    public var nestingDepth: Int { content.nestingDepth &+ 1 }
}
