import PlaygroundSyntax
import SwiftSyntax

/// Dictionary literals (`["a": 1]`, `[:]`) and subscripts (`scores[key]`, `counts[key, default: 0]`).
extension ExpressionChecker {
    func dictionaryLiteral(_ e: DictionaryExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        if let type = collectionLiteralType(for: expected, dictionary: true) {
            let made = try dictionaryLiteral(e, of: type)
            return expected.map { t in (try? convert(made, to: t)) ?? made } ?? made
        }
        var key: SwiftType = solver.fresh(), value: SwiftType = solver.fresh()
        var contextualKey = false, contextualValue = false
        if case .nominal(let id, let args)? = expected.map({ resolve($0.optionalWrapped ?? $0) }), id.qualifiedName == "Dictionary", args.count == 2 {
            // `let d: Dictionary = [...]` names the type without its arguments (they are its own
            // parameters): the elements infer them. Another declaration's parameter is a type
            // (`var storage: [String: Value] = [:]` in `struct Box<Value>`).
            let own = table.nominal(id)?.declaredType.genericArguments ?? []
            if own.count != 2 || args[0] != own[0] { (key, contextualKey) = (args[0], !solver.isUnresolved(resolve(args[0]))) }
            if own.count != 2 || args[1] != own[1] { (value, contextualValue) = (args[1], !solver.isUnresolved(resolve(args[1]))) }
        }
        var parts: [Expr] = []
        if case .elements(let elements) = e.content {
            // Without a contextual type, number literals of which one has a fraction are `Double`s
            // (`["a": 1, "b": 2.5]`).
            let values = elements.map(\.value)
            if solver.isUnresolved(resolve(value)), values.allSatisfy({ Argument.isNumberLiteral($0) }),
               values.contains(where: { ($0.as(PrefixOperatorExprSyntax.self)?.expression ?? $0).is(FloatLiteralExprSyntax.self) }) {
                value = DeclarationTable.double
            }
            for element in elements {
                if contextualKey, contextualValue {
                    parts += [try literalElement(element.key, as: key, role: "dictionary key"), try literalElement(element.value, as: value, role: "dictionary value")]
                    continue
                }
                guard let k = try literalElement(element.key, as: key) else {
                    throw CheckError(Self.heterogeneous("AnyHashable", solver.isUnresolved(resolve(value)) ? "Any" : resolve(value).sugared), at: e)
                }
                guard let v = try literalElement(element.value, as: value) else {
                    throw CheckError(Self.heterogeneous(resolve(key).sugared, "Any"), at: e)
                }
                parts += [k, v]
            }
        }
        guard !solver.isUnresolved(resolve(key)), !solver.isUnresolved(resolve(value)) else {
            if parts.isEmpty, let open = openExpectation(expected) {
                let type = DeclarationTable.dictionary(key, value)
                _ = solver.unify(open, type)
                openEmptyLiterals.append(type)
                return Expr(.native("Dictionary.literal", []), type, e)
            }
            throw CheckError("empty collection literal requires an explicit type", at: e)
        }
        return Expr(.native("Dictionary.literal", parts), DeclarationTable.dictionary(resolve(key), resolve(value)), e)
    }

    /// The type variable a generic call's argument is expected as, still unsolved (`T` of
    /// `replaceError(with: T)` where `T` is what an earlier call left open); nil otherwise.
    func openExpectation(_ expected: SwiftType?) -> SwiftType? {
        guard let expected, case .variable = resolve(expected) else { return nil }
        return resolve(expected)
    }

    /// A key or value of a literal: the first one fixes an open type, the others convert to it
    /// (nil when one does not).
    private func literalElement(_ syntax: ExprSyntax, as type: SwiftType) throws(CheckError) -> Expr? {
        let checked = try check(syntax, expected: type)
        if solver.isUnresolved(resolve(type)) {
            _ = solver.unify(type, checked.type)
            return checked
        }
        return tryConvert(checked, to: type)
    }

    static func heterogeneous(_ key: String, _ value: String) -> String {
        "heterogeneous collection literal could only be inferred to '[\(key) : \(value)]'; add explicit type annotation if this is intentional"
    }

    /// `dict[key]` (an optional) or `dict[key, default: value]`; nil when `base` is no dictionary,
    /// or for `dict[index]` (an index, not a key: the dictionary's `subscript(position:)`).
    func dictionarySubscript(_ e: SubscriptCallExprSyntax, base: Expr) throws(CheckError) -> Expr? {
        guard case .nominal(let id, let args) = resolve(base.type), id.qualifiedName == "Dictionary", args.count == 2 else { return nil }
        let arguments = Array(e.arguments)
        guard let first = arguments.first, first.label == nil, arguments.count <= 2 else {
            throw Self.extraneousSubscriptLabel(e, base: resolve(base.type)) ?? CheckError("no exact matches in call to subscript", at: e)
        }
        let checkedKey = try check(first.expression, expected: args[0])
        if arguments.count == 1, case .nominal(let index, _) = resolve(checkedKey.type), index.qualifiedName == "Dictionary.Index",
           !isConvertedAsItIs(resolve(checkedKey.type), to: resolve(args[0])) {
            return nil
        }
        let key = try convert(checkedKey, to: args[0])
        if arguments.count == 2 {
            guard arguments[1].label?.text == "default" else { throw CheckError("no exact matches in call to subscript", at: e) }
            let fallback = try check(arguments[1].expression, convertingTo: args[1])
            return Expr(.native("Dictionary.subscriptDefault", [base, key, fallback]), args[1], e)
        }
        return Expr(.native("Dictionary.subscript", [base, key]), DeclarationTable.optional(args[1]), e)
    }
}
