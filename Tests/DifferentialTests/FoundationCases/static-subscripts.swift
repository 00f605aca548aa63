// A type's static subscript (SE-0254), read and written through the type's name, as
// Defaults' `Defaults[.key]` is: generic over the key's value, on an enum and on a class.
struct Key<Value> {
    let name: String
    let defaultValue: Value
}

enum Settings {
    static var store: [String: Any] = [:]
    static subscript<Value>(key: Key<Value>) -> Value {
        get { store[key.name] as? Value ?? key.defaultValue }
        set { store[key.name] = newValue }
    }
}

extension Key where Value == Bool {
    static let showTitle = Key(name: "showTitle", defaultValue: true)
}

final class Registry {
    static var names: [String] = ["a", "b"]
    static subscript(index: Int) -> String {
        get { names[index] }
        set { names[index] = newValue }
    }
}

func run() {
    print(Settings[.showTitle])
    Settings[.showTitle] = false
    print(Settings[.showTitle])
    Settings[Key(name: "count", defaultValue: 3)] += 1
    print(Settings[Key(name: "count", defaultValue: 0)])
    Registry[1] = "z"
    print(Registry[0] + Registry[1], Registry.names)
}
