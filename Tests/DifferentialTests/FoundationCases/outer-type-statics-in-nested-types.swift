// A type nested in another names the outer type's static properties and methods alone, as
// Defaults' `_AnyKey.init` calls `Defaults.isValidKeyPath(name:)`; before the module's globals.
enum Outer {
    static let prefix = "key."
    static func isValid(name: String) -> Bool { !name.contains(".") }
    final class Inner {
        let name: String
        init(name: String) {
            self.name = prefix + name
            valid = isValid(name: name)
        }
        let valid: Bool
        struct Deeper {
            func describe() -> String { prefix + "\(isValid(name: "a.b"))" }
        }
    }
}
let prefix = "global."

func run() {
    let inner = Outer.Inner(name: "x")
    print(inner.name, inner.valid)
    print(Outer.Inner.Deeper().describe())
    print(Outer.Inner(name: "y").name)
}
