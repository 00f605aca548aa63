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

    /// `wrapper.title` on a `@dynamicMemberLookup` type of the user's: its
    /// `subscript(dynamicMember:)` given the key path `\Root.title` (or the name, for a subscript
    /// taking a `String`); nil when the type declares no such subscript that takes it. A root that
    /// looks its own members up dynamically is looked into in turn (Foundation's
    /// `AttributeDynamicLookup`, whose members are the attribute scopes' keys), a few levels deep.
    func dynamicMemberSubscript(_ name: String, of base: Expr, at e: some SyntaxProtocol, depth: Int = 0) -> Expr? {
        let baseType = resolve(base.type)
        guard case .nominal(let id, _) = baseType, let decl = table.nominal(id), Self.looksUpDynamicMembers(decl) else { return nil }
        let subscripts = allFunctions(named: "subscript", on: baseType, isStatic: false).filter {
            $0.parameters.count == 1 && $0.parameters[0].label == "dynamicMember"
        }
        let substitution = system.substitution(for: baseType)
        for candidate in subscripts {
            let start = solver
            let argument: Expr
            switch resolve(candidate.parameters[0].type.substituting(substitution)) {
            case .nominal(let kind, let kindArgs) where kind.simpleName.hasSuffix("KeyPath") && kindArgs.count == 2:
                let root = resolve(kindArgs[0])
                if case .property(let p, let type)? = try? lookupMember(named: name, on: root, isStatic: false, at: e) {
                    let path = !p.isLet && (p.isSettable || p.wrapper != nil) ? "WritableKeyPath" : "KeyPath"
                    argument = Expr(.keyPath([p.name]), .nominal(NominalID(path), [root, resolve(type)]), e)
                } else if let type = dynamicMemberType(name, on: root, at: e, depth: depth) {
                    argument = Expr(.keyPath([name]), .nominal(NominalID("KeyPath"), [root, type]), e)
                } else {
                    continue
                }
            case DeclarationTable.string:
                argument = Expr(.string(name), DeclarationTable.string, e)
            default:
                continue
            }
            if let call = try? resolveCall([candidate], receiver: .instance(base), [Argument(label: "dynamicMember", checked: argument)], expected: nil, at: e) {
                return call
            }
            solver = start
        }
        return nil
    }

    /// The type of `value.name` for a value of `type` that finds `name` through its own
    /// `subscript(dynamicMember:)`: a key path's component through a dynamic member. Only the
    /// type is wanted, so no value of `type` is made.
    func dynamicMemberType(_ name: String, on type: SwiftType, at e: some SyntaxProtocol, depth: Int) -> SwiftType? {
        guard depth < 3 else { return nil }
        let placeholder = Expr(.tuple([]), type, e)
        return dynamicMemberSubscript(name, of: placeholder, at: e, depth: depth + 1).map { resolve($0.type) }
    }

    /// swiftc's message for a name a `@dynamicMemberLookup` type finds through none of its key
    /// path subscripts: it names the root of the first; when that root looks its members up
    /// dynamically too (`AttributeDynamicLookup`), swiftc cannot tell the member's type.
    func dynamicMemberFailure(_ name: String, of base: Expr, at e: some SyntaxProtocol) -> CheckError? {
        let baseType = resolve(base.type)
        guard case .nominal(let id, _) = baseType, let decl = table.nominal(id), Self.looksUpDynamicMembers(decl) else { return nil }
        let substitution = system.substitution(for: baseType)
        for candidate in allFunctions(named: "subscript", on: baseType, isStatic: false) where candidate.parameters.count == 1 && candidate.parameters[0].label == "dynamicMember" {
            if case .nominal(let kind, let kindArgs) = resolve(candidate.parameters[0].type.substituting(substitution)),
               kind.simpleName.hasSuffix("KeyPath"), kindArgs.count == 2 {
                let root = resolve(kindArgs[0])
                if case .nominal(let rootID, _) = root, let rootDecl = table.nominal(rootID), Self.looksUpDynamicMembers(rootDecl) {
                    return CheckError("reference to member '\(name)' cannot be resolved without a contextual type", at: e)
                }
                return CheckError("value of type '\(baseType.sugared)' has no dynamic member '\(name)' using key path from root type '\(root.sugared)'", at: e)
            }
        }
        return nil
    }

    /// Whether `decl` is written `@dynamicMemberLookup`.
    static func looksUpDynamicMembers(_ decl: NominalDecl) -> Bool {
        decl.syntax?.asProtocol(WithAttributesSyntax.self)?.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "dynamicMemberLookup"
        } == true
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
