import PlaygroundRuntime

/// A primitive view's drawing: how a node of the declarations it names becomes drawables.
///
/// Each kind lives in the file of the drawable it makes (layout and drawing together) and is
/// listed once in `DrawingRegistry`. A primitive no kind names draws as a labelled box.
protocol ViewKind {
    /// The qualified names of the profile declarations this kind draws (`VStack`, `HStack`).
    static var declarations: [String] { get }

    /// What a node of this kind contributes to its parent's list of children: one drawable for
    /// a unary view, its parts for a multi-view, none for `EmptyView`.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable]
}
