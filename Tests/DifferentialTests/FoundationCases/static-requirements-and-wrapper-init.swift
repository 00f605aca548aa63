// A protocol's static requirements read through `Self` and a generic parameter run the
// conforming type's members; a wrapped property without an initial value is made by the
// initializer's first assignment (`self.post = post` is `_post = W(wrappedValue: post)`).
protocol Tile {
    static var prefix: String { get }
    static func make() -> String
    var name: String { get }
}
extension Tile {
    var id: String { "\(Self.prefix)/\(name)/\(Self.make())" }
}
struct Glaze: Tile {
    var name: String
    static let prefix = "glaze"
    static func make() -> String { "made" }
}
enum Topping: Tile {
    case sprinkles
    var name: String { "sprinkles" }
    static var prefix: String { "topping" }
    static func make() -> String { "poured" }
}
func describe<T: Tile>(_ type: T.Type) -> String { T.prefix + ":" + T.make() }
@propertyWrapper struct Logged<Value> {
    var wrappedValue: Value
}
final class Model {
    @Logged var post: Int
    @Logged var title: String
    init(post: Int) {
        self.post = post
        title = "t\(post)"
    }
}
struct Row {
    @Logged var count: Int
    init(count: Int) { self.count = count * 2 }
}
func run() {
    print(Glaze(name: "x").id, Topping.sprinkles.id)
    print(describe(Glaze.self), describe(Topping.self))
    let model = Model(post: 3)
    model.post += 1
    print(model.post, model.title, Row(count: 2).count)
}
