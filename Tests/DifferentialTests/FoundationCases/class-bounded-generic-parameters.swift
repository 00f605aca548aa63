// A generic parameter bound by a class (`U: Shape2D`) is that class, or a subclass of it, where
// the class or an ancestor is wanted: as an argument, a result, an element.
class Shape2D {
    var sides: Int
    init(sides: Int) { self.sides = sides }
    func name() -> String { "shape of \(sides)" }
}
class Polygon: Shape2D {}
final class Square: Polygon {
    init() { super.init(sides: 4) }
    override func name() -> String { "square" }
}

func describe(_ shape: Shape2D) -> String { shape.name() }
func describeAll<U: Polygon>(_ shapes: [U]) -> [String] { shapes.map { describe($0) } }
func widest<U: Polygon>(_ a: U, _ b: U) -> Shape2D { a.sides >= b.sides ? a : b }
func collected<U: Square>(_ u: U) -> [Polygon] { [u, Polygon(sides: 3)] }

func run() {
    print(describeAll([Square(), Square()]))
    print(widest(Polygon(sides: 5), Polygon(sides: 6)).sides)
    print(collected(Square()).map { $0.name() })
}
