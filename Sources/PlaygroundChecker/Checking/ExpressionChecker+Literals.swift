import PlaygroundSyntax
import SwiftSyntax

/// Literals, string interpolation, tuples, arrays, key paths and packs.
extension ExpressionChecker {
    /// An integer literal: an `Int`, or the number type wanted (`let b: UInt8 = 200`, `0.5 * 2`).
    func integerLiteral(_ e: IntegerLiteralExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let text = e.literal.text.filter { $0 != "_" }
        let parsed = Self.integerValue(text)
        var wanted = NumericType(named: "Int")!
        if let expected {
            let type = resolve(expected.optionalWrapped ?? expected)
            if let number = NumericType(type) {
                wanted = number
            } else if Self.isGenericValueType(type), system.conforms(type, to: NominalID("ExpressibleByIntegerLiteral"), requirements: requirements) {
                // `x / 2` in `func half<T: BinaryInteger>`: a `T`, a number whichever type `T` is
                // (or an associated type: `reduce(0, +)` in `extension Collection where Element: Numeric`).
                guard let value = parsed else { throw CheckError("integer literal '\(text)' overflows when stored into '\(type.sugared)'", at: e) }
                let isFloat = system.conforms(type, to: NominalID("FloatingPoint"), requirements: requirements)
                return Expr(isFloat ? .double(Double(value)) : .integer(value), type, e)
            } else if case .nominal = type, NumericType(type) == nil, let value = parsed,
                      system.conforms(type, to: NominalID("ExpressibleByIntegerLiteral"), requirements: requirements) {
                // Another type an integer literal can be (`debounce(for: 1, …)`'s stride).
                let literal = Expr(.integer(value), DeclarationTable.int, e)
                return try initializer(of: type, [Argument(label: "integerLiteral", checked: literal)], expected: type, at: e)
            } else if case .variable(let n) = type, solver.protocolHints[n]?.contains(NominalID("BinaryFloatingPoint")) == true {
                // A generic parameter that must be a `BinaryFloatingPoint` (`ProgressView(value: 5)`): Double.
                wanted = NumericType(named: "Double")!
            }
        }
        guard let literal = Self.integerLiteral(text, as: wanted, at: e) else {
            throw CheckError("integer literal '\(text)' overflows when stored into '\(wanted.name)'", at: e)
        }
        return literal
    }

    /// The value an integer literal's text (without `_`) spells, in any radix (`0xFF`).
    static func integerValue(_ text: String) -> Int? {
        let radix = ["0x": 16, "0o": 8, "0b": 2][String(text.prefix(2))]
        return radix.flatMap { Int(text.dropFirst(2), radix: $0) } ?? Int(text)
    }

    /// The unsigned 64-bit value an integer literal's text spells, in any radix.
    static func unsignedValue(_ text: String) -> UInt? {
        let radix = ["0x": 16, "0o": 8, "0b": 2][String(text.prefix(2))]
        return radix.flatMap { UInt(text.dropFirst(2), radix: $0) } ?? UInt(text)
    }

    /// An integer literal's text (without `_`) as a value of number type `wanted` (a float type's
    /// in its precision); nil when it does not fit.
    static func integerLiteral(_ text: String, as wanted: NumericType, at e: some SyntaxProtocol) -> Expr? {
        if wanted.isFloatingPoint, let value = Double(text) {
            return Expr(.double(wanted.isSinglePrecision ? Double(Float(value)) : value), wanted.type, e)
        }
        if wanted.isUnsigned64, integerValue(text) == nil, let value = unsignedValue(text) {
            // `0xFFFF_FFFF_FFFF_FFFF` as a UInt64: its bits (the runtime reads them unsigned).
            return Expr(.integer(Int(bitPattern: value)), wanted.type, e)
        }
        guard let value = integerValue(text), let range = wanted.range, range.contains(value) else { return nil }
        return Expr(.integer(value), wanted.type, e)
    }

