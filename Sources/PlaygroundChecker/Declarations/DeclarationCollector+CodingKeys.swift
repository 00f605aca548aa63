import PlaygroundSyntax
import SwiftSyntax

/// The `CodingKeys` Swift synthesizes for a `Codable` struct or class, which a hand-written
/// `init(from:)` or `encode(to:)` uses (`decoder.container(keyedBy: CodingKeys.self)`).
extension DeclarationCollector {
    /// Registers `enum CodingKeys: CodingKey` with a case per stored property in each type of
    /// `types` that Swift synthesizes one for: it conforms to `Decodable` without its own
    /// `init(from:)`, or to `Encodable` without its own `encode(to:)` (a type that writes both
    /// gets none), and declares no `CodingKeys` itself.
    func synthesizeCodingKeys(in types: [(NominalDecl, DeclGroupSyntax)]) {
        // Extensions by the name they extend, read once: a module's round has thousands of each.
        let extensionsByName = Dictionary(grouping: extensions) { $0.extendedType.trimmedDescription }
        for (decl, syntax) in types where decl.kind == .struct || decl.kind == .class {
            guard decl.nestedTypes["CodingKeys"] == nil else { continue }
            let extensions = extensionsByName[decl.id.qualifiedName] ?? []
            let inherited = ([syntax.inheritanceClause] + extensions.map(\.inheritanceClause))
                .flatMap { $0?.inheritedTypes.map { $0.type.trimmedDescription } ?? [] }
            let members = ([syntax.memberBlock] + extensions.map(\.memberBlock)).flatMap { $0.members.map(\.decl) }
            let decodes = inherited.contains { ["Codable", "Decodable", "Swift.Codable", "Swift.Decodable"].contains($0) }
            let encodes = inherited.contains { ["Codable", "Encodable", "Swift.Codable", "Swift.Encodable"].contains($0) }
            let decodesItself = members.contains { $0.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from" }
            let encodesItself = members.contains { $0.as(FunctionDeclSyntax.self).map(Self.isEncodeTo) ?? false }
            guard (decodes && !decodesItself) || (encodes && !encodesItself) else { continue }
            let names = syntax.memberBlock.members.flatMap { Self.storedPropertyNames($0.decl) }
            let source = "enum CodingKeys: CodingKey {\(names.isEmpty ? "" : " case " + names.joined(separator: ", ")) }"
            guard let keys = SourceFile(name: "<synthesized>", text: source).tree.statements.first?.item.as(DeclSyntax.self)?.as(EnumDeclSyntax.self) else { continue }
            register(keys, parent: decl)
        }
    }

    /// `func encode(to encoder: Encoder)`.
    private static func isEncodeTo(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "encode" && function.signature.parameterClause.parameters.count == 1
            && function.signature.parameterClause.parameters.first?.firstName.text == "to"
    }

    /// The names of the stored instance properties a member declares (`var a, b: Int`), as
    /// written (a keyword keeps its backticks); a computed property declares none.
    private static func storedPropertyNames(_ member: DeclSyntax) -> [String] {
        guard let variable = member.as(VariableDeclSyntax.self),
              !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return [] }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            switch binding.accessorBlock?.accessors {
            case nil: return name
            case .getter: return nil
            case .accessors(let accessors):
                let observers: Set<String> = ["willSet", "didSet"]
                return accessors.allSatisfy { observers.contains($0.accessorSpecifier.text) } ? name : nil
            }
        }
    }
}
