import SwiftSyntax

/// Method calls through `AnyObject` (`(attempter as AnyObject).attemptRecovery(fromError:optionIndex:)`):
/// Swift finds the method on any class, as an Objective-C message is sent, and the call's value
/// is an implicitly unwrapped optional. Only Objective-C methods are found: the SDK's classes'
/// (`NSObject`'s and its subclasses' in the profiles) and a user's marked `@objc` or `@IBAction`
/// (or in an `@objcMembers` class). The class looked in is the one that declares a method the
/// arguments fit (the first by name when several do); an object not of that class traps as the
/// unwrapping does in Swift.
extension ExpressionChecker {
    /// The call, or nil when `base` is not an `AnyObject` or no class has a method that fits.
    func anyObjectCall(_ name: String, on base: Expr, _ args: [Argument], at e: FunctionCallExprSyntax) -> Expr? {
        guard Self.isAnyObject(resolve(base.type)) else { return nil }
        let classes = table.nominals.values.filter { $0.kind == .class && $0.genericParameters.isEmpty }.sorted { $0.name < $1.name }
        for decl in classes {
            let own = allFunctions(named: name, on: decl.declaredType, isStatic: false).filter { $0.owner === decl && isObjectiveC($0, of: decl) }
            guard !own.isEmpty else { continue }
            let start = solver
            let receiverName = "$anyObjectReceiver"
            let receiver = Expr(.local(receiverName), decl.declaredType, base.syntax)
            guard let call = try? resolveCall(own, receiver: .instance(receiver), args, expected: nil, at: e) else {
                solver = start
                continue
            }
            let once = DeclarationTable.optional(resolve(call.type))
            let twice = DeclarationTable.optional(once)
            let cast = Expr(.cast(base, decl.declaredType, .conditional), DeclarationTable.optional(decl.declaredType), base.syntax)
            let found = Expr(.wrapOptional(Expr(.wrapOptional(call), once, e)), twice, e)
            return Expr(.forceUnwrap(Expr(.optionalChain(cast, receiverName, found), twice, e)), once, e)
        }
        return nil
    }

    /// Whether Objective-C sees the method (so a message can reach it).
    private func isObjectiveC(_ method: FunctionDecl, of decl: NominalDecl) -> Bool {
        if checker.isProfileDeclaration(decl) {
            return decl.name == "NSObject" || system.superclasses(of: decl).contains { $0.name == "NSObject" }
        }
        func marked(_ attributes: AttributeListSyntax?, _ names: Set<String>) -> Bool {
            attributes?.contains { $0.as(AttributeSyntax.self).map { names.contains($0.attributeName.trimmedDescription) } ?? false } ?? false
        }
        let attributes = method.syntax?.as(FunctionDeclSyntax.self)?.attributes
        let classAttributes = decl.syntax?.as(ClassDeclSyntax.self)?.attributes
        return marked(attributes, ["objc", "IBAction"]) || marked(classAttributes, ["objcMembers"])
    }

    static func isAnyObject(_ type: SwiftType) -> Bool {
        switch type {
        case .existential(let ids): ids == [TypeSystem.anyObject]
        case .nominal(let id, _): id == TypeSystem.anyObject
        default: false
        }
    }
}