    /// A floating-point literal: a `Double` unless a `Float` is wanted, a generic parameter that
    /// a float literal can be (`2.0 * t` in `extension BinaryFloatingPoint`), or another type
    /// that is `ExpressibleByFloatLiteral` (`debounce(for: 0.5, …)`'s stride).
    func floatLiteral(_ e: FloatLiteralExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        guard let value = Double(e.literal.text.filter { $0 != "_" }) else {
            throw CheckError("invalid floating-point literal", at: e)
        }
        let literal = Expr(.double(value), DeclarationTable.double, e)
        guard let wanted = expected.map({ resolve($0.optionalWrapped ?? $0) }) else { return literal }
        if NumericType(wanted)?.isSinglePrecision == true { return Expr(.double(Double(Float(value))), wanted, e) }
        let isLiteralType = system.conforms(wanted, to: NominalID("ExpressibleByFloatLiteral"), requirements: requirements)
        if Self.isGenericValueType(wanted), isLiteralType { return Expr(.double(value), wanted, e) }
        if case .nominal = wanted, NumericType(wanted) == nil, isLiteralType {
            return try initializer(of: wanted, [Argument(label: "floatLiteral", checked: literal)], expected: wanted, at: e)
        }
        return literal
    }

    /// A generic parameter or one of its associated types (`T`, `Self.Element`): a type a
    /// literal can be when its requirements say so, whichever type it stands for.
    static func isGenericValueType(_ type: SwiftType) -> Bool {
        switch type {
        case .parameter, .member: true
        default: false
        }
    }

    /// A Boolean literal: a `Bool`, or a type other than `Bool` that is
    /// `ExpressibleByBooleanLiteral` where one is wanted (`var flag: ObjCBool = false`).
    func booleanLiteral(_ e: BooleanLiteralExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let literal = Expr(.bool(e.literal.tokenKind == .keyword(.true)), DeclarationTable.bool, e)
        guard let type = expected.map({ resolve($0.optionalWrapped ?? $0) }), case .nominal(let id, _) = type, id != NominalID("Bool"),
              system.conforms(type, to: NominalID("ExpressibleByBooleanLiteral")) else { return literal }
        return try initializer(of: type, [Argument(label: "booleanLiteral", checked: literal)], expected: type, at: e)
    }

    /// `#file`, `#fileID`, `#filePath` (the playground's one file, `Playground.swift`), `#line` and
    /// `#column` (where the literal is written: a default argument's own place, not its caller's),
    /// `#function` (the enclosing declaration's name; as a default argument, the caller's),
    /// `#dsohandle` (the image the code is in: the profile's `_dsohandle`).
    func sourceLocationLiteral(_ e: MacroExpansionExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let name = e.macroName.text
        guard e.arguments.isEmpty, e.trailingClosure == nil else { throw CheckError("no macro named '\(name)'", at: e) }
        let wanted = expected.map { resolve($0.optionalWrapped ?? $0) }
        switch name {
        case "file", "fileID", "filePath":
            let type = wanted == .nominal(NominalID("StaticString"), []) ? wanted! : DeclarationTable.string
            return Expr(.string(name == "fileID" ? "Playground/Playground.swift" : "Playground.swift"), type, e)
        case "function":
            let type = wanted == .nominal(NominalID("StaticString"), []) ? wanted! : DeclarationTable.string
            return Expr(.string(Self.functionName(enclosing: Syntax(e))), type, e)
        case "line", "column":
            let root = e.root
            let converter = checker.locationConverters[root] ?? SourceLocationConverter(fileName: "", tree: root)
            checker.locationConverters[root] = converter
            let location = e.startLocation(converter: converter)
            let number = wanted.flatMap(NumericType.init).flatMap { $0.isFloatingPoint ? nil : $0 } ?? NumericType(named: "Int")!
            return Expr(.integer(name == "line" ? location.line : location.column), number.type, e)
        case "dsohandle":
            _ = checker.loadDeclarations(named: "_dsohandle")
            guard let handle = table.variables["_dsohandle"] else { throw CheckError("no macro named '\(name)'", at: e) }
            return Expr(.global("_dsohandle"), try checker.propertyType(handle), e)
        default:
            throw CheckError("no macro named '\(name)'", at: e)
        }
    }

