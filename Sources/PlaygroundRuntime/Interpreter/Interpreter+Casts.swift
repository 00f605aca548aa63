import PlaygroundChecker
import SwiftSyntax

/// Dynamic casts (`as?`, `as!`, `is`): whether a value's dynamic type is, inherits from or
/// conforms to the target type.
extension Interpreter {
    /// Evaluates a cast of `value` to `target`.
    func cast(_ value: Value, to target: SwiftType, _ kind: CastKind, at node: Syntax) throws(RuntimeError) -> Value {
        let result = castValue(value, to: checker.system.normalize(target))
        switch kind {
        case .conditional: return .optional(result)
        case .test: return .bool(result != nil)
        case .forced:
            guard let result else {
                throw RuntimeError("Could not cast value to '\(target)'", at: node)
            }
            return result
        }
    }

    /// The value as `target`, or nil when its dynamic type is not one.
    func castValue(_ value: Value, to target: SwiftType) -> Value? {
        if case .optional(let wrapped) = value {
            // An optional is itself what a protocol it conforms to unconditionally wants (nil too):
            // Swift's cast tries the optional before its payload.
            if isOptionalConforming(to: target) { return value }
            if let inner = target.optionalWrapped, let wrapped {
                return castValue(wrapped, to: inner).map { .optional($0) }
            }
            return wrapped.flatMap { castValue($0, to: target) }
        }
        if let inner = target.optionalWrapped { return castValue(value, to: inner).map { .optional($0) } }
        if case .instance(let number) = value, number.decl.name == "NSNumber", let bridged = bridgedNumber(number, to: target) {
            return bridged
        }
        switch target {
        case .existential(let members):
            // A composition's class (`Figure & Scalable`) is met by an instance of it or a subclass.
            let met = members.allSatisfy { member in
                checker.table.nominal(member)?.kind == .class
                    ? dynamicNominals(of: value).contains(member.qualifiedName) : isDynamically(value, conformingTo: member)
            }
            return met ? value : nil
        case .nominal(let id, _):
            if let decl = checker.table.nominal(id), decl.kind == .protocol {
                return isDynamically(value, conformingTo: id) ? value : nil
            }
            return dynamicNominals(of: value).contains(id.qualifiedName) ? value : nil
        default:
            return nil
        }
    }

    /// An `NSNumber` as a Swift number (`json["age"] as? Int`), as Foundation bridges it: only
    /// when the value is exactly one of the type's (`4.5` is no `Int`; `1` and `0` are `Bool`s).
    private func bridgedNumber(_ number: Instance, to target: SwiftType) -> Value? {
        guard case .nominal(let id, let arguments) = target, arguments.isEmpty, case .double(let value)? = number.fields["_value"] else { return nil }
        let integral = value == value.rounded()
        switch id.qualifiedName {
        case "Double": return .double(value)
        case "Float": return .float(Float(value))
        case "Bool": return value == 0 ? .bool(false) : value == 1 ? .bool(true) : nil
        case "Int", "Int64": return integral && abs(value) < 9.2e18 ? .int(Int(value)) : nil
        case "Int32": return integral && abs(value) <= Double(Int32.max) ? .int(Int(value)) : nil
        case "UInt", "UInt64": return integral && value >= 0 && value < 9.2e18 ? .int(Int(value)) : nil
        case "UInt32": return integral && value >= 0 && value <= Double(UInt32.max) ? .int(Int(value)) : nil
        default: return nil
        }
    }

    /// The nominal type names a value is an instance of (its class and superclasses).
    private func dynamicNominals(of value: Value) -> [String] {
        switch value {
        case .int: return ["Int"]
        case .double: return ["Double"]
        case .float: return ["Float"]
        case .bool: return ["Bool"]
        case .string: return ["String"]
        case .array: return ["Array"]
        case .dictionary: return ["Dictionary"]
        case .enumCase(let e): return [e.decl.id.qualifiedName]
        case .instance(let i):
            var names: [String] = []
            var current: NominalDecl? = i.decl
            while let d = current, names.count < 64, !names.contains(d.id.qualifiedName) {
                names.append(d.id.qualifiedName)
                current = d.superclass.flatMap { checker.table.nominal($0) }
            }
            return names
        default: return []
        }
    }

    /// Whether `Optional` conforms, unconditionally, to each protocol `target` names.
    private func isOptionalConforming(to target: SwiftType) -> Bool {
        let protocols: [NominalID]
        switch target {
        case .existential(let ids) where !ids.isEmpty: protocols = ids
        case .nominal(let id, _) where checker.table.nominal(id)?.kind == .protocol: protocols = [id]
        default: return false
        }
        guard let optional = checker.table.nominal("Optional") else { return false }
        return protocols.allSatisfy { proto in
            optional.conformances.contains { $0.protocolID.qualifiedName == proto.qualifiedName && $0.conditions.isEmpty }
        }
    }

    /// Whether the value's type (or a superclass) declares conformance to the protocol.
    private func isDynamically(_ value: Value, conformingTo proto: NominalID) -> Bool {
        dynamicNominals(of: value).contains { name in
            checker.table.nominal(name)?.conformances.contains { $0.protocolID.qualifiedName == proto.qualifiedName } == true
        }
    }
}
