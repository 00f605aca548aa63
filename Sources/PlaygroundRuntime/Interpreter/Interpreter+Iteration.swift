import PlaygroundChecker
import SwiftSyntax

/// A user's own sequences: its iterator's `next()` until nil (`makeIterator()`, or the value
/// itself when it is its own iterator), or for a collection without an iterator its positions
/// from `startIndex` by `index(after:)` to `endIndex`, read through its subscript.
extension Interpreter {
    /// The next-element function of a user's sequence, or nil for any other value.
    func userIterator(of value: Value, at node: Syntax?) throws(RuntimeError) -> (() throws(RuntimeError) -> Value?)? {
        guard let decl = Self.userDeclaration(of: value) else { return nil }
        // `for await`: an asynchronous sequence's iterator (tasks run at once here).
        if let make = Self.ownFunction("makeIterator", of: decl) ?? Self.ownFunction("makeAsyncIterator", of: decl) {
            let iterator = try invoke(make, receiver: value, args: [], substitution: substitution(of: value, in: decl), at: node).result
            return try nextFunction(of: iterator, at: node)
        }
        if Self.ownFunction("next", of: decl) != nil { return try nextFunction(of: value, at: node) }
        return try positions(of: value, decl: decl, at: node)
    }

    /// Calls `next()` on the iterator, keeping the iterator it leaves.
    private func nextFunction(of iterator: Value, at node: Syntax?) throws(RuntimeError) -> (() throws(RuntimeError) -> Value?)? {
        guard let decl = Self.userDeclaration(of: iterator), let next = Self.ownFunction("next", of: decl) else {
            throw RuntimeError("the iterator has no 'next()' the playground can call", at: node)
        }
        var current = iterator
        return { [self] () throws(RuntimeError) -> Value? in
            let (result, receiver) = try invoke(next, receiver: current, args: [], substitution: substitution(of: current, in: decl), at: node)
            if let receiver { current = receiver }
            guard case .optional(let element) = result else { return result }
            return element
        }
    }

    /// A collection's elements by position.
    private func positions(of collection: Value, decl: NominalDecl, at node: Syntax?) throws(RuntimeError) -> (() throws(RuntimeError) -> Value?)? {
        guard let start = decl.properties["startIndex"]?.first(where: { !$0.isStatic }),
              let end = decl.properties["endIndex"]?.first(where: { !$0.isStatic }),
              let read = decl.functions(named: "subscript")?.first(where: { !$0.isStatic && $0.parameters.map(\.label) == [nil] && !Self.isRange($0.parameters[0].type) }),
              let collectionProtocol = checker.table.nominal("Collection"),
              let step = Self.ownFunction("index", of: decl, labels: ["after"])
                ?? collectionProtocol.functions(named: "index")?.first(where: { $0.body != nil && $0.parameters.map(\.label) == ["after"] })
        else { return nil }
        var index = try property(start, of: collection, at: node)
        let endIndex = try property(end, of: collection, at: node)
        let sub = substitution(of: collection, in: decl)
        return { [self] () throws(RuntimeError) -> Value? in
            guard try isLess(index, endIndex, at: node) else { return nil }
            let element = try invoke(read, receiver: collection, args: [index], substitution: sub, at: node).result
            index = try invoke(step, receiver: collection, args: [index], substitution: sub, at: node).result
            return element
        }
    }

    /// The elements of a user's sequence, all of them (an endless one stops at the array limit).
    func userElements(of value: Value, at node: Syntax?) throws(RuntimeError) -> [Value]? {
        guard let next = try userIterator(of: value, at: node) else { return nil }
        var out: [Value] = []
        while let element = try next() {
            out.append(element)
            try checkArrayCount(out.count, at: node)
        }
        return out
    }

    /// The declaration of a value of a user's own type (a library type's sequences are native).
    private static func userDeclaration(of value: Value) -> NominalDecl? {
        switch value {
        case .instance(let instance) where instance.fields["elements"] == nil: instance.decl
        case .enumCase(let enumCase): enumCase.decl
        default: nil
        }
    }

    /// Whether a subscript's parameter is a range (`subscript(bounds: Range<Int>)`), not a position.
    private static func isRange(_ type: SwiftType) -> Bool {
        guard case .nominal(let id, _) = type else { return false }
        return ["Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"].contains(id.qualifiedName)
    }

    /// The type's own instance method of that name and those argument labels.
    private static func ownFunction(_ name: String, of decl: NominalDecl, labels: [String?] = []) -> FunctionDecl? {
        decl.functions(named: name)?.first { !$0.isStatic && $0.parameters.map(\.label) == labels }
    }
}
