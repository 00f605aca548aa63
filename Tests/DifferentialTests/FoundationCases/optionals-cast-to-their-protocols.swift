// An optional cast to a protocol `Optional` conforms to is the optional itself, nil included
// (Defaults' `(value as? _DefaultsOptionalProtocol)?._defaults_isNil`); to any other protocol,
// its payload is cast. `Optional(nilLiteral:)` is nil.
protocol OptionalLike: ExpressibleByNilLiteral {
    var isNil: Bool { get }
}

extension Optional: OptionalLike {
    var isNil: Bool { self == nil }
}

protocol Named {
    var name: String { get }
}

struct Bird: Named {
    var name: String
}

func isNil<T>(_ value: T) -> Bool {
    (value as? OptionalLike)?.isNil == true
}

func name<T>(_ value: T) -> String {
    (value as? Named)?.name ?? "-"
}

func run() {
    let missing: Int? = nil
    let three: Int? = 3
    print((missing as? OptionalLike)?.isNil == true, (three as? OptionalLike)?.isNil == true)
    print(isNil(missing), isNil(three), isNil(3))
    let any: Any = missing as Any
    print((any as? OptionalLike)?.isNil == true, Optional<Int>(nilLiteral: ()) == nil)
    let bird: Bird? = Bird(name: "robin")
    let nobody: Bird? = nil
    print(name(bird), name(nobody), name(Bird(name: "wren")))
}
