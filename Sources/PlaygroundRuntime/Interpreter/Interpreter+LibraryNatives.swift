import PlaygroundChecker
import SwiftSyntax

/// Collection and string members of the standard library (and Foundation's string methods)
/// declared without a body. An `ArraySlice` is an array value here and a `Substring` a string,
/// so their members share the implementations of `Array`'s and `String`'s.
extension Interpreter {
    /// The implementation of `name`, or nil when the library has none.
    func callLibraryNative(_ name: String, receiver: inout Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        let name = Self.sharedName(name)
        let first = args.first ?? .void
        switch (name, receiver, first) {
        case ("KeyPath.appending(path:)", .keyPath(let head)?, .keyPath(let tail)), ("WritableKeyPath.appending(path:)", .keyPath(let head)?, .keyPath(let tail)):
            return .keyPath(head + tail)
        case ("Range.map(_:)", .range(let lo, let hi, let closed)?, _), ("Range.filter(_:)", .range(let lo, let hi, let closed)?, _),
             ("Range.forEach(_:)", .range(let lo, let hi, let closed)?, _):
            var elements: Value? = .array(try rangeElements(lo, hi, closed: closed, at: node))
            return try callLibraryNative("Array." + name.dropFirst("Range.".count), receiver: &elements, args: args, at: node)
        case ("Array.map(_:)", .array(let a)?, .function(let f)):
            var out: [Value] = []
            for v in a { out.append(try call(f, [v], at: node)) }
            return .array(out)
        case ("Array.filter(_:)", .array(let a)?, .function(let f)):
            var out: [Value] = []
            for v in a where try call(f, [v], at: node) == .bool(true) { out.append(v) }
            return .array(out)
        case ("Array.forEach(_:)", .array(let a)?, .function(let f)):
            for v in a { _ = try call(f, [v], at: node) }
            return .void
        case ("Array.firstIndex(of:)", .array(let a)?, let v): return .optional(try firstIndex(of: v, in: a, at: node).map(Value.int))
        case ("Array.lastIndex(of:)", .array(let a)?, let v): return .optional(a.lastIndex(of: v).map(Value.int))
        case ("Array.max()", .array(let a)?, _): return .optional(try extreme(of: a, largest: true, at: node))
        case ("Array.min()", .array(let a)?, _): return .optional(try extreme(of: a, largest: false, at: node))
        case ("Set.init()", _, _): return .array([])
        case ("Set.init(_:)", _, .array(let a)): return .array(Self.unique(a))
        case ("Set.insert(_:)", .array(let a)?, let v):
            guard !a.contains(v) else { return .tuple([.bool(false), a.first { $0 == v }!]) }
            try checkArrayCount(a.count + 1, at: node)
            receiver = .array(a + [v])
            return .tuple([.bool(true), v])
        case ("Set.remove(_:)", .array(let a)?, let v):
            guard let index = a.firstIndex(of: v) else { return .optional(nil) }
            var rest = a
            let removed = rest.remove(at: index)
            receiver = .array(rest)
            return .optional(removed)
        case ("Set.union(_:)", .array(let a)?, .array(let b)): return .array(Self.unique(a + b))
        case ("Set.formUnion(_:)", .array(let a)?, .array(let b)):
            receiver = .array(Self.unique(a + b))
            return .void
        case ("Set.intersection(_:)", .array(let a)?, .array(let b)): return .array(a.filter { b.contains($0) })
        case ("Set.subtracting(_:)", .array(let a)?, .array(let b)): return .array(a.filter { !b.contains($0) })
        case ("Set.isSubset(of:)", .array(let a)?, .array(let b)): return .bool(a.allSatisfy { b.contains($0) })
        case ("Array.init(_:)", _, .array(let a)): return .array(a)
        // The elements not yet read stand for an array's iterator.
        case ("Array.makeIterator()", .array(let a)?, _): return .array(a)
        case ("IndexingIterator.next()", .array(let a)?, _):
            receiver = .array(Array(a.dropFirst()))
            return .optional(a.first)
        case ("Array.init(_:)", _, .string(let s)): return .array(s.map { .string(String($0)) })
        case ("Array.init(_:)", _, .instance(let sequence)) where sequence.fields["elements"] != nil:
            // A sequence stored as an `elements` array (`IndexSet`).
            return .array(try elements(of: .instance(sequence), at: node))
        case ("Array.init(_:)", _, _):
            // A user's own sequence, a dictionary's pairs, a range's elements.
            return .array(try elements(of: first, at: node))
        case ("Array.sorted(by:)", .array(let a)?, .function(let f)):
            return .array(try sorted(a, by: f, at: node))
        case ("Array.sort(by:)", .array(let a)?, .function(let f)):
            receiver = .array(try sorted(a, by: f, at: node))
            return .void
        case ("Array.prefix(_:)", .array(let a)?, .int(let n)): return .array(Array(a.prefix(try Self.length(n, at: node))))
        case ("Array.suffix(_:)", .array(let a)?, .int(let n)): return .array(Array(a.suffix(try Self.length(n, at: node))))
        case ("Array.dropFirst(_:)", .array(let a)?, .int(let n)): return .array(Array(a.dropFirst(try Self.length(n, at: node))))
        case ("Array.dropLast(_:)", .array(let a)?, .int(let n)): return .array(Array(a.dropLast(try Self.length(n, at: node))))
        case ("String.prefix(_:)", .string(let s)?, .int(let n)): return .string(String(s.prefix(try Self.length(n, at: node))))
        case ("String.suffix(_:)", .string(let s)?, .int(let n)): return .string(String(s.suffix(try Self.length(n, at: node))))
        case ("String.dropFirst(_:)", .string(let s)?, .int(let n)): return .string(String(s.dropFirst(try Self.length(n, at: node))))
        case ("String.dropLast(_:)", .string(let s)?, .int(let n)): return .string(String(s.dropLast(try Self.length(n, at: node))))
        case ("String.contains(_:)", .string(let s)?, .string(let other)): return .bool(other.isEmpty || s.contains(other))
        case ("String.components(separatedBy:)", .string(let s)?, .string(let separator)):
            guard !separator.isEmpty else { return .array([.string(s)]) }
            return .array(s.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
        case ("String.replacingOccurrences(of:with:)", .string(let s)?, .string(let target)):
            guard args.count == 2, case .string(let replacement) = args[1], !target.isEmpty else { return .string(s) }
            return try checkedString(s.replacing(target, with: replacement), at: node)
        case ("_characterIs(_:_:)", _, .string(let set)):
            guard args.count == 2, case .string(let text) = args[1], let character = text.first, let test = Self.characterSets[set] else { return nil }
            return .bool(test(character))
        case ("Task.init(priority:operation:)", _, _), ("Task.detached(priority:operation:)", _, _):
            guard args.count == 2, case .function(let operation) = args[1], let decl = checker.table.nominal("Task") else { return nil }
            // The error the operation throws is the task's, which `value` throws again.
            do throws(RuntimeError) {
                let result = try call(operation, [], at: node)
                return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["value": result]))
            } catch {
                guard let (message, failure) = thrown, message == error.message else { throw error }
                thrown = nil
                return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["failure": failure]))
            }
        case ("stride(from:to:by:)", _, _), ("stride(from:through:by:)", _, _):
            return try strideValues(name, args, at: node)
        case ("Task.sleep(for:)", _, _), ("Task.sleep(nanoseconds:)", _, _), ("Task.cancel()", _, _), ("Task.checkCancellation()", _, _): return .void
        default:
            return nil
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` over `Int`s or `Double`s: their values
    /// at once, within the playground's array limit; a zero step is Swift's trap.
    func strideValues(_ name: String, _ args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        let through = name.contains("through:")
        let typeName = through ? "StrideThrough" : "StrideTo"
        guard args.count == 3, let decl = checker.table.nominal(typeName) else { return nil }
        var values: [Value] = []
        switch (args[0], args[1], args[2]) {
        case (.int(let start), .int(let end), .int(let step)):
            guard step != 0 else { throw RuntimeError("Fatal error: Stride size must not be zero", at: node) }
            var value = start
            while step > 0 ? (through ? value <= end : value < end) : (through ? value >= end : value > end) {
                values.append(.int(value))
                try checkArrayCount(values.count, at: node)
                let (next, overflow) = value.addingReportingOverflow(step)
                if overflow { break }
                value = next
            }
            return .instance(Instance(decl: decl, type: .nominal(decl.id, [DeclarationTable.int]), fields: ["elements": .array(values)]))
        case (.double(let start), .double(let end), .double(let step)):
            guard step != 0, step.isFinite else { throw RuntimeError("Fatal error: Stride size must not be zero", at: node) }
            // As Swift does: the n-th value is start + n × step, not a running sum.
            var count = 0
            while true {
                let value = start + Double(count) * step
                guard step > 0 ? (through ? value <= end : value < end) : (through ? value >= end : value > end) else { break }
                values.append(.double(value))
                try checkArrayCount(values.count, at: node)
                count += 1
            }
            return .instance(Instance(decl: decl, type: .nominal(decl.id, [DeclarationTable.double]), fields: ["elements": .array(values)]))
        default:
            return nil
        }
    }

    /// The library property `p` of `receiver`, or nil when the library has none.
    func libraryProperty(_ p: PropertyDecl, of receiver: Value?) -> Value? {
        switch (p.name, receiver) {
        case ("first", .string(let s)?): return .optional(s.first.map { .string(String($0)) })
        case ("last", .string(let s)?): return .optional(s.last.map { .string(String($0)) })
        case ("capitalized", .string(let s)?): return .string(Self.capitalized(s))
        case (let name, .string(let text)?) where p.owner?.name == "Character":
            return text.first.flatMap { Self.characterProperty(name, of: $0) }
        case ("isCancelled", .instance(let task)?) where task.decl.name == "Task": return .bool(false)
        case ("isCancelled", nil) where p.owner?.name == "Task": return .bool(false)
        default:
            return nil
        }
    }

    /// `Character`'s property `name`, as Swift answers it; nil for another name.
    static func characterProperty(_ name: String, of c: Character) -> Value? {
        switch name {
        case "isLetter": .bool(c.isLetter)
        case "isNumber": .bool(c.isNumber)
        case "isWholeNumber": .bool(c.isWholeNumber)
        case "isHexDigit": .bool(c.isHexDigit)
        case "isWhitespace": .bool(c.isWhitespace)
        case "isNewline": .bool(c.isNewline)
        case "isPunctuation": .bool(c.isPunctuation)
        case "isSymbol": .bool(c.isSymbol)
        case "isMathSymbol": .bool(c.isMathSymbol)
        case "isCurrencySymbol": .bool(c.isCurrencySymbol)
        case "isUppercase": .bool(c.isUppercase)
        case "isLowercase": .bool(c.isLowercase)
        case "isCased": .bool(c.isCased)
        case "isASCII": .bool(c.isASCII)
        case "wholeNumberValue": .optional(c.wholeNumberValue.map(Value.int))
        case "hexDigitValue": .optional(c.hexDigitValue.map(Value.int))
        default: nil
        }
    }

    /// Foundation's named character sets, by whether a character belongs (its first scalar's
    /// properties, as Foundation tests scalars).
    static let characterSets: [String: @Sendable (Character) -> Bool] = [
        "whitespaces": { $0 == " " || $0 == "\t" },
        "newlines": { $0.isNewline },
        "whitespacesAndNewlines": { $0.isWhitespace },
        "alphanumerics": { $0.isLetter || $0.isNumber },
        "letters": { $0.isLetter },
        "decimalDigits": { $0.unicodeScalars.first?.properties.numericType == .decimal },
        "punctuationCharacters": { $0.isPunctuation },
        "symbols": { $0.isSymbol },
        "uppercaseLetters": { $0.isUppercase },
        "lowercaseLetters": { $0.isLowercase },
    ]

    /// Foundation's `capitalized`: a letter after anything but a letter (or an apostrophe inside
    /// a word: "It's") starts a word and is uppercased, so "3rd" becomes "3Rd" as Foundation
    /// writes it; the word's other letters are lowercased.
    static func capitalized(_ s: String) -> String {
        var out = ""
        var inWord = false
        for c in s {
            out += inWord ? c.lowercased() : c.uppercased()
            inWord = c.isLetter || (inWord && c == "'")
        }
        return out
    }

    /// `ArraySlice.count` is `Array.count`, `Substring.uppercased()` is `String.uppercased()`.
    static func sharedName(_ name: String) -> String {
        // A set is an array of unique elements here: its reading members are the array's.
        if name.hasPrefix("Set."), ["contains(_:)", "removeAll()", "map(_:)", "filter(_:)", "sorted()", "sorted(by:)"].contains(name.dropFirst(4)) {
            return "Array." + name.dropFirst(4)
        }
        // `MutableCollection` restates `Collection`'s subscript (settable); it reads alike.
        if name == "MutableCollection.subscript(_:)" { return "Collection.subscript(_:)" }
        if name.hasPrefix("ClosedRange.") { return "Range." + name.dropFirst("ClosedRange.".count) }
        if name.hasPrefix("ArraySlice.") { return "Array." + name.dropFirst("ArraySlice.".count) }
        if name.hasPrefix("Substring.") { return "String." + name.dropFirst("Substring.".count) }
        return name
    }

    /// The elements without repeats, first occurrences kept in order.
    static func unique(_ values: [Value]) -> [Value] {
        var out: [Value] = []
        for v in values where !out.contains(v) { out.append(v) }
        return out
    }

    /// `a` sorted by a Swift closure `(Element, Element) -> Bool`.
    private func sorted(_ a: [Value], by areInIncreasingOrder: FunctionValue, at node: Syntax?) throws(RuntimeError) -> [Value] {
        try sorted(a) { x, y throws(RuntimeError) in try call(areInIncreasingOrder, [x, y], at: node) == .bool(true) }
    }

    private static func length(_ n: Int, at node: Syntax?) throws(RuntimeError) -> Int {
        guard n >= 0 else { throw RuntimeError("Fatal error: Can't take a prefix of negative length from a collection", at: node) }
        return n
    }

    static func indexOutOfRange(at node: Syntax?) -> RuntimeError {
        RuntimeError("Fatal error: Index out of range", at: node)
    }
}
