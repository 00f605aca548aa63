// Which declaration a type name means inside a type, as the Defaults package relies on: a
// protocol's alias found through a conformance (`_DefaultsSerializable`'s `typealias
// Serializable = Bridge.Serializable`) is a last resort, behind the enclosing types' names and
// the globals; a type's generic parameter clause (`ArrayBridge<Element: Serializable>`) is read
// outside the type, where its own aliases are not seen.

// MARK: - an_enclosing_alias_beats_a_conformance_alias
// expect: Text
public protocol _Storable {
    typealias Stored = Bridge.Stored
    associatedtype Bridge: _StoreBridge
    static var bridge: Bridge { get }
}
public protocol _StoreBridge {
    associatedtype Stored
}
public enum Store {
    public typealias Stored = _Storable
    public struct TextBridge: _StoreBridge {
        public typealias Stored = String
    }
    public struct Box: Stored {
        public static let bridge = TextBridge()
        var value: Stored? { nil }
    }
}
Text("\(type(of: Store.Box().value))")

// MARK: - a_conformance_alias_when_nothing_else_has_the_name
// expect: Text
public protocol _Bridged {
    typealias Payload = Bridge.Payload
    associatedtype Bridge: _PayloadBridge
    static var bridge: Bridge { get }
}
public protocol _PayloadBridge {
    associatedtype Payload
}
public struct NumberBridge: _PayloadBridge {
    public typealias Payload = Int
}
public struct Counter: _Bridged {
    public static let bridge = NumberBridge()
    var value: Payload? { 3 }
}
Text("\(type(of: Counter().value))")

// MARK: - a_generic_parameter_clause_is_read_outside_the_type
// expect: Text
protocol Named { static var name: String { get } }
extension Int: Named { static var name: String { "int" } }
enum Outer {
    typealias Constraint = Named
    struct List<T: Constraint> {
        typealias Constraint = [T]
        func items() -> Constraint { [] }
        func name() -> String { T.name }
    }
}
Text("\(Outer.List<Int>().name()) \(type(of: Outer.List<Int>().items()))")

// MARK: - a_member_alias_of_a_generic_type_types_an_initial_value
// expect: Text
struct Basket<T> {
    typealias Items = [T]
    var items: Items = []
    var spare: Items = Array()
}
Text("\(type(of: Basket<Int>().items)) \(type(of: Basket<String>().spare))")
