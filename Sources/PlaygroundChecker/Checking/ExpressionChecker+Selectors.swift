import SwiftSyntax

/// `#selector(Coordinator.updateCurrentPage(sender:))`: the name of an `@objc` method, as
/// UIKit's target–action calls take it. The method must exist; the value is a `Selector`
/// holding its Objective-C name (`updateCurrentPageWithSender:`).
extension ExpressionChecker {
    func selectorLiteral(_ e: MacroExpansionExprSyntax) throws(CheckError) -> Expr {
        guard e.arguments.count == 1, let argument = e.arguments.first?.expression else {
            throw CheckError("'#selector' takes one method reference", at: e)
        }
        var reference = argument
        var owner: SwiftType? = selfType
        if let member = argument.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let type = typeReference(base) else {
                throw CheckError("cannot find '\(base.trimmedDescription)' in scope", at: base)
            }
            owner = type
            reference = ExprSyntax(member.declName)
        }
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            throw CheckError("argument of '#selector' does not refer to an '@objc' method, property, or initializer", at: argument)
        }
        let candidates = owner.map { allFunctions(named: name, on: $0, isStatic: false) } ?? table.functions[name] ?? []
        guard let method = candidates.first else {
            let place = owner.map { "type '\(resolve($0).sugared)'" }
            throw CheckError(place.map { "\($0) has no member '\(name)'" } ?? "cannot find '\(name)' in scope", at: reference)
        }
        guard let selector = table.nominal("Selector") else { throw CheckError("cannot find 'Selector' in scope", at: e) }
        let written = reference.as(DeclReferenceExprSyntax.self)?.argumentNames?.arguments.map { $0.name.text }
        let labels = written ?? method.parameters.map { $0.label ?? "_" }
        let text = Expr(.string(FunctionDecl.objectiveCName(name, labels: labels)), DeclarationTable.string, e)
        return try initializer(of: selector.declaredType, [Argument(label: nil, checked: text)], expected: selector.declaredType, at: e)
    }
}