    /// What `#function` says at `node`: the enclosing function's, initializer's or subscript's
    /// name with its argument labels (`go(_:label:)`), a property's name in its accessors,
    /// `main` at top level; closures are passed through.
    static func functionName(enclosing node: Syntax) -> String {
        func labels(_ parameters: FunctionParameterListSyntax, labelled: Bool = true) -> String {
            parameters.map { p in
                let label = labelled || p.secondName != nil ? p.firstName.text : "_"
                return (p.firstName.tokenKind == .wildcard ? "_" : label) + ":"
            }.joined()
        }
        for ancestor in sequence(first: node, next: \.parent) {
            if let f = ancestor.as(FunctionDeclSyntax.self) { return f.name.text + "(" + labels(f.signature.parameterClause.parameters) + ")" }
            if let i = ancestor.as(InitializerDeclSyntax.self) { return "init(" + labels(i.signature.parameterClause.parameters) + ")" }
            if let s = ancestor.as(SubscriptDeclSyntax.self) { return "subscript(" + labels(s.parameterClause.parameters, labelled: false) + ")" }
            if ancestor.is(DeinitializerDeclSyntax.self) { return "deinit" }
            // A property's (a member, or a global at top level), not a local's (`let c = { #function }`).
            if let binding = ancestor.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self),
               let variable = binding.parent?.parent, variable.parent?.is(MemberBlockItemSyntax.self) == true
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                return name.identifier.text
            }
        }
        return "main"
    }

    /// The text of a literal without interpolations, its escapes resolved.
    func literalText(_ e: StringLiteralExprSyntax) -> String {
        e.segments.map { segment in
            if case .stringSegment(let s) = segment { unescape(s.content.text, delimiter: e.openingPounds?.text ?? "") } else { "" }
        }.joined()
    }

    func nilLiteral(_ e: NilLiteralExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        guard let expected else { throw CheckError("'nil' requires a contextual type", at: e) }
        if expected.optionalWrapped != nil { return Expr(.nilLiteral, expected, e) }
        if case .variable = expected {
            let wrapped = solver.fresh()
            let type = DeclarationTable.optional(wrapped)
            _ = solver.unify(expected, type)
            return Expr(.nilLiteral, type, e)
        }
        throw CheckError("'nil' is not compatible with expected argument type '\(expected)'", at: e)
    }

    func stringLiteral(_ e: StringLiteralExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let interpolated = e.segments.contains { if case .expressionSegment = $0 { true } else { false } }
        if let type = stringLiteralType(for: expected, interpolated: interpolated) {
            if interpolated { return try interpolatedLiteral(e, of: type) }
            return try plainLiteral(literalText(e), of: type, at: e)
        }
        if !interpolated, let (type, label) = characterLiteralType(for: expected) {
            let text = literalText(e)
            let isScalar = label == "unicodeScalarLiteral"
            guard isScalar ? text.unicodeScalars.count == 1 : text.count == 1 else {
                throw CheckError("cannot convert value of type 'String' to expected argument type '\(type.sugared)'", at: e)
            }
            if isScalar, let scalar = text.unicodeScalars.first {
                // The scalar made from its code point; a type other than `Unicode.Scalar` is made from it.
                let code = Expr(.integer(Int(scalar.value)), .nominal(NominalID("UInt32"), []), e)
                let scalarType = SwiftType.nominal(NominalID("Unicode.Scalar"), [])
                let value = try initializer(of: scalarType, [Argument(label: "_value", checked: code)], expected: scalarType, at: e)
                if resolve(type) == scalarType { return value }
                return try initializer(of: type, [Argument(label: label, checked: value)], expected: type, at: e)
            }
            let character = Expr(.string(text), .nominal(NominalID("Character"), []), e)
            return try initializer(of: type, [Argument(label: label, checked: character)], expected: type, at: e)
        }
        var segments: [InterpolationSegment] = []
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                // SwiftSyntax ends a segment after an escaped newline (`"\n"` is two): one text.
                let text = unescape(s.content.text, delimiter: e.openingPounds?.text ?? "")
                if case .text(let before)? = segments.last {
                    segments[segments.count - 1] = .text(before + text)
                } else {
                    segments.append(.text(text))
                }
            case .expressionSegment(let s):
                guard s.expressions.count == 1, let first = s.expressions.first else {
                    throw CheckError("interpolations with labels are not supported", at: s)
                }
                segments.append(.value(try check(first.expression)))
            }
        }
        if segments.count <= 1, case .text(let text)? = segments.first ?? .text("") {
            // A literal where a `StaticString`, a `Substring` or a `Character` is wanted is one (a character is one grapheme).
            // An optional one is the literal wrapped (`comment: "greeting"` for a `StaticString?`).
            let wanted = expected.map(resolve)
            if case .nominal(let id, [])? = wanted.map({ resolve($0.optionalWrapped ?? $0) }),
               ["StaticString", "Substring"].contains(id.qualifiedName) || (id.qualifiedName == "Character" && text.count == 1) {
                let literal = Expr(.string(text), .nominal(id, []), e)
                return wanted?.optionalWrapped == nil ? literal : Expr(.wrapOptional(literal), wanted!, e)
            }
            return Expr(.string(text), DeclarationTable.string, e)
        }
        return Expr(.interpolation(segments), DeclarationTable.string, e)
    }

    /// Resolves the escapes of a string literal segment; in a raw string (`#"…"#`) an escape
    /// starts with a backslash and as many `#` as the delimiter has.
    func unescape(_ raw: String, delimiter: String = "") -> String {
        let introducer = "\\" + delimiter
        guard raw.contains(introducer) else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let range = rest.firstRange(of: introducer) {
            out += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let next = rest.popFirst() else { out += introducer; break }
            switch next {
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "0": out.append("\0")
            case "u" where rest.first == "{":
                let digits = rest.dropFirst().prefix { $0 != "}" }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar)
                    rest = rest.dropFirst(digits.count + 2)
                } else {
                    out.append(next)
                }
            default: out.append(next)
            }
        }
        return out + rest
    }

    func tuple(_ e: TupleExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let elements = Array(e.elements)
        if elements.count == 1, elements[0].label == nil {
            return try check(elements[0].expression, expected: expected)
        }
        var expectedElements: [SwiftType]?
        if case .tuple(let types, _)? = expected, types.count == elements.count { expectedElements = types }
        var checked: [Expr] = []
        for (i, element) in elements.enumerated() {
            checked.append(try check(element.expression, expected: expectedElements?[i]))
        }
        return Expr(.tuple(checked), .tuple(checked.map(\.type), labels: elements.map { $0.label?.text }), e)
    }

    func array(_ e: ArrayExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        // `[.horizontal, .top]` for an option set: the union of its elements.
        if let set = expected.map({ $0.optionalWrapped ?? $0 }), case .nominal = set,
           system.conforms(set, to: NominalID("OptionSet")) {
            var elements: [Expr] = []
            for element in e.elements { elements.append(try check(element.expression, convertingTo: set)) }
            let union = Expr(.native("OptionSet.union", elements), set, e)
            return expected.map { t in (try? convert(union, to: t)) ?? union } ?? union
        }
        // `[1, 2]` where a `Set` is wanted: a set of the elements (duplicates trap, as in Swift).
        if let set = expected.map({ resolve($0.optionalWrapped ?? $0) }), case .nominal(let id, let args) = set, id.qualifiedName == "Set" {
            // `let s: Set = [1, 2]` names the type without its argument: the elements infer it.
            let element = args.first.flatMap { if case .parameter = $0 { nil } else { $0 } } ?? solver.fresh()
            var elements: [Expr] = []
            for item in e.elements { elements.append(try check(item.expression, convertingTo: element)) }
            guard !solver.isUnresolved(resolve(element)) else { throw CheckError("empty collection literal requires an explicit type", at: e) }
            return Expr(.native("Set.arrayLiteral", elements), .nominal(id, [resolve(element)]), e)
        }
        if let type = collectionLiteralType(for: expected, dictionary: false) {
            let made = try arrayLiteral(e, of: type)
            return expected.map { t in (try? convert(made, to: t)) ?? made } ?? made
        }
        var elementType: SwiftType
        let contextual: Bool
        if let expected, case .nominal(let id, let args) = expected.optionalWrapped ?? expected, id.qualifiedName == "Array" {
            elementType = args[0]
            contextual = true
        } else {
            elementType = solver.fresh()
            contextual = false
        }
        var checked: [Expr] = []
        // Without a contextual type, the number literals before a value of another number type
        // take its type (`[1, 2.5]` and `[0, width]` are `[Double]`); false when one cannot.
        func retypedLiterals(as type: SwiftType) -> Bool {
            let previous = e.elements.prefix(checked.count)
            guard !contextual, previous.allSatisfy({ Argument.isNumberLiteral($0.expression) }) else { return false }
            let start = solver
            var retyped: [Expr] = []
            for item in previous {
                guard let value = try? check(item.expression, expected: type), let converted = tryConvert(value, to: type) else {
                    solver = start
                    return false
                }
                retyped.append(converted)
            }
            (checked, elementType) = (retyped, type)
            return true
        }
        for element in e.elements {
            // Without a contextual type, `nil` or an optional among values of its wrapped type makes
            // the elements optional (`[title, subtitle]` of a `String` and a `String?` is `[String?]`).
            func widened(_ optional: SwiftType) -> Bool {
                let rewrapped = checked.compactMap { tryConvert($0, to: optional) }
                guard !contextual, !checked.isEmpty, rewrapped.count == checked.count else { return false }
                (checked, elementType) = (rewrapped, optional)
                return true
            }
            if element.expression.is(NilLiteralExprSyntax.self), resolve(elementType).optionalWrapped == nil {
                _ = widened(DeclarationTable.optional(resolve(elementType)))
            }
            let expr = try check(element.expression, expected: elementType)
            if case .variable = resolve(elementType) {
                _ = solver.unify(elementType, expr.type)
                checked.append(expr)
            } else if let converted = tryConvert(expr, to: elementType) {
                checked.append(converted)
            } else if resolve(expr.type).optionalWrapped == resolve(elementType), widened(resolve(expr.type)) {
                checked.append(expr)
            } else if resolve(expr.type) == .any, widened(.any) {
                // An element that is `Any` already (`[flag, value as Any]`) makes the array `[Any]`.
                checked.append(expr)
            } else if retypedLiterals(as: resolve(expr.type)) {
                checked.append(expr)
            } else if contextual {
                throw Self.literalElementMismatch(element.expression, found: resolve(expr.type), expected: resolve(elementType), role: "element")
            } else {
                throw CheckError("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional", at: element)
            }
        }
        if case .variable = resolve(elementType), checked.isEmpty {
            if let open = openExpectation(expected) {
                let type = DeclarationTable.array(elementType)
                _ = solver.unify(open, type)
                openEmptyLiterals.append(type)
                return Expr(.array([]), type, e)
            }
            throw CheckError("empty collection literal requires an explicit type", at: e)
        }
        return Expr(.array(checked), DeclarationTable.array(resolve(elementType)), e)
    }

    /// A key path literal. Its kind is the one the context asks for; where the context asks for
    /// no key path (or with `mostSpecific`), the kind its components allow: `WritableKeyPath`
    /// when each is a settable `var`, `ReferenceWritableKeyPath` when those after a class
    /// instance are, else `KeyPath`.
    func keyPath(_ e: KeyPathExprSyntax, expected: SwiftType?, mostSpecific: Bool = false) throws(CheckError) -> Expr {
        var root: SwiftType
        // `map(\.name)`: a key path where a function is wanted is that function (SE-0249).
        var function: (parameter: SwiftType, result: SwiftType)?
        if case .function(let parameters, let result)? = expected.map(resolve), parameters.count == 1 { function = (parameters[0], result) }
        if let written = e.root {
            root = try resolveType(written)
        } else if case .nominal(let id, let args)? = expected.map({ $0.optionalWrapped ?? $0 }), id.simpleName.hasSuffix("KeyPath"), args.count == 2 {
            root = args[0]
        } else if let function {
            root = function.parameter
        } else {
            throw CheckError("cannot infer key path type from context; consider explicitly specifying a root type", at: e)
        }
        var path: [String] = []
        var components = Array(e.components)
        // `\Data.Element.id` parses `Element` as a component; it belongs to the root type.
        if e.root != nil {
            while let first = components.first, case .property(let p) = first.component,
                  p.declName.baseName.text.first?.isUppercase == true {
                root = .member(root, p.declName.baseName.text)
                components.removeFirst()
            }
        }
        var current = resolve(root)
        let parameter = "$keyPathRoot\(e.position.utf8Offset)"
        var access = Expr(.local(parameter), current, e)
        var writable = true
        var writableAfterClass: Bool?
        for component in components {
            if case .nominal(let id, _) = current, table.nominal(id)?.kind == .class { writableAfterClass = true }
            guard case .property(let property) = component.component else {
                throw CheckError("only property key paths are supported", at: component)
            }
            let name = property.declName.baseName.text
            if name == "self" { continue }
            path.append(name)
            if case .tuple(let elements, let labels) = system.normalize(current) {
                // `\.0`, `\.offset`: a tuple element.
                if let index = Int(name) ?? labels.firstIndex(of: name), elements.indices.contains(index) {
                    if Int(name) == nil { path[path.count - 1] = String(index) }
                    current = resolve(elements[index])
                    access = Expr(.tupleElement(access, index), current, property)
                    continue
                }
            }
            guard case .property(let decl, let type)? = try propertyMember(named: name, on: current, at: property) else {
                // A component through a dynamic member (`\.link` from `AttributeDynamicLookup`).
                if function == nil, let type = dynamicMemberType(name, on: current, at: property, depth: 0) {
                    writable = false
                    current = type
                    access = Expr(.tuple([]), current, property)
                    continue
                }
                throw CheckError("value of type '\(current.sugared)' has no member '\(name)'", at: property)
            }
            if decl.isLet || !decl.isSettable {
                writable = false
                if writableAfterClass != nil { writableAfterClass = false }
            }
            current = resolve(type)
            access = Expr(.property(access, decl), current, property)
        }
        if let function, e.root == nil || solver.unify(function.parameter, root) {
            _ = solver.unify(function.result, current)
            // A conversion: an overload taking the key path itself wins (Combine's `map(\.x)`).
            solver.conversions += 1
            let body = CheckedBody(statements: [.return(access)], resultType: current)
            let closure = Closure(parameters: [parameter], body: body, id: table.nextSerial(), captures: [], usesSelf: false)
            return Expr(.closure(closure), .function([resolve(root)], current), e)
        }
        // The kind of key path the context asks for (`WritableKeyPath` for `environment(_:_:)`).
        var kind = NominalID("KeyPath")
        if !mostSpecific, case .nominal(let id, let args)? = expected.map({ resolve($0.optionalWrapped ?? $0) }), id.simpleName.hasSuffix("KeyPath"), args.count == 2 {
            kind = id
        } else {
            kind = writableAfterClass == true ? NominalID("ReferenceWritableKeyPath") : writable ? NominalID("WritableKeyPath") : kind
        }
        return Expr(.keyPath(path), .nominal(kind, [resolve(root), current]), e)
    }

    /// `value[keyPath: path]`, on a value of any type: the value at the end of the path.
    func keyPathApplication(_ e: SubscriptCallExprSyntax, base: Expr) throws(CheckError) -> Expr? {
        guard e.arguments.count == 1, let argument = e.arguments.first, argument.label?.text == "keyPath" else { return nil }
        let root = resolve(base.type)
        let value = solver.fresh()
        let expected = SwiftType.nominal(NominalID("KeyPath"), [root, value])
        let path: Expr
        if let literal = argument.expression.as(KeyPathExprSyntax.self) {
            path = try keyPath(literal, expected: expected, mostSpecific: true)
        } else {
            path = try check(argument.expression, expected: expected)
        }
        // A partial key path reads an `Any`; an erased one an `Any?` (nil for another root).
        if case .nominal(let kind, let args) = resolve(path.type), kind.qualifiedName == "PartialKeyPath", args.count == 1 {
            guard solver.unify(args[0], root) else {
                throw CheckError("key path with root type '\(resolve(args[0]).sugared)' cannot be applied to a base of type '\(root.sugared)'", at: argument.expression)
            }
            return Expr(.native("KeyPath.apply", [base, path]), .any, e)
        }
        if case .nominal(let kind, _) = resolve(path.type), kind.qualifiedName == "AnyKeyPath" {
            let read = Expr(.native("KeyPath.apply", [base, path]), .any, e)
            return Expr(.wrapOptional(read), DeclarationTable.optional(.any), e)
        }
        guard case .nominal(let kind, let args) = resolve(path.type), kind.simpleName.hasSuffix("KeyPath"), args.count == 2 else {
            throw CheckError("cannot convert value of type '\(resolve(path.type).sugared)' to expected argument type 'KeyPath<\(root.sugared), Value>'", at: argument.expression)
        }
        guard solver.unify(args[0], root) else {
            throw CheckError("key path with root type '\(resolve(args[0]).sugared)' cannot be applied to a base of type '\(root.sugared)'", at: argument.expression)
        }
        return Expr(.native("KeyPath.apply", [base, path]), resolve(args[1]), e)
    }

    func packExpansion(_ e: PackExpansionExprSyntax) throws(CheckError) -> Expr {
        guard let element = e.repetitionPattern.as(PackElementExprSyntax.self),
              let ref = element.pack.as(DeclReferenceExprSyntax.self),
              let local = lookupLocal(ref.baseName.text), local.isPack else {
            throw CheckError("pack expansions are only supported as '(repeat each parameter)'", at: e)
        }
        return Expr(.packTuple(ref.baseName.text), local.type, e)
    }

    func subscriptCall(_ e: SubscriptCallExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        if let value = try staticSubscriptCall(e, expected: expected) { return value }
        // `colors: .hummingbirdPalettes[0]`: an implicit member chain's head is looked up in the chain's type.
        let base = try check(e.calledExpression, expected: Self.isImplicitMemberChain(e.calledExpression) ? implicitChainBaseType(expected) : nil)
        if let value = try environmentKeyValue(e, base: base) { return value }
        if let value = try keyPathApplication(e, base: base) { return value }
        if case .nominal(let id, let elements) = resolve(base.type), id.qualifiedName == "Array", e.arguments.count == 1,
           let index = e.arguments.first, index.label == nil, Self.isRangeExpression(index.expression) {
            // `items[1...]`, `items[..<3]`, `items[i..<j]`: an ArraySlice (of no indices of its own here).
            let bounds = try check(index.expression)
            guard case .nominal(let rangeID, let rangeArgs) = resolve(bounds.type), rangeArgs == [DeclarationTable.int],
                  ["Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"].contains(rangeID.qualifiedName) else {
                throw CheckError("cannot convert value of type '\(resolve(bounds.type).sugared)' to expected argument type 'Int'", at: index.expression)
            }
            return Expr(.native("Array.slice", [base, bounds]), .nominal(NominalID("ArraySlice"), [elements[0]]), e)
        }
        // `counts[key]` before a dictionary's own `subscript(position:)`, which takes an index.
        if let lookup = try dictionarySubscript(e, base: base) { return lookup }
        var subscripts = allFunctions(named: "subscript", on: resolve(base.type), isStatic: false)
        if case .nominal = resolve(base.type) {
            // A concrete type's subscript is its own (declared, or the native one below), not
            // the protocol's requirement (`Collection`'s `subscript(position:)`).
            subscripts.removeAll { $0.owner?.kind == .protocol && !$0.isProtocolExtensionMember }
        }
        let labels = e.arguments.map { $0.label?.text }
        if case .nominal(let id, _) = resolve(base.type), ["Array", "Dictionary"].contains(id.qualifiedName),
           !subscripts.contains(where: { $0.parameters.map(\.label) == labels }) {
            // `items[i]` beside a labelled subscript of one's own (`subscript(safe:)`): the native one.
            subscripts = []
        }
        if !subscripts.isEmpty {
            var args = e.arguments.map { Argument(label: $0.label?.text, syntax: $0.expression) }
            if let trailing = e.trailingClosure { args.append(Argument(label: nil, syntax: ExprSyntax(trailing), isTrailingClosure: true)) }
            return try resolveCall(subscripts, receiver: .instance(base), args, expected: expected, at: e)
        }
        guard case .nominal(let id, let args) = resolve(base.type), id.qualifiedName == "Array", e.arguments.count == 1,
              let index = e.arguments.first, index.label == nil else {
            throw Self.extraneousSubscriptLabel(e, base: resolve(base.type)) ?? CheckError("value of type '\(resolve(base.type))' has no subscripts", at: e)
        }
        let i = try check(index.expression, convertingTo: DeclarationTable.int)
        return Expr(.native("Array.subscript", [base, i]), args[0], e)
    }

    /// `Defaults[.showTitle]`: a static subscript of the type named before the brackets (SE-0254).
    private func staticSubscriptCall(_ e: SubscriptCallExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr? {
        guard let type = typeReference(e.calledExpression) else { return nil }
        let subscripts = allFunctions(named: "subscript", on: resolve(type), isStatic: true)
        guard !subscripts.isEmpty else { return nil }
        var args = e.arguments.map { Argument(label: $0.label?.text, syntax: $0.expression) }
        if let trailing = e.trailingClosure { args.append(Argument(label: nil, syntax: ExprSyntax(trailing), isTrailingClosure: true)) }
        return try resolveCall(subscripts, receiver: .type(type), args, expected: expected, at: e)
    }

    /// `items[safe: i]`, `counts[key: k]` where the collection has no such subscript: swiftc's
    /// complaint about the label, since its own subscript takes none.
    static func extraneousSubscriptLabel(_ e: SubscriptCallExprSyntax, base: SwiftType) -> CheckError? {
        guard case .nominal(let id, _) = base, ["Array", "Dictionary"].contains(id.qualifiedName), e.arguments.count == 1,
              let label = e.arguments.first?.label?.text else { return nil }
        return CheckError("extraneous argument label '\(label):' in subscript", at: e.leftSquare)
    }

    /// A range written out: `a...b`, `a..<b`, `a...`, `...b`, `..<b`.
    static func isRangeExpression(_ e: ExprSyntax) -> Bool {
        if let infix = e.as(InfixOperatorExprSyntax.self) { return ["...", "..<"].contains(infix.operator.trimmedDescription) }
        if let sequence = e.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self).map { ["...", "..<"].contains($0.operator.text) } ?? false }
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self) { return ["...", "..<"].contains(prefix.operator.text) }
        if let postfix = e.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
        return false
    }
}
