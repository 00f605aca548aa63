// Classes as UIKit-era code and view models write them: designated and convenience
// initializers, failable ones that delegate (nil ends the one that delegated), `super.init(…)` with arguments, initializers a subclass inherits (all of them,
// or the convenience ones when it overrides every designated one), overrides called through
// the superclass's type (methods and computed properties), `super.method()` and `super.property`.
class Figure {
    let name: String
    var sides: Int
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
    }
    convenience init(triangleNamed name: String) { self.init(name: name, sides: 3) }
    func kind() -> String { "figure" }
    func describe() -> String { "\(name) (\(kind())) with \(sides) sides" }
}
class Square: Figure {
    let length: Double
    init(length: Double) {
        self.length = length
        super.init(name: "square", sides: 4)
    }
    convenience init() { self.init(length: 1) }
    override func kind() -> String { "square" }
    override func describe() -> String { super.describe() + " of \(length)" }
}
class Tagged: Figure {
    var tag = "none"
}
final class Labeled: Tagged {
    var label = "x"
    override init(name: String, sides: Int) {
        super.init(name: name.uppercased(), sides: sides + 1)
        label = "made \(self.name)"
    }
    override func kind() -> String { "labeled" }
}
struct Version {
    var major = 0
    var label: String?
    init?(_ text: String) {
        guard let major = Int(text) else { return nil }
        self.init(major: major)
        label = "v\(self.major)"
    }
    init?(major: Int) {
        if major < 0 { return nil }
        self.major = major
    }
}
class Account {
    let id: Int
    init?(id: Int) {
        if id <= 0 { return nil }
        self.id = id
    }
    convenience init?(text: String) {
        guard let id = Int(text) else { return nil }
        self.init(id: id)
    }
}
class Screen {
    var title: String { "screen" }
    func header() -> String { "[\(title)]" }
}
final class DetailScreen: Screen {
    override var title: String { "detail of " + super.title }
}
final class Credentials {
    var token: String?
    var retries = 0
}
func run() {
    print(Figure(triangleNamed: "tri").describe(), Square(length: 2).describe(), Square().describe())
    let tagged = Tagged(name: "t", sides: 5)
    let inheritedConvenience = Tagged(triangleNamed: "small")
    print(tagged.describe(), tagged.tag, inheritedConvenience.describe(), type(of: inheritedConvenience))
    let labeled = Labeled(name: "l", sides: 1)
    print(labeled.describe(), labeled.label, labeled.tag, Labeled(triangleNamed: "z").describe())
    let figures: [Figure] = [Figure(name: "f", sides: 0), Square(length: 3), Labeled(triangleNamed: "q")]
    print(figures.map { $0.kind() }, figures.map { String(describing: type(of: $0)) })
    print(Credentials().token ?? "none", Credentials().retries)
    let screens: [Screen] = [Screen(), DetailScreen()]
    print(screens.map { $0.title }, screens.map { $0.header() })
    print(Version("4")?.label ?? "nil", Version("-4")?.major ?? -1, Version("x")?.major ?? -1)
    print(Account(text: "7")?.id ?? -1, Account(text: "-7")?.id ?? -1, Account(text: "z")?.id ?? -1)
}
