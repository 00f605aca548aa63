// A switch statement's cases falling through to the next (food-truck's entitlement check), an
// initializer a protocol's constrained extension gives a raw-value enum (delegating to
// `init(rawValue:)`), and an associated type such an extension's property says (`RawValue`,
// named bare in `extension Plot where Self: RawRepresentable`).
protocol Named { init?(name: String) }
extension Named where Self: RawRepresentable, Self.RawValue == String {
    init?(name: String) { self.init(rawValue: name.lowercased()) }
}
protocol Plot {
    associatedtype Primitive
    var primitive: Primitive { get }
}
extension Plot where Self: RawRepresentable {
    var primitive: RawValue { rawValue }
}
enum Flavor: String, Named, Plot { case plain, glazed }

func describe(_ value: Int?) -> String {
    var out = ""
    switch value {
    case .some(1): out += "one "; fallthrough
    case .some(2): out += "two "; fallthrough
    case .none: out += "none"
    case .some(let other): out += "other \(other)"
    }
    return out
}

func run() {
    print(describe(1), "|", describe(2), "|", describe(nil), "|", describe(7))
    print(Flavor(name: "GLAZED") as Any, Flavor(name: "sprinkles") as Any)
    let raw: String = Flavor.plain.primitive
    print(raw, Flavor.glazed.primitive.count)
}
