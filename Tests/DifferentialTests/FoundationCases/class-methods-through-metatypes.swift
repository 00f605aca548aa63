// A class method runs the override of the class it is called on: through a generic parameter
// (`T.make()`), through a metatype value (`type(of: shape).make()`, also for a subclass held as its
// base class), and a protocol's static requirement through `type(of:)` of a generic value.
class Figure {
    class func make() -> String { "shape" }
}
final class Disc: Figure {
    override class func make() -> String { "circle" }
}
protocol Named { static func name() -> String }
struct Tag: Named { static func name() -> String { "tag" } }
func made<T: Figure>(_ type: T.Type) -> String { T.make() }
func madeOf<T: Figure>(_ value: T) -> String { type(of: value).make() }
func nameOf<T: Named>(_ value: T) -> String { type(of: value).name() }
func run() {
    let held: Figure = Disc()
    print(made(Figure.self), made(Disc.self), madeOf(Disc()), type(of: held).make(), Disc.make(), Figure.make())
    print(nameOf(Tag()), Tag.name())
    print(madeOf(held), made(type(of: held)))
}
