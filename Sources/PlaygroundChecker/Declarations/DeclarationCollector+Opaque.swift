import PlaygroundSyntax
import SwiftSyntax

/// `some P` in a parameter's type (SE-0341): each is an implicit generic parameter of the function.
extension DeclarationCollector {
    /// The implicit generic parameters of the `some` types in `clause`, their requirements
    /// (`some P<U>`: conforms to `P`, its `Output` is `U`), and the scope that resolves them.
    func opaqueParameters(_ clause: FunctionParameterClauseSyntax, owner serial: Int, scope: GenericScope) throws(CheckError) -> ([GenericParameter], [Requirement], GenericScope) {
        let scan = OpaqueTypeScan(viewMode: .sourceAccurate)
        scan.walk(clause)
        guard !scan.found.isEmpty else { return ([], [], scope) }
        var scope = scope
        var params: [GenericParameter] = []
        var reqs: [Requirement] = []
        for (position, some) in scan.found.enumerated() {
            let param = GenericParameter(name: some.trimmedDescription, owner: serial, position: position)
            scope.opaqueParameters[some.id] = param
            params.append(param)
            if let (proto, bound) = try resolver.constrainedProtocol(some.constraint, in: scope) {
                reqs.append(.conformance(.parameter(param), proto))
                reqs += bound.map { .sameType(.member(.parameter(param), $0.0), $0.1) }
            } else {
                reqs += try resolver.protocolList(some.constraint, in: scope).map { .conformance(.parameter(param), $0) }
            }
        }
        scope.requirements += reqs
        return (params, reqs, scope)
    }
}

/// The `some` types written in a parameter clause.
final class OpaqueTypeScan: SyntaxVisitor {
    var found: [SomeOrAnyTypeSyntax] = []
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.someOrAnySpecifier.tokenKind == .keyword(.some) { found.append(node) }
        return .skipChildren
    }
}
