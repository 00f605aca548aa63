import PlaygroundChecker
import SwiftSyntax

/// `==` and `<` between values: a type's own operator functions decide (`static func <` in a
/// `Comparable` struct), the other comparisons derived from them as the standard library's
/// defaults derive them; values of other types compare structurally (`Value`'s `==` and `<`).
extension Interpreter {
    func compare(_ op: BinaryOperator, _ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        switch op {
        case .equal: return try isEqual(a, b, at: node)
        case .notEqual: return try !isEqual(a, b, at: node)
        // A class value is equal to another holding the same object.
        case .identical: return a == b
        case .notIdentical: return a != b
        case .less: return try isLess(a, b, at: node)
        case .lessEqual: return try !isLess(b, a, at: node)
        case .greater: return try isLess(b, a, at: node)
        default: return try !isLess(a, b, at: node)
        }
    }

    func isEqual(_ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        if case .tuple(let x) = a, case .tuple(let y) = b, x.count == y.count {
            for (p, q) in zip(x, y) where try !isEqual(p, q, at: node) { return false }
            return true
        }
        guard let function = declaredOperator("==", of: a) else { return a == b }
        return try callComparison(function, a, b, at: node)
    }

    func isLess(_ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        // Tuples compare lexicographically: the first unequal element decides.
        if case .tuple(let x) = a, case .tuple(let y) = b, x.count == y.count {
            for (p, q) in zip(x, y) where try !isEqual(p, q, at: node) { return try isLess(p, q, at: node) }
            return false
        }
        guard let function = declaredOperator("<", of: a) else {
            // The `Comparable` Swift synthesizes for an enum: by the cases' order, then payloads.
            if case .enumCase(let x) = a, case .enumCase(let y) = b, x.decl === y.decl {
                let order = x.decl.enumCaseOrder
                if x.name != y.name { return (order.firstIndex(of: x.name) ?? 0) < (order.firstIndex(of: y.name) ?? 0) }
                return try isLess(.tuple(x.payload), .tuple(y.payload), at: node)
            }
            return a < b
        }
        return try callComparison(function, a, b, at: node)
    }

    /// `values` in ascending order by `isLess`.
    func sorted(_ values: [Value], at node: Syntax?) throws(RuntimeError) -> [Value] {
        try sorted(values) { a, b throws(RuntimeError) in try isLess(a, b, at: node) }
    }

    /// `values` sorted by a comparison that can fail: the first failure is thrown when the sort ends.
    func sorted(_ values: [Value], by areInIncreasingOrder: (Value, Value) throws(RuntimeError) -> Bool) throws(RuntimeError) -> [Value] {
        var failure: RuntimeError?
        let result = values.sorted { x, y in
            guard failure == nil else { return false }
            do throws(RuntimeError) { return try areInIncreasingOrder(x, y) } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    /// `max()` or `min()` of a sequence: the first of equal extremes, as the standard library's.
    func extreme(of values: [Value], largest: Bool, at node: Syntax?) throws(RuntimeError) -> Value? {
        guard var result = values.first else { return nil }
        for element in values.dropFirst() where try largest ? isLess(result, element, at: node) : isLess(element, result, at: node) {
            result = element
        }
        return result
    }

    func firstIndex(of value: Value, in values: [Value], at node: Syntax?) throws(RuntimeError) -> Int? {
        for (index, element) in values.enumerated() where try isEqual(element, value, at: node) { return index }
        return nil
    }

    /// The `static func` named `name` with two parameters and a body that the value's type declares.
    private func declaredOperator(_ name: String, of value: Value) -> FunctionDecl? {
        let decl: NominalDecl
        switch value {
        case .instance(let instance): decl = instance.decl
        case .enumCase(let enumValue): decl = enumValue.decl
        default: return nil
        }
        // A class's operator may be its superclass's (`NSObject.==` calling `isEqual`).
        for owner in [decl] + checker.system.superclasses(of: decl) {
            if let function = owner.functions(named: name)?.first(where: { $0.isStatic && $0.parameters.count == 2 && $0.body != nil }) { return function }
        }
        return nil
    }

    private func callComparison(_ function: FunctionDecl, _ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        let (result, _) = try invoke(function, receiver: nil, args: [a, b], substitution: substitution(of: a), at: node)
        guard case .bool(let answer) = result else { throw RuntimeError("'\(function.name)' did not return a Bool", at: node) }
        return answer
    }
}
