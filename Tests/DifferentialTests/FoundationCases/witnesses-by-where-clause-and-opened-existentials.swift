// Which implementation a protocol requirement runs: of several defaults in constrained
// extensions, the most constrained one the type meets; through an existential passed to a
// generic function, the payload's own type's (SE-0352); a generic type's witness reads its
// parameters from the receiver.
protocol Bridge { associatedtype Value; associatedtype Stored; func name() -> String; func load(_ stored: Stored?) -> Value? }
struct RawBridge<Value: RawRepresentable>: Bridge {
    typealias Stored = Value.RawValue
    func name() -> String { "raw" }
    func load(_ stored: Stored?) -> Value? { stored.flatMap { Value(rawValue: $0) } }
}
struct CodableBridge<Value: Codable>: Bridge {
    typealias Stored = String
    func name() -> String { "codable" }
    func load(_ stored: String?) -> Value? { nil }
}
protocol Storable { associatedtype B: Bridge; static var bridge: B { get }; static var isNative: Bool { get } }
extension Storable { static var isNative: Bool { false } }
extension Storable where Self: Codable { static var bridge: CodableBridge<Self> { CodableBridge() } }
extension Storable where Self: RawRepresentable { static var bridge: RawBridge<Self> { RawBridge() } }
extension Storable where Self: Codable & RawRepresentable { static var bridge: RawBridge<Self> { RawBridge() } }
extension String: Storable { static var isNative: Bool { true } }
extension Int: Storable { static var isNative: Bool { true } }
enum Position: String, Codable, Storable { case top, bottom }
enum Pin: String, Storable { case left, right }
struct Point: Codable, Storable { var x = 1 }

func bridgeName<T: Storable>(_ value: T) -> String { T.isNative ? "native" : T.bridge.name() }
func describe(_ value: any Storable) -> String { bridgeName(value) }
func loaded<B: Bridge>(_ bridge: B, _ stored: Any) -> B.Value? { bridge.load(stored as? B.Stored) }

func run() {
    print(bridgeName(Position.top), bridgeName(Pin.left), bridgeName(Point()), bridgeName("a"))
    let values: [any Storable] = [Position.bottom, Pin.right, Point(), "b", 3]
    print(values.map(describe))
    print(loaded(RawBridge<Position>(), "bottom") as Any, loaded(RawBridge<Pin>(), "up") as Any)
}
