import PlaygroundChecker
import SwiftSyntax

/// Dictionaries: literals, subscripts (reading, storing, `default:`), and their library members.
extension Interpreter {
    /// The operations the checker emits for dictionaries; nil for other names.
    func dictionaryExpression(_ name: String, _ args: [Expr], _ env: Environment, at node: Syntax) throws(RuntimeError) -> Value? {
        switch name {
        case "Dictionary.literal":
            var keys: [Value] = [], values: [Value] = []
            for pair in stride(from: 0, to: args.count - 1, by: 2) {
                let key = try eval(args[pair], env)
                guard !keys.contains(key) else { throw RuntimeError("Fatal error: Dictionary literal contains duplicate keys", at: node) }
                keys.append(key)
                values.append(try eval(args[pair + 1], env))
            }
            return .dictionary(keys: keys, values: values)
        case "Dictionary.subscript", "Dictionary.subscriptDefault":
            guard args.count >= 2, case .dictionary(let keys, let values) = try eval(args[0], env) else { return nil }
            let key = try eval(args[1], env)
            let found = keys.firstIndex(of: key).map { values[$0] }
            if name == "Dictionary.subscript" { return .optional(found) }
            if let found { return found }
            return try eval(args[2], env)
        default:
            return nil
        }
    }

    /// `dict` with `value` (an optional: nil removes the key) stored at `key`.
    func dictionaryStoring(_ value: Value, at key: Value, in dict: Value, at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .dictionary(var keys, var values) = dict else { throw RuntimeError("cannot assign to this expression", at: node) }
        let index = keys.firstIndex(of: key)
        switch (value, index) {
        case (.optional(nil), let index?):
            keys.remove(at: index)
            values.remove(at: index)
        case (.optional(nil), nil):
            break
        case (.optional(let stored?), let index?):
            values[index] = stored
        case (.optional(let stored?), nil):
            try checkArrayCount(keys.count + 1, at: node)
            keys.append(key)
            values.append(stored)
        case (let stored, let index?):
            values[index] = stored
        case (let stored, nil):
            keys.append(key)
            values.append(stored)
        }
        return .dictionary(keys: keys, values: values)
    }

    /// A dictionary's members declared without a body; nil for other names.
    func callDictionaryNative(_ name: String, receiver: inout Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        if name == "Dictionary.init()" { return .dictionary(keys: [], values: []) }
        guard case .dictionary(let keys, let values)? = receiver else { return nil }
        let first = args.first ?? .void
        switch (name, first) {
        case ("Dictionary.removeValue(forKey:)", let key):
            let old = keys.firstIndex(of: key).map { values[$0] }
            receiver = try dictionaryStoring(.optional(nil), at: key, in: .dictionary(keys: keys, values: values), at: node)
            return .optional(old)
        case ("Dictionary.updateValue(_:forKey:)", let value) where args.count == 2:
            let old = keys.firstIndex(of: args[1]).map { values[$0] }
            receiver = try dictionaryStoring(.optional(value), at: args[1], in: .dictionary(keys: keys, values: values), at: node)
            return .optional(old)
        case ("Dictionary.removeAll()", _):
            receiver = .dictionary(keys: [], values: [])
            return .void
        case ("Dictionary.mapValues(_:)", .function(let f)):
            var mapped: [Value] = []
            for value in values { mapped.append(try call(f, [value], at: node)) }
            return .dictionary(keys: keys, values: mapped)
        case ("Dictionary.map(_:)", .function(let f)):
            var mapped: [Value] = []
            for (key, value) in zip(keys, values) { mapped.append(try call(f, [.tuple([key, value])], at: node)) }
            return .array(mapped)
        case ("Dictionary.filter(_:)", .function(let f)):
            var kept: (keys: [Value], values: [Value]) = ([], [])
            for (key, value) in zip(keys, values) where try call(f, [.tuple([key, value])], at: node) == .bool(true) {
                kept.keys.append(key)
                kept.values.append(value)
            }
            return .dictionary(keys: kept.keys, values: kept.values)
        case ("Dictionary.sorted(by:)", .function):
            var pairs: Value? = .array(zip(keys, values).map { .tuple([$0, $1]) })
            return try callLibraryNative("Array.sorted(by:)", receiver: &pairs, args: args, at: node)
        default:
            return nil
        }
    }

    /// `count`, `isEmpty`, `keys`, `values` and `first` of a dictionary; nil for other values.
    func dictionaryProperty(_ p: PropertyDecl, of receiver: Value?) -> Value? {
        guard case .dictionary(let keys, let values)? = receiver else { return nil }
        switch p.name {
        case "count": return .int(keys.count)
        case "isEmpty": return .bool(keys.isEmpty)
        case "keys": return .array(keys)
        case "values": return .array(values)
        case "first": return .optional(keys.first.map { .tuple([$0, values[0]]) })
        default: return nil
        }
    }
}
