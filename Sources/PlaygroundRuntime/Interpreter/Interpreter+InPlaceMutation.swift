import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// Array and string mutations that change the receiver's own storage, so a loop of appends
/// costs what it costs in Swift (amortized constant per append), not a copy of the whole
/// array each time.
///
/// A call on a variable or a stored property (`items.append(i)`, `text += "…"`) takes the
/// value out of its place (`InPlacePlace`) for the change, so its storage is referenced once
/// and Swift's copy-on-write does not copy it; other receivers go through `callNative`, which
/// uses the same mutations.
extension Interpreter {
    /// The natives `mutateInPlace` implements (names as `sharedName` gives them).
    static let inPlaceNatives: Set<String> = [
        "Array.append(_:)", "Array.append(contentsOf:)", "Array.insert(_:at:)", "Array.remove(at:)",
        "Array.removeFirst()", "Array.removeLast()", "Array.removeAll()", "String.append(_:)",
        "String.append(contentsOf:)",
    ]

    /// Runs a mutating native on `value` in place; nil when `value` or the arguments are not
    /// of the kind it handles (nothing was changed then).
    func mutateInPlace(_ name: String, _ value: inout Value, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        // Bound with `guard case`, not `switch`: a switch's subject is a copy that would keep
        // the storage referenced twice until the switch ends.
        if case .string = value {
            guard name == "String.append(_:)" || name == "String.append(contentsOf:)", let first = args.first else { return nil }
            // A string, or (`append(contentsOf:)`) a sequence of characters.
            let more = if case .string(let more) = first { more } else {
                try elements(of: first, at: node).map { if case .string(let c) = $0 { c } else { "" } }.joined()
            }
            guard case .string(var text) = value else { return nil }
            try appendText(more, to: &text, in: &value, at: node)
            value = .string(text)
            return .void
        }
        guard case .array(var elements) = value else { return nil }
        let first = args.first ?? .void
        let result: Value
        switch name {
        case "Array.append(_:)":
            try checkArrayCount(elements.count + 1, at: node)
            value = .void
            elements.append(first)
            result = .void
        case "Array.append(contentsOf:)":
            let more = try self.elements(of: first, at: node)
            try checkArrayCount(elements.count + more.count, at: node)
            value = .void
            elements.append(contentsOf: more)
            result = .void
        case "Array.insert(_:at:)":
            guard args.count == 2, case .int(let i) = args[1], (0...elements.count).contains(i) else { throw Self.indexOutOfRange(at: node) }
            try checkArrayCount(elements.count + 1, at: node)
            value = .void
            elements.insert(first, at: i)
            result = .void
        case "Array.remove(at:)":
            guard case .int(let i) = first, elements.indices.contains(i) else { throw Self.indexOutOfRange(at: node) }
            value = .void
            result = elements.remove(at: i)
        case "Array.removeFirst()":
            guard !elements.isEmpty else { throw RuntimeError("Fatal error: Can't remove first element from an empty collection", at: node) }
            value = .void
            result = elements.removeFirst()
        case "Array.removeLast()":
            guard !elements.isEmpty else { throw RuntimeError("Fatal error: Can't remove last element from an empty collection", at: node) }
            value = .void
            result = elements.removeLast()
        case "Array.removeAll()":
            elements = []
            result = .void
        default:
            return nil
        }
        value = .array(elements)
        return result
    }

    /// `text` (taken out of `value`) with `more` appended, within the playground's string limit.
    private func appendText(_ more: String, to text: inout String, in value: inout Value, at node: Syntax?) throws(RuntimeError) {
        guard text.utf8.count + more.utf8.count <= Limits.stringLength else { throw Self.stringTooLong(at: node) }
        value = .void
        text += more
    }

    /// A mutating native called on a variable or a stored property, run on its value in place;
    /// nil when the call is not one (it then runs as any other call).
    func evalInPlaceCall(_ call: Call, _ env: Environment, at node: Syntax) throws(RuntimeError) -> Value? {
        guard call.function.isMutating, let target = call.receiver else { return nil }
        let name = Self.sharedName(call.function.qualifiedName)
        guard Self.inPlaceNatives.contains(name), let place = inPlacePlace(target, env), place.current?.isArrayOrString == true else { return nil }
        let args = try argumentValues(call, env)
        try tick(node)
        return try place.modify { (value: inout Value) throws(RuntimeError) -> Value in
            if let result = try mutateInPlace(name, &value, args: args, at: node) { return result }
            let (result, newReceiver) = try invoke(call.function, receiver: value, args: args, substitution: calleeSubstitution(call, env), at: node)
            if let newReceiver { value = newReceiver }
            return result
        }
    }

    /// `text += more` on a string variable or stored property, appended in place; false when it
    /// is not that (the compound assignment then runs as any other).
    func appendInPlace(_ op: BinaryOperator, _ target: Expr, _ more: Expr, _ env: Environment, at node: Syntax) throws(RuntimeError) -> Bool {
        guard op == .add, let place = inPlacePlace(target, env), case .string? = place.current else { return false }
        let addition = try eval(more, env)
        try place.modify { (value: inout Value) throws(RuntimeError) in
            if case .string(let suffix) = addition, case .string(var text) = value {
                try appendText(suffix, to: &text, in: &value, at: node)
                value = .string(text)
            } else {
                value = try arithmetic(op, value, addition, of: target.type, at: node)
            }
        }
        return true
    }

    /// Where `target` keeps its value, when it can change there: a local variable; a stored
    /// global without observers; a stored property without a wrapper or observers of `self` or
    /// of a local (a class instance's, or a struct's held in the variable).
    func inPlacePlace(_ target: Expr, _ env: Environment) -> InPlacePlace? {
        switch target.kind {
        case .local(let name):
            return env.lookup(name).map(InPlacePlace.box)
        case .global(let name):
            guard let p = checker.table.variables[name], p.isStored, !p.isObserved, let box = globals.lookup(name) else { return nil }
            return .box(box)
        case .property(let base, let requested):
            let holder: Box? = switch base.kind {
            case .selfValue: env.selfBox
            case .local(let name): env.lookup(name)
            default: nil
            }
            guard let holder, case .instance(let instance) = holder.value else { return nil }
            let p = witness(for: requested, of: holder.value)
            guard p.isStored, !p.isStatic, p.wrapper == nil, !p.isObserved, instance.fields[p.name] != nil else { return nil }
            if let object = instance.object { return .objectField(object, p.name) }
            return .structField(holder, p.name)
        default:
            return nil
        }
    }
}

extension Value {
    /// Whether the value is an array or a string (what `mutateInPlace` changes).
    var isArrayOrString: Bool {
        switch self {
        case .array, .string: true
        default: false
        }
    }
}
