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
        guard let function = Self.declaredOperator("==", of: a) else { return a == b }
        return try callComparison(function, a, b, at: node)
    }

    func isLess(_ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        // Tuples compare lexicographically: the first unequal element decides.
        if case .tuple(let x) = a, case .tuple(let y) = b, x.count == y.count {
            for (p, q) in zip(x, y) where try !isEqual(p, q, at: node) { return try isLess(p, q, at: node) }
            return false
        }
        guard let function = Self.declaredOperator("<", of: a) else { return a < b }
        return try callComparison(function, a, b, at: node)
    }

    /// `a` in ascending order by `isLess` (a stable merge sort: the comparison can throw).
    func sorted(_ values: [Value], at node: Syntax?) throws(RuntimeError) -> [Value] {
        guard values.count > 1 else { return values }
        let middle = values.count / 2
        let left = try sorted(Array(values[..<middle]), at: node)
        let right = try sorted(Array(values[middle...]), at: node)
        var out: [Value] = []
        out.reserveCapacity(values.count)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if try isLess(right[j], left[i], at: node) {
                out.append(right[j])
                j += 1
            } else {
                out.append(left[i])
                i += 1
            }
        }
        return out + left[i...] + right[j...]
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
    private static func declaredOperator(_ name: String, of value: Value) -> FunctionDecl? {
        let decl: NominalDecl
        switch value {
        case .instance(let instance): decl = instance.decl
        case .enumCase(let enumValue): decl = enumValue.decl
        default: return nil
        }
        return decl.functions[name]?.first { $0.isStatic && $0.parameters.count == 2 && $0.body != nil }
    }

    private func callComparison(_ function: FunctionDecl, _ a: Value, _ b: Value, at node: Syntax?) throws(RuntimeError) -> Bool {
        let (result, _) = try invoke(function, receiver: nil, args: [a, b], substitution: substitution(of: a), at: node)
        guard case .bool(let answer) = result else { throw RuntimeError("'\(function.name)' did not return a Bool", at: node) }
        return answer
    }
}
