// Text, colours, shape styles, fonts and shapes (Profile+SwiftUIGraphics.swift), checked against
// the iOS 18 SDK's signatures. Where the SDK returns `some Shape`/`some InsettableShape` from an
// inlinable body, the profile returns what that body builds (docs/surface-notes/graphics.tsv).
// The `graphics_checker_` snippets at the end pin down checker behaviour these declarations
// need, with declarations of their own.

// MARK: - graphics_checker_protocol_static_member_with_own_twin
// expect: Marked<Dot>
protocol Marker {}
struct Dot: Marker {
    static let dot = Dot()
}
struct Bar: Marker {
    static let dot = Bar()
}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
extension Marker where Self == Bar {
    static var bar: Bar { Bar() }
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.dot)

// MARK: - graphics_checker_protocol_static_function
// expect: Marked<Star>
protocol Marker {}
struct Star: Marker {
    var points: Int
}
extension Marker where Self == Star {
    static func star(points: Int) -> Star { Star(points: points) }
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.star(points: 5))

// MARK: - graphics_checker_protocol_member_missing
// error: type 'Marker' has no member 'dot'
protocol Marker {}
struct Dot: Marker {
    static let dot = Dot()
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.dot)

// MARK: - graphics_checker_operator_function
// expect: Badge
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
Badge(text: "a") + Badge(text: "b")

// MARK: - graphics_checker_operator_function_in_stack
// expect: VStack<TupleView<(Badge, Badge)>>
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
VStack {
    Badge(text: "a") + Badge(text: "b") + Badge(text: "c")
    Badge(text: "d")
}

// MARK: - graphics_checker_operator_function_wrong_operand
// error: cannot convert value of type 'Image' to expected argument type 'Badge'
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
Badge(text: "a") + Image(systemName: "star")

// MARK: - graphics_checker_generic_default_argument
// expect: Pin<Dot>
protocol Marker {}
struct Dot: Marker {}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
struct Pin<M: Marker>: View {
    var marker: M
    init(_ marker: M = .dot) { self.marker = marker }
    var body: some View { Text("pin") }
}
Pin()

// MARK: - graphics_checker_generic_default_argument_method
// expect: ModifiedContent<Text, Pinned<Dot>>
protocol Marker {}
struct Dot: Marker {}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
struct Pinned<M: Marker>: ViewModifier {
    var marker: M
    func body(content: Content) -> some View { content }
}
extension View {
    func pinned<M: Marker>(_ marker: M = .dot) -> ModifiedContent<Self, Pinned<M>> {
        modifier(Pinned(marker: marker))
    }
}
Text("a").pinned()

// MARK: - graphics_checker_implicit_chain_in_optional_context
// expect: Boxed
struct Size {
    var value: Int
    static let small = Size(value: 1)
    func doubled() -> Size { Size(value: value * 2) }
}
struct Boxed: View {
    var size: Size?
    var body: some View { Text("box") }
}
Boxed(size: .small.doubled())

// MARK: - graphics_checker_requirement_from_refined_protocol_extension
// expect: VStack<TupleView<(Square, Text)>>
protocol Tile: View {}
extension Tile {
    var body: some View { Text("tile") }
}
struct Square: Tile {}
VStack {
    Square()
    Square().body
}
