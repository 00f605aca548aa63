import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// The standard library members declared without a body, implemented here.
extension Interpreter {
    func callNative(_ fn: FunctionDecl, receiver: inout Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value {
        let name = Self.sharedName(fn.qualifiedName)
        let first = args.first ?? .void
        if name.hasSuffix(".init(_:)"), let number = NumericType(named: String(name.dropLast(".init(_:)".count))) {
            if case .string(let text) = first { return parseNumber(text, as: number) }
            return try convertNumber(first, to: number, at: node)
        }
        // `init(bitPattern:)` between `Int` and `UInt` keeps all 64 bits, as truncating does.
        for label in [".init(truncatingIfNeeded:)", ".init(bitPattern:)"] where name.hasSuffix(label) {
            if let number = NumericType(named: String(name.dropLast(label.count))), let bits = first.unsignedBits {
                return number.isUnsigned64 ? .unsigned(bits) : .int(number.truncating(Int(bitPattern: bits)))
            }
        }
        if name.hasSuffix(".init()"), let number = NumericType(named: String(name.dropLast(".init()".count))) {
            return try convertNumber(.int(0), to: number, at: node)
        }
        if let value = try optionSetNative(name, receiver: &receiver, args: args, at: node) { return value }
        if Self.inPlaceNatives.contains(name), var value = receiver {
            receiver = nil
            defer { receiver = value }
            if let result = try mutateInPlace(name, &value, args: args, at: node) { return result }
        }
        switch (name, receiver, first) {
        case ("print(_:separator:terminator:)", _, let items), ("debugPrint(_:separator:terminator:)", _, let items):
            let parts: [Value] = if case .array(let a) = items { a } else { [items] }
            let quoted = name.hasPrefix("debugPrint")
            let (separator, terminator) = if args.count == 3, case .string(let s) = args[1], case .string(let t) = args[2] { (s, t) } else { (" ", "\n") }
            printed += (try parts.map { v throws(RuntimeError) in
                if quoted, case .string(let s) = v { return s.debugDescription }
                return try self.describing(v, at: node)
            }).joined(separator: separator).escapingControlCharacters + terminator.escapingControlCharacters
            if printed.utf8.count > Limits.outputLength { throw RuntimeError("print wrote more than \(Limits.outputLength) characters, the playground's limit", at: node) }
            return .void
        case ("_notLoaded(_:)", _, .int(let number)) where notLoadedReasons.indices.contains(number):
            throw RuntimeError(notLoadedReasons[number], at: node)
        case ("fatalError(_:file:line:)", _, let m):
            let message = m.description
            throw RuntimeError("Fatal error" + (message.isEmpty ? "" : ": \(message)"), at: node)
        case ("min(_:_:)", _, _) where args.count == 2: return try isLess(args[1], args[0], at: node) ? args[1] : args[0]
        case ("max(_:_:)", _, _) where args.count == 2: return try !isLess(args[1], args[0], at: node) ? args[1] : args[0]
        case ("abs(_:)", _, .int(let n)): return .int(n < 0 ? try Self.negated(n, at: node) : n)
        case ("abs(_:)", _, .double(let d)): return .double(abs(d))
        case ("abs(_:)", _, .float(let f)): return .float(abs(f))
        case ("Collection.subscript(_:)", .array(let a)?, .int(let i)):
            guard a.indices.contains(i) else { throw RuntimeError("Fatal error: Index out of range", at: node) }
            return a[i]
        case ("Collection.subscript(_:)", .range(let lo, let hi, let closed)?, .int(let i)):
            guard i >= lo, closed ? i <= hi : i < hi else { throw RuntimeError("Fatal error: Index out of range", at: node) }
            return .int(i)
        case ("Collection.index(after:)", _, .int(let i)): return .int(i + 1)
        case ("Bool.toggle()", .bool(let b)?, _):
            receiver = .bool(!b)
            return .void
        case ("Bool.random()", _, _): return .bool(nextRandom() & 1 == 1)
        case ("SystemRandomNumberGenerator.next()", _, _): return .unsigned(UInt(nextRandom()))
        case ("srand48(_:)", _, .int(let seed)):
            seedRand48(seed)
            return .void
        case ("drand48()", _, _): return .double(drand48())
        case ("UInt64.multipliedFullWidth(by:)", let x?, let y):
            guard let x = x.unsignedBits, let y = y.unsignedBits else { throw RuntimeError("'\(name)' takes two integers", at: node) }
            let (high, low) = x.multipliedFullWidth(by: y)
            return .tuple([.unsigned(high), .unsigned(low)])
        case ("Int.random(in:)", _, .range(let lo, let hi, let closed)):
            let count = UInt64(max(0, closed ? hi - lo + 1 : hi - lo))
            guard count > 0 else { throw RuntimeError("Fatal error: Can't get random value with an empty range", at: node) }
            return .int(lo + Int(nextRandom() % count))
        case ("Double.random(in:)", _, .tuple(let bounds)) where bounds.count == 2:
            guard case .double(let lo) = bounds[0], case .double(let hi) = bounds[1], lo <= hi else {
                throw RuntimeError("Fatal error: Can't get random value with an empty range", at: node)
            }
            return .double(lo + (hi - lo) * Double(nextRandom() >> 11) / Double(1 << 53))
        case ("String.uppercased()", .string(let s)?, _), ("Character.uppercased()", .string(let s)?, _): return .string(s.uppercased())
        case ("String.lowercased()", .string(let s)?, _), ("Character.lowercased()", .string(let s)?, _): return .string(s.lowercased())
        case ("String.map(_:)", .string(let s)?, .function(let f)):
            var out: [Value] = []
            for c in s { out.append(try call(f, [.string(String(c))], at: node)) }
            return .array(out)
        case ("Array.joined(separator:)", .array(let a)?, .string(let separator)):
            let parts = a.compactMap { if case .string(let part) = $0 { part } else { nil } }
            guard parts.reduce(0, { $0 + $1.utf8.count + separator.utf8.count }) <= Limits.stringLength else { throw Self.stringTooLong(at: node) }
            return .string(parts.joined(separator: separator))
        case ("String.hasPrefix(_:)", .string(let s)?, .string(let p)): return .bool(s.hasPrefix(p))
        case ("String.hasSuffix(_:)", .string(let s)?, .string(let p)): return .bool(s.hasSuffix(p))
        case ("Array.contains(_:)", .array(let a)?, let v): return .bool(try firstIndex(of: v, in: a, at: node) != nil)
        case ("Array._joinedCharacters()", .array(let a)?, _):
            return .string(a.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        case ("Array._reversed()", .array(let a)?, _): return .array(a.reversed())
        case ("Array.sorted()", .array(let a)?, _): return .array(try sorted(a, at: node))
        case ("Array.shuffled()", .array(let a)?, _): return .array(a)
        case ("Array.randomElement()", .array(let a)?, _):
            return .optional(a.isEmpty ? nil : a[Int(nextRandom() % UInt64(a.count))])
        case ("Array.init()", _, _): return .array([])
        case ("Array.init(repeating:count:)", _, let element):
            guard args.count == 2, case .int(let count) = args[1] else { return .array([]) }
            if count < 0 { throw RuntimeError("Fatal error: Can't construct Array with count < 0", at: node) }
            try checkArrayCount(count, at: node)
            return .array(Array(repeating: element, count: count))
        case ("Array.init(_:)", _, .range(let lo, let hi, let closed)):
            return .array(try rangeElements(lo, hi, closed: closed, at: node))
        case ("Optional.init(_:)", _, let v): return .optional(v)
        case ("Optional.init(nilLiteral:)", _, _): return .none
        case ("ObjectIdentifier.init(_:)", _, .instance(let i)):
            guard let decl = checker.table.nominal("ObjectIdentifier"), let object = i.object else {
                throw RuntimeError("ObjectIdentifier needs an instance of a class", at: node)
            }
            let number = objectNumbers[Swift.ObjectIdentifier(object)] ?? objectNumbers.count + 1
            objectNumbers[Swift.ObjectIdentifier(object)] = number
            return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["number": .int(number)]))
        case ("ObjectIdentifier.init(_:)", _, .metatype(let type)):
            // A type's identity: negative numbers, so none is a class instance's.
            guard let decl = checker.table.nominal("ObjectIdentifier") else { return .void }
            let number = typeNumbers[type] ?? -(typeNumbers.count + 1)
            typeNumbers[type] = number
            return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["number": .int(number)]))
        case ("UUID.init()", _, _):
            guard let decl = checker.table.nominal("UUID") else { return .void }
            uuidsMade += 1
            let hex = String(uuidsMade, radix: 16, uppercase: true)
            let string = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
            return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["uuidString": .string(string)]))
        case ("UUID.init(uuidString:)", _, .string(let text)):
            guard Self.isUUID(text), let decl = checker.table.nominal("UUID") else { return .optional(nil) }
            return .optional(.instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["uuidString": .string(text.uppercased())])))
        case ("Character.init(_:)", _, .string(let text)):
            guard text.count == 1 else {
                throw RuntimeError(text.isEmpty ? "Fatal error: Can't form a Character from an empty String" : "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster", at: node)
            }
            return .string(text)
        case ("String.init()", _, _): return .string("")
        case ("Bool.init()", _, _): return .bool(false)
        case ("Int.init(_:radix:)", _, .string(let text)):
            guard args.count == 2, case .int(let radix) = args[1], (2...36).contains(radix) else {
                throw RuntimeError("Fatal error: Radix must be between 2 and 36", at: node)
            }
            return Int(text, radix: radix).map { .optional(.int($0)) } ?? .none
        case ("String.init(_:)", _, .int(let n)): return .string(String(n))
        case ("String.init(_:)", _, .uint(let n)): return .string(String(n))
        case ("String.init(_:)", _, .double(let d)): return .string(Value.double(d).description)
        case ("String.init(_:)", _, .float(let f)): return .string(f.description)
        case ("String.init(_:)", _, .string(let s)): return .string(s)
        case ("String.init(format:_:)", _, .string(let format)):
            let arguments: [Value] = if args.count > 1, case .array(let a) = args[1] { a } else { [] }
            let text = try PrintfFormat(format: format, node: node).formatted(arguments) { v throws(RuntimeError) in try self.describing(v, at: node) }
            return try checkedString(text, at: node)
        case ("String.init(describing:)", _, let v): return .string(try describing(v, at: node))
        case ("String.init(reflecting:)", _, let v): return .string(try reflecting(v, at: node))
        case ("AnyHashable.init(_:)", _, let v): return anyHashable(v) ?? v
        case ("_tupleElements(_:)", _, .tuple(let values)): return .array(values)
        case ("_tupleElements(_:)", _, let value): return .array([value])
        case ("_uncheckedCast(_:)", _, let value): return value
        case ("_evaluatePredicate(_:_:)", _, .function(let matches)):
            // A pack of one input is the value itself; of several, their tuple, spread.
            let input = args.count > 1 ? args[1] : .void
            let parameterCount = if case .closure(let closure, _) = matches.body { closure.parameters.count } else { 1 }
            let inputs: [Value] = if case .tuple(let values) = input, values.count == 1 || values.count == parameterCount { values } else { [input] }
            guard case .bool(let matched) = try call(matches, inputs, at: node) else { return .bool(false) }
            return .bool(matched)
        case ("Array._enumerated()", .array(let a)?, _): return .array(a.enumerated().map { .tuple([.int($0.offset), $0.element]) })
        case ("Range.contains(_:)", .range(let lo, let hi, let closed)?, .int(let n)): return .bool(n >= lo && (closed ? n <= hi : n < hi))
        case ("Range.contains(_:)", .tuple(let bounds)?, let x) where bounds.count == 2:
            // A range of another `Comparable` (`Double`, `String.Index`) holds its two bounds.
            let closed = fn.qualifiedName.hasPrefix("ClosedRange.")
            let belowUpper = closed ? !(try isLess(bounds[1], x, at: node)) : try isLess(x, bounds[1], at: node)
            return .bool(!(try isLess(x, bounds[0], at: node)) && belowUpper)
        default:
            if let value = try callLibraryNative(name, receiver: &receiver, args: args, at: node) { return value }
            if let value = numberMethod(name, receiver: receiver, args: args) ?? mathFunction(name, args: args) { return value }
            if let value = try callDictionaryNative(name, receiver: &receiver, args: args, at: node) { return value }
            if let value = decimalNative(name, args: args) { return value }
            if let value = localeNative(name, args: args) { return value }
            if let value = try bundleNative(name, args: args, at: node) { return value }
            if let value = try regexNative(name, args: args, at: node) { return value }
            if let value = markdownNative(name, args: args) { return value }
            if let value = mainQueueNative(name, args: args) { return value }
            if let value = try selectorNative(name, args: args, at: node) { return value }
            if let value = try decodingContainerNative(name, receiver: receiver, args: args, at: node) { return value }
            if let value = try encodingContainerNative(name, receiver: receiver, args: args, at: node) { return value }
            throw RuntimeError("'\(name)' is not available in the playground", at: node)
        }
    }

    /// FNV-1a of `text`: a hash value that is the same in every run, so transcripts hold.
    static func stableHash(_ text: String) -> Int {
        Int(truncatingIfNeeded: text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })
    }

    func nativeProperty(_ p: PropertyDecl, of receiver: inout Value?, at node: Syntax?) throws(RuntimeError) -> Value {
        switch (p.name, receiver) {
        case ("hashValue", let value?): return .int(Self.stableHash(value.description))
        case ("count", .string(let s)?): return .int(s.count)
        case ("isEmpty", .string(let s)?): return .bool(s.isEmpty)
        case ("count", .array(let a)?): return .int(a.count)
        case ("isEmpty", .array(let a)?): return .bool(a.isEmpty)
        case ("first", .array(let a)?): return .optional(a.first)
        case ("indices", .array(let a)?): return .range(0, a.count, closed: false)
        case ("startIndex", .array?): return .int(0)
        case ("endIndex", .array(let a)?): return .int(a.count)
        case ("startIndex", .range(let lo, _, _)?): return .int(lo)
        case ("endIndex", .range(_, let hi, let closed)?): return .int(closed ? hi + 1 : hi)
        case ("infinity", _): return p.owner?.name == "Float" ? .float(.infinity) : .double(.infinity)
        case ("nan", nil): return p.owner?.name == "Float" ? .float(.nan) : .double(.nan)
        case ("greatestFiniteMagnitude", nil):
            return p.owner?.name == "Float" ? .float(.greatestFiniteMagnitude) : .double(.greatestFiniteMagnitude)
        case ("leastNonzeroMagnitude", nil):
            return p.owner?.name == "Float" ? .float(.leastNonzeroMagnitude) : .double(.leastNonzeroMagnitude)
        case ("ulpOfOne", nil): return p.owner?.name == "Float" ? .float(.ulpOfOne) : .double(.ulpOfOne)
        case ("pi", _): return p.owner?.name == "Float" ? .float(.pi) : .double(.pi)
        case ("max", nil) where p.owner.flatMap({ NumericType(named: $0.name) })?.range != nil,
             ("min", nil) where p.owner.flatMap({ NumericType(named: $0.name) })?.range != nil:
            let number = p.owner.flatMap { NumericType(named: $0.name) }
            if number?.isUnsigned64 == true, p.name == "max" { return .uint(.max) }
            let range = number?.range ?? 0...0
            return .int(p.name == "max" ? range.upperBound : range.lowerBound)
        case ("last", .array(let a)?): return .optional(a.last)
        case ("uuidString", .instance(let i)?) where i.decl.name == "UUID": return i.fields["uuidString"] ?? .string("")
        case ("rawValue", .enumCase(let e)?): return try rawValue(ofCase: e.name, in: e.decl)
        case ("allCases", nil) where p.owner?.kind == .enum:
            if let owner = p.owner { return allCases(of: owner) }
            return .array([])
        case ("isEmpty", .instance(let set)?) where p.owner?.name == "OptionSet": return .bool(Self.optionBits(of: set) == 0)
        case ("isNaN", .double(let d)?): return .bool(d.isNaN)
        case ("isNaN", .float(let f)?): return .bool(f.isNaN)
        case ("isFinite", .double(let d)?): return .bool(d.isFinite)
        case ("isFinite", .float(let f)?): return .bool(f.isFinite)
        case ("isInfinite", .double(let d)?): return .bool(d.isInfinite)
        case ("isInfinite", .float(let f)?): return .bool(f.isInfinite)
        case ("isZero", .double(let d)?): return .bool(d.isZero)
        case ("isZero", .float(let f)?): return .bool(f.isZero)
        // A collection's is what `print` writes (`["a"]` with its elements' quotes).
        case ("description", .array?), ("description", .dictionary?): return .string(try describing(receiver!, at: node))
        case ("description", let v?): return .string(v.description)
        case ("localizedDescription", let error?):
            guard let text = try localizedDescription(of: error, at: node) else {
                throw RuntimeError("'localizedDescription' is not available in the playground", at: node)
            }
            return .string(text)
        case (_, .instance(let i)?) where i.fields["elements"] != nil:
            // Collections stored as an `elements` array (`_VariadicView_Children`).
            var elements = i.fields["elements"]
            return try nativeProperty(p, of: &elements, at: node)
        case ("count", .instance?), ("isEmpty", .instance?), ("first", .instance?), ("last", .instance?):
            // A user's own collection (a `Deque`, a `Bag`): its elements, counted or read as an array's.
            guard let values = try userElements(of: receiver!, at: node) else {
                if let value = libraryProperty(p, of: receiver) ?? dictionaryProperty(p, of: receiver) { return value }
                throw RuntimeError("'\(p.name)' is not available in the playground", at: node)
            }
            var elements: Value? = .array(values)
            return try nativeProperty(p, of: &elements, at: node)
        case ("first", .range(let lo, let hi, let closed)?): return .optional(lo < hi || (closed && lo == hi) ? .int(lo) : nil)
        case ("last", .range(let lo, let hi, let closed)?): return .optional(lo < hi || (closed && lo == hi) ? .int(closed ? hi : hi - 1) : nil)
        case ("lowerBound", .range(let lo, _, _)?): return .int(lo)
        case ("upperBound", .range(_, let hi, _)?): return .int(hi)
        case ("lowerBound", .tuple(let bounds)?) where bounds.count == 2: return bounds[0]
        case ("upperBound", .tuple(let bounds)?) where bounds.count == 2: return bounds[1]
        case ("count", .range(let lo, let hi, let closed)?): return .int(try Self.count(ofRange: lo, hi, closed: closed, at: node))
        case ("isEmpty", .range(let lo, let hi, let closed)?): return .bool(!closed && lo == hi)
        // A `ClosedRange` is never empty; a `Range` of another `Comparable` when its bounds are equal.
        case ("isEmpty", .tuple(let bounds)?) where bounds.count == 2:
            let equal = try isEqual(bounds[0], bounds[1], at: node)
            return .bool(p.owner?.name != "ClosedRange" && equal)
        // A task's operation ran when it was made: its result, or the error it threw, thrown again.
        case ("value", .instance(let task)?) where task.decl.name == "Task":
            if let failure = task.fields["failure"] { throw try raise(failure, at: node) }
            return task.fields["value"] ?? .void
        default:
            if let value = libraryProperty(p, of: receiver) ?? dictionaryProperty(p, of: receiver) { return value }
            throw RuntimeError("'\(p.name)' is not available in the playground", at: node)
        }
    }

    /// Operations the checker emits directly (`Array.append` in a builder's `for`, subscripts).
    func nativeExpression(_ name: String, _ args: [Expr], type: SwiftType, _ env: Environment, at node: Syntax) throws(RuntimeError) -> Value {
        switch name {
        case "Array.append":
            // The builder's array is a local: appended in place, as `items.append(x)` is.
            guard args.count == 2, let place = inPlacePlace(args[0], env), case .array? = place.current else { break }
            let element = try eval(args[1], env)
            return try place.modify { (value: inout Value) throws(RuntimeError) -> Value in
                try mutateInPlace("Array.append(_:)", &value, args: [element], at: node) ?? .void
            }
        case "Error.bridgedNSError":
            guard args.count == 1 else { break }
            return try bridgedNSError(try eval(args[0], env), at: node)
        case "AnyHashable.init":
            guard args.count == 1, let wrapped = anyHashable(try eval(args[0], env)) else { break }
            return wrapped
        case "Dictionary.keysAsAnyHashable":
            // `[String: Any]` passed as `[AnyHashable: Any]`: each key wrapped as `AnyHashable.init` wraps it.
            guard args.count == 1, case .dictionary(let keys, let values) = try eval(args[0], env) else { break }
            let wrapped = keys.compactMap(anyHashable)
            guard wrapped.count == keys.count else { break }
            return .dictionary(keys: wrapped, values: values)
        case "Binding.member":
            guard args.count == 2, case .string(let field) = try eval(args[1], env) else { break }
            return try memberBinding(try eval(args[0], env), field: field, type: type.genericArguments.first ?? .error, at: node)
        case "Set.arrayLiteral":
            var elements: [Value] = []
            for arg in args {
                let value = try eval(arg, env)
                if elements.contains(value) {
                    throw RuntimeError("Fatal error: Duplicate elements of type '\(arg.type.sugared)' were found in a Set.", at: node)
                }
                elements.append(value)
            }
            return .array(elements)
        case "try?", "try!":
            guard args.count == 1 else { break }
            do throws(RuntimeError) {
                let value = try eval(args[0], env)
                return name == "try!" || args[0].type.optionalWrapped != nil ? value : .optional(value)
            } catch {
                // Only an error a `throw` raised is caught (a trap is not).
                guard let (message, value) = thrown, message == error.message else { throw error }
                thrown = nil
                if name == "try?" { return .optional(nil) }
                throw RuntimeError("Fatal error: 'try!' expression unexpectedly raised an error: \(try reflecting(value, at: node))", at: node)
            }
        case "weak.reference":
            guard args.count == 1 else { break }
            return .function(Self.weakReference(to: try eval(args[0], env)))
        case "weak.load":
            guard args.count == 1, case .function(let load) = try eval(args[0], env) else { break }
            return try call(load, [], at: node)
        case "KeyPath.apply":
            guard args.count == 2, case .keyPath(let path) = try eval(args[1], env) else { break }
            return try keyPathValue(path, of: try eval(args[0], env), at: node)
        case "Array.subscript":
            guard args.count == 2, case .array(let a) = try eval(args[0], env), case .int(let i) = try eval(args[1], env) else { break }
            guard a.indices.contains(i) else { throw RuntimeError("Fatal error: Index out of range", at: node) }
            return a[i]
        case "Array.slice":
            // One-sided ranges carry Int.min or Int.max at their open end.
            guard args.count == 2, case .array(let a) = try eval(args[0], env), case .range(let l, let h, let closed) = try eval(args[1], env) else { break }
            let lower = l == Int.min ? 0 : l
            let upper = h == Int.max ? a.count : (closed ? h + 1 : h)
            guard lower >= 0, upper <= a.count, lower <= upper else { throw RuntimeError("Fatal error: Array index is out of range", at: node) }
            return .array(Array(a[lower..<upper]))
        default:
            if let value = try dictionaryExpression(name, args, env, at: node) { return value }
        }
        throw RuntimeError("'\(name)' is not available in the playground", at: node)
    }

    /// What a `weak var` holds: a class instance's object weakly (nil once nothing else holds it);
    /// any other value as it is.
    static func weakReference(to value: Value) -> FunctionValue {
        guard case .optional(.instance(let instance)?) = value, let object = instance.object else {
            return FunctionValue(.native { _ in value })
        }
        let decl = instance.decl, type = instance.type
        return FunctionValue(.native { [weak object] _ in
            object.map { .optional(.instance(Instance(decl: decl, type: type, object: $0))) } ?? .none
        })
    }

    func binary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ env: Environment, at node: Syntax) throws(RuntimeError) -> Value {
        switch op {
        case .and:
            guard case .bool(true) = try eval(lhs, env) else { return .bool(false) }
            return try eval(rhs, env)
        case .or:
            if case .bool(true) = try eval(lhs, env) { return .bool(true) }
            return try eval(rhs, env)
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .identical, .notIdentical:
            return .bool(try compare(op, try eval(lhs, env), try eval(rhs, env), at: node))
        default: return try arithmetic(op, try eval(lhs, env), try eval(rhs, env), of: lhs.type, at: node)
        }
    }

    /// `a op b` for operands of `type`: an integer result outside the type's range traps, as Swift's does.
    func arithmetic(_ op: BinaryOperator, _ a: Value, _ b: Value, of type: SwiftType, at node: Syntax) throws(RuntimeError) -> Value {
        if NumericType(type)?.isUnsigned64 == true, let x = a.unsignedBits, let y = b.unsignedBits {
            return try Self.unsignedArithmetic(op, x, y, at: node)
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            let (result, overflow): (Int, Bool)
            switch op {
            case .add: (result, overflow) = x.addingReportingOverflow(y)
            case .subtract: (result, overflow) = x.subtractingReportingOverflow(y)
            case .multiply: (result, overflow) = x.multipliedReportingOverflow(by: y)
            case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
                return .int(Self.bitwise(op, x, y, of: type))
            case .divide, .remainder:
                if y == 0 { throw RuntimeError("Fatal error: Division by zero", at: node) }
                (result, overflow) = op == .divide ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            default: throw RuntimeError("unsupported operator", at: node)
            }
            if overflow || !(NumericType(type)?.range?.contains(result) ?? true) { throw RuntimeError("Fatal error: arithmetic overflow", at: node) }
            return .int(result)
        case (.double(let x), .double(let y)):
            switch op {
            case .add: return .double(x + y)
            case .subtract: return .double(x - y)
            case .multiply: return .double(x * y)
            case .divide: return .double(x / y)
            case .remainder: return .double(x.truncatingRemainder(dividingBy: y))
            default: throw RuntimeError("unsupported operator", at: node)
            }
        case (.float(let x), .float(let y)):
            switch op {
            case .add: return .float(x + y)
            case .subtract: return .float(x - y)
            case .multiply: return .float(x * y)
            case .divide: return .float(x / y)
            default: throw RuntimeError("unsupported operator", at: node)
            }
        case (.string(let x), .string(let y)) where op == .add:
            return try concatenated(x, y, at: node)
        // A literal in generic code (`x / 2` with `T: Numeric`) takes the other operand's kind.
        case (.int, .double), (.double, .int), (.int, .float), (.float, .int), (.double, .float), (.float, .double):
            let (x, y) = Value.sameKind(a, b)
            return try arithmetic(op, x, y, of: type, at: node)
        default:
            throw RuntimeError("unsupported operands", at: node)
        }
    }
}

extension Interpreter {
    /// `value` as an `AnyHashable` (its `base`); nil when the profile declares no `AnyHashable`.
    func anyHashable(_ value: Value) -> Value? {
        guard let decl = checker.table.nominal("AnyHashable") else { return nil }
        return .instance(Instance(decl: decl, type: .nominal(decl.id, []), fields: ["base": value]))
    }
}
