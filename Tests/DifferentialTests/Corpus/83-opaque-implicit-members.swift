// An implicit member returned from a function or property with an opaque result (`-> some
// Shape { .rect(cornerRadius: 8) }`, SE-0299): looked up on the types the protocol's static
// members offer, in a `return` and as a single-expression body.

// MARK: - opaque_result_implicit_members
// expect: VStack<TupleView<(ModifiedContent<Rectangle, _ClipEffect<UnevenRoundedRectangle>>, ModifiedContent<Color, _ClipEffect<Capsule>>, ModifiedContent<Color, _ClipEffect<Circle>>, ModifiedContent<Color, _ClipEffect<RoundedRectangle>>)>>
enum SelectionCorners {
    case top, bottom
    func rect(cornerRadius: CGFloat) -> some Shape {
        var radii = RectangleCornerRadii()
        switch self {
        case .top:
            radii.topLeading = cornerRadius
            radii.topTrailing = cornerRadius
        case .bottom:
            radii.bottomLeading = cornerRadius
        }
        return .rect(cornerRadii: radii)
    }
}
struct Badge {
    var pill: some Shape { .capsule }
    static func dot() -> some Shape { .circle }
    func card() -> some Shape {
        let radii = [4, 8].map { CGFloat($0) }
        return .rect(cornerRadius: radii[1])
    }
}
struct OpaqueShapes: View {
    var body: some View {
        VStack {
            Rectangle().clipShape(SelectionCorners.top.rect(cornerRadius: 6))
            Color.red.clipShape(Badge().pill)
            Color.blue.clipShape(Badge.dot())
            Color.green.clipShape(Badge().card())
        }
    }
}
OpaqueShapes().body
