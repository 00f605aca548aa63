import SwiftSyntax

/// Array and dictionary literals of a type other than the standard library's (`Deque`,
/// `OrderedSet`, `OrderedDictionary`, a user's own): made with `init(arrayLiteral:)` and
/// `init(dictionaryLiteral:)`, as Swift makes them; an empty literal with `init()`.
extension ExpressionChecker {
    /// The type an array (or dictionary) literal becomes where `expected` is wanted: a nominal
    /// type other than the standard library's collections that conforms to
    /// `ExpressibleByArrayLiteral` (`ExpressibleByDictionaryLiteral`).
    func collectionLiteralType(for expected: SwiftType?, dictionary: Bool) -> SwiftType? {
        guard let expected else { return nil }
        let target = resolve(expected.optionalWrapped ?? expected)
        guard case .nominal(let id, _) = target,
              !["Array", "Set", "Dictionary", "ArraySlice", "ContiguousArray"].contains(id.qualifiedName),
              !system.conforms(target, to: NominalID("OptionSet")) else { return nil }
        let proto = dictionary ? "ExpressibleByDictionaryLiteral" : "ExpressibleByArrayLiteral"
        return system.conforms(target, to: NominalID(proto)) ? target : nil
    }

    /// `T(arrayLiteral: a, b)`.
    func arrayLiteral(_ e: ArrayExprSyntax, of type: SwiftType) throws(CheckError) -> Expr {
        guard let element = literalElementType(of: type, initializerLabel: "arrayLiteral") else {
            // The type's arguments are not known yet (`let s: OrderedSet = [1, 2]`): the call infers them.
            let arguments = e.elements.enumerated().map { index, item in
                Argument(label: index == 0 ? "arrayLiteral" : nil, syntax: item.expression)
            }
            return try initializer(of: type, arguments, expected: type, at: e)
        }
        var arguments: [Argument] = []
        for (index, item) in e.elements.enumerated() {
            let converted = try literalElement(item.expression, as: element, role: "element")
            arguments.append(Argument(label: index == 0 ? "arrayLiteral" : nil, checked: converted))
        }
        return try initializer(of: type, arguments, expected: type, at: e)
    }

    /// `T(dictionaryLiteral: (k, v), …)`, each pair checked as the initializer's `(Key, Value)`.
    func dictionaryLiteral(_ e: DictionaryExprSyntax, of type: SwiftType) throws(CheckError) -> Expr {
        guard case .elements(let elements) = e.content, !elements.isEmpty else {
            return try initializer(of: type, [], expected: type, at: e)
        }
        guard case .tuple(let pair, _)? = literalElementType(of: type, initializerLabel: "dictionaryLiteral"), pair.count == 2 else {
            throw CheckError("dictionary of type '\(type.sugared)' cannot be used with a dictionary literal", at: e)
        }
        var arguments: [Argument] = []
        for (index, element) in elements.enumerated() {
            let key = try literalElement(element.key, as: pair[0], role: "dictionary key")
            let value = try literalElement(element.value, as: pair[1], role: "dictionary value")
            let tuple = Expr(.tuple([key, value]), .tuple([pair[0], pair[1]], labels: [nil, nil]), element)
            arguments.append(Argument(label: index == 0 ? "dictionaryLiteral" : nil, checked: tuple))
        }
        return try initializer(of: type, arguments, expected: type, at: e)
    }

    /// The element type of `type`'s literal initializer (`init(arrayLiteral: Element...)`) with
    /// the type's arguments; nil when an argument is not known yet or there is no such initializer.
    private func literalElementType(of type: SwiftType, initializerLabel: String) -> SwiftType? {
        guard case .nominal(let id, let args) = type, let decl = table.nominal(id),
              args.allSatisfy({ Self.isKnown(resolve($0)) }),
              let made = decl.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == initializerLabel }) else { return nil }
        return Self.variadicElement(made.parameters[0]).substituting(system.substitution(for: type))
    }

    private static func isKnown(_ type: SwiftType) -> Bool {
        switch type {
        case .parameter, .variable, .error: false
        case .nominal(_, let args): args.allSatisfy(isKnown)
        default: true
        }
    }

    /// One element of a literal whose element type the context gives, converted to it.
    func literalElement(_ syntax: ExprSyntax, as type: SwiftType, role: String) throws(CheckError) -> Expr {
        let checked = try check(syntax, expected: type)
        guard let converted = tryConvert(checked, to: type) else {
            throw Self.literalElementMismatch(syntax, found: resolve(checked.type), expected: resolve(type), role: role)
        }
        return converted
    }

    /// swiftc's error for an element of another type than the context's (`[Int]` holding a
    /// `"b"`): role is `element`, `dictionary key` or `dictionary value`.
    static func literalElementMismatch(_ syntax: some SyntaxProtocol, found: SwiftType, expected: SwiftType, role: String) -> CheckError {
        CheckError("cannot convert value of type '\(found.sugared)' to expected \(role) type '\(expected.sugared)'", at: syntax)
    }

    /// A variadic parameter's element type (its declared type is the array of them).
    static func variadicElement(_ parameter: ParameterDecl) -> SwiftType {
        guard parameter.isVariadic, case .nominal(let id, let args) = parameter.type, id.qualifiedName == "Array", args.count == 1 else { return parameter.type }
        return args[0]
    }
}
