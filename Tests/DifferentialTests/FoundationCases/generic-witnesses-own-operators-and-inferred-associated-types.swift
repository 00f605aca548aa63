protocol DefaultKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
struct Width: DefaultKey { static var defaultValue: Int { 320 } }
struct Title: DefaultKey { static var defaultValue: String { "untitled" } }

protocol Context {
    subscript<Key: DefaultKey>(key: Key.Type) -> Key.Value { get }
    func describe<Key: DefaultKey>(_ key: Key.Type) -> String
}
struct Defaults: Context {
    subscript<K: DefaultKey>(key: K.Type) -> K.Value { K.defaultValue }
    func describe<K: DefaultKey>(_ key: K.Type) -> String { "\(K.self)=\(K.defaultValue)" }
}
func read<C: Context, K: DefaultKey>(_ key: K.Type, in context: C) -> K.Value { context[key] }
func described<C: Context>(in context: C) -> String { context.describe(Width.self) + " " + context.describe(Title.self) }

struct Version {
    var major: Int
    var minor: Int
}
extension Version {
    static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
    static func >= (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) }
    static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major && lhs.minor == rhs.minor }
}

protocol Source {
    associatedtype Item
    func first() -> Item
}
struct Numbers: Source {
    func first() -> Int { 7 }
    func pair() -> (Item, Item) { (first(), first() + 1) }
}

func run() {
    print(read(Width.self, in: Defaults()), read(Title.self, in: Defaults()), described(in: Defaults()))
    print(Version(major: 1, minor: 2) < Version(major: 1, minor: 10), Version(major: 2, minor: 0) >= Version(major: 1, minor: 9))
    print(Version(major: 2, minor: 0) == Version(major: 2, minor: 0), Numbers().pair().1, "\(Numbers.Item.self)")
}
