import SwiftSyntax

/// `OptionSet`'s set algebra on the playground's option sets: instances whose `rawValue` is an
/// integer of bits (`Axis.Set`, `Edge.Set`, a user's own).
extension Interpreter {
    /// The value of an `OptionSet` member called on `receiver`, or nil when `name` is not one.
    func optionSetNative(_ name: String, receiver: inout Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        guard name.hasPrefix("OptionSet."), case .instance(let set)? = receiver else { return nil }
        let bits = Self.optionBits(of: set)
        let other = args.first.flatMap { value -> Int? in
            if case .instance(let i) = value { Self.optionBits(of: i) } else { nil }
        } ?? 0
        func made(_ raw: Int) -> Value {
            var copy = set
            copy.fields["rawValue"] = .int(raw)
            return .instance(copy)
        }
        switch name {
        case "OptionSet.contains(_:)": return .bool(bits & other == other)
        case "OptionSet.union(_:)": return made(bits | other)
        case "OptionSet.intersection(_:)": return made(bits & other)
        case "OptionSet.subtracting(_:)": return made(bits & ~other)
        case "OptionSet.symmetricDifference(_:)": return made(bits ^ other)
        case "OptionSet.isSubset(of:)": return .bool(bits & other == bits)
        case "OptionSet.isDisjoint(with:)": return .bool(bits & other == 0)
        case "OptionSet.formUnion(_:)":
            receiver = made(bits | other)
            return .void
        case "OptionSet.formIntersection(_:)":
            receiver = made(bits & other)
            return .void
        case "OptionSet.subtract(_:)":
            receiver = made(bits & ~other)
            return .void
        case "OptionSet.insert(_:)":
            receiver = made(bits | other)
            return .tuple([.bool(bits & other != other), args.first ?? .void])
        case "OptionSet.remove(_:)":
            receiver = made(bits & ~other)
            return .optional(bits & other == 0 ? nil : made(bits & other))
        default:
            return nil
        }
    }

    /// The bits of an option set's value (its `rawValue`).
    static func optionBits(of set: Instance) -> Int {
        if case .int(let raw)? = set.fields["rawValue"] { return raw }
        return 0
    }
}
