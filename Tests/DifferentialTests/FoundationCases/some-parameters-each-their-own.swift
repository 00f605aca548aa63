// Each `some P` parameter is a generic parameter of its own (SE-0341), also when two are spelled
// alike: `pair(A(), B())` pairs two types, as a result builder's `buildPartialBlock(accumulated:
// next:)` written with `some` does.
protocol Style {}
struct Bold: Style {}
struct Sized: Style { var points: Int }
struct Pair<X: Style, Y: Style>: Style { var x: X; var y: Y }
func pair(_ x: some Style, _ y: some Style) -> some Style { Pair(x: x, y: y) }
func first(_ x: some Style, _ y: some Style) -> some Style { x }
@resultBuilder enum StyleBuilder {
    static func buildPartialBlock(first: some Style) -> some Style { first }
    static func buildPartialBlock(accumulated: some Style, next: some Style) -> some Style { Pair(x: accumulated, y: next) }
}
func styled(@StyleBuilder _ content: () -> some Style) -> some Style { content() }
func run() {
    print(type(of: pair(Bold(), Sized(points: 2))), type(of: first(Sized(points: 1), Bold())))
    print(type(of: styled { Bold(); Sized(points: 3) }))
    print(type(of: styled { Bold(); Sized(points: 3); Bold() }), type(of: pair(pair(Bold(), Bold()), Sized(points: 4))))
}
