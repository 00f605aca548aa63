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
        let arguments = e.elements.enumerated().map { index, element in
            Argument(label: index == 0 ? "arrayLiteral" : nil, syntax: element.expression)
        }
        return try initializer(of: type, arguments, expected: type, at: e)
    }

    /// `T(dictionaryLiteral: (k, v), …)`, each pair checked as the initializer's `(Key, Value)`.
    func dictionaryLiteral(_ e: DictionaryExprSyntax, of type: SwiftType) throws(CheckError) -> Expr {
        guard case .elements(let elements) = e.content, !elements.isEmpty else {
            return try initializer(of: type, [], expected: type, at: e)
        }
        guard case .nominal(let id, _) = type, let decl = table.nominal(id),
              let made = decl.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "dictionaryLiteral" }),
              case .tuple(let pair, _) = Self.variadicElement(made.parameters[0]).substituting(system.substitution(for: type)), pair.count == 2 else {
            throw CheckError("dictionary of type '\(type.sugared)' cannot be used with a dictionary literal", at: e)
        }
        var arguments: [Argument] = []
        for (index, element) in elements.enumerated() {
            let key = try check(element.key, convertingTo: pair[0])
            let value = try check(element.value, convertingTo: pair[1])
            let tuple = Expr(.tuple([key, value]), .tuple([pair[0], pair[1]], labels: [nil, nil]), element)
            arguments.append(Argument(label: index == 0 ? "dictionaryLiteral" : nil, checked: tuple))
        }
        return try initializer(of: type, arguments, expected: type, at: e)
    }

    /// A variadic parameter's element type (its declared type is the array of them).
    static func variadicElement(_ parameter: ParameterDecl) -> SwiftType {
        guard parameter.isVariadic, case .nominal(let id, let args) = parameter.type, id.qualifiedName == "Array", args.count == 1 else { return parameter.type }
        return args[0]
    }
}
