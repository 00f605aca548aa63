import PlaygroundSyntax
import SwiftSyntax

/// A member's builder inferred from the protocol requirement it satisfies (`body` of `View`), as
/// Swift infers it: only from the protocols named where the member is declared (the type's own
/// declaration, or the extension that declares it), and never when two of them disagree.
extension Checker {
    func inferredBuilder(named name: String, owner: NominalDecl?, isFunction: Bool, member: Syntax?,
                         body: CodeBlockItemListSyntax) throws(CheckError) -> NominalID? {
        guard let owner else { return nil }
        var builders: [NominalID] = []
        for proto in contextProtocols(of: owner, member: member) {
            guard let p = table.nominal(proto) else { continue }
            let builder = isFunction
                ? p.functions(named: name)?.first(where: { $0.body == nil })?.builder
                : p.properties[name]?.first(where: { $0.getter == nil })?.builder
            if let builder, !builders.contains(builder) { builders.append(builder) }
        }
        if builders.count > 1, ReturnScan.firstReturn(in: body) == nil {
            let names = builders.map { "'\($0.simpleName)'" }.joined(separator: " or ")
            let anchor = ExpressionChecker.openingBrace(of: body).map(Syntax.init) ?? Syntax(body)
            throw CheckError("ambiguous result builder inferred for '\(name)': \(names)", at: anchor)
        }
        return builders.first
    }

    /// The protocols (and what they refine) named by the declaration the member is written in;
    /// all of the owner's protocols when the member has no syntax of its own.
    func contextProtocols(of owner: NominalDecl, member: Syntax?) -> [NominalID] {
        guard let member else { return system.allProtocols(of: owner) }
        var node = member.parent
        while let current = node, !current.is(ExtensionDeclSyntax.self), current.asDeclGroup == nil {
            node = current.parent
        }
        guard let group = node?.asDeclGroup else { return system.allProtocols(of: owner) }
        var out: [NominalID] = []
        for inherited in group.inheritanceClause?.inheritedTypes ?? [] {
            let name = inherited.type.trimmedDescription
            guard let decl = table.nominal(name), decl.kind == .protocol else { continue }
            for id in [decl.id] + system.allProtocols(of: decl) where !out.contains(id) { out.append(id) }
        }
        return out
    }
}
