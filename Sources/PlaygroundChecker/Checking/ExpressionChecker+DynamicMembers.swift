import SwiftSyntax

/// `@dynamicMemberLookup` as SwiftUI's data-flow types use it: `$model.name` and `$binding.name`
/// are bindings to a property of the object or value behind them.
extension ExpressionChecker {
    /// The types whose dynamic members are `Binding`s, and the generic argument that is the subject.
    static let bindingSubjects: Set<String> = ["Binding", "Bindable", "ObservedObject.Wrapper", "EnvironmentObject.Wrapper"]

    /// `base.name` as a `Binding` to the subject's property `name`, when `base` is one of those types.
    func dynamicMemberBinding(_ name: String, of base: Expr, at e: some SyntaxProtocol) throws(CheckError) -> Expr? {
        guard case .nominal(let id, let args) = resolve(base.type), Self.bindingSubjects.contains(id.qualifiedName),
              let subject = args.first, let decl = table.nominal(id), checker.isProfileDeclaration(decl),
              case .property(let p, let type)? = try lookupMember(named: name, on: resolve(subject), isStatic: false, at: e),
              !p.isLet, p.isSettable || p.wrapper != nil else { return nil }
        let binding = SwiftType.nominal(NominalID("Binding"), [resolve(type)])
        return Expr(.native("Binding.member", [base, Expr(.string(p.name), DeclarationTable.string, e)]), binding, e)
    }

    /// `environmentValues[Key.self]` in a custom key's getter: the key's `defaultValue`, which is
    /// what a view reads where no ancestor wrote the key (written values are found by name).
    func environmentKeyValue(_ e: SubscriptCallExprSyntax, base: Expr) throws(CheckError) -> Expr? {
        guard case .nominal(let id, _) = resolve(base.type), id.qualifiedName == "EnvironmentValues",
              let argument = e.arguments.first, e.arguments.count == 1, argument.label == nil,
              let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let keySyntax = member.base, let key = typeReference(keySyntax) else { return nil }
        guard system.conforms(key, to: NominalID("EnvironmentKey")) else {
            throw CheckError("subscript 'subscript(_:)' requires that '\(key.sugared)' conform to 'EnvironmentKey'", at: argument)
        }
        return try staticMember("defaultValue", of: key, at: e, expected: nil)
    }

    /// `self[Key.self] = newValue` in a custom key's setter: the value is checked against the
    /// key's `Value`; a view writes the environment with `.environment(\.key, value)`, which
    /// stores by the property's name, so the write itself only evaluates the value.
    func environmentKeyWrite(_ e: InfixOperatorExprSyntax) throws(CheckError) -> Expr? {
        guard let target = e.leftOperand.as(SubscriptCallExprSyntax.self), target.arguments.count == 1,
              target.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self" else { return nil }
        let base = try check(target.calledExpression)
        guard let read = try environmentKeyValue(target, base: base) else { return nil }
        if case .selfValue = base.kind, !selfIsMutable {
            throw CheckError("cannot assign through subscript: 'self' is immutable", at: e.leftOperand)
        }
        let converted = try assignedValue(e, to: read.type)
        return Expr(.block([.expression(converted)], Expr(.tuple([]), .void, e)), .void, e)
    }
}
