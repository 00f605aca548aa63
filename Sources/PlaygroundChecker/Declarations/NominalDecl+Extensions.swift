import SwiftSyntax

extension NominalDecl {
    /// What extensions can add to a declaration, kept before an entry's extensions are read
    /// so that an entry with errors takes back what it added (`extension Int { … }` that does
    /// not check leaves `Int` as it was).
    struct ExtensibleParts {
        let properties: [String: [PropertyDecl]]
        let functions: [String: [FunctionDecl]]
        let initializers: [FunctionDecl]
        let conformances: [Conformance]
        let nestedTypes: [String: NominalDecl]
        let typeAliases: [String: TypeAliasDecl]
    }

    /// The parts extensions can add to, as they are now (lazily read members are read).
    var extensibleParts: ExtensibleParts {
        ExtensibleParts(properties: properties, functions: functions, initializers: initializers,
                        conformances: conformances, nestedTypes: nestedTypes, typeAliases: typeAliases)
    }

    /// Takes back what `extensions` (an entry's, which had errors) added since `parts` were
    /// kept, keeping what the profile's declarations loaded meanwhile added (the View members
    /// the entry's check reached).
    func takeBack(_ extensions: [ExtensionDeclSyntax], since parts: ExtensibleParts) {
        let blocks = extensions.map(\.memberBlock)
        let isTheirs = { (syntax: Syntax?) in extensions.contains { $0.declaresMember(syntax) } }
        properties = properties.mapValues { $0.filter { !isTheirs($0.syntax) } }.filter { !$0.value.isEmpty }
        functions = functions.mapValues { $0.filter { !isTheirs($0.syntax) } }.filter { !$0.value.isEmpty }
        initializers = initializers.filter { !isTheirs($0.syntax) }
        nestedTypes = nestedTypes.filter { parts.nestedTypes[$0.key] != nil || !isTheirs($0.value.syntax) }
        // Aliases and conformances carry no syntax: theirs are those the extensions name.
        let aliasNames = Set(blocks.flatMap { $0.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text } })
        typeAliases = typeAliases.filter { parts.typeAliases[$0.key] != nil || !aliasNames.contains($0.key) }
        let named = Set(extensions.flatMap { $0.inheritanceClause?.inheritedTypes.map { String($0.type.trimmedDescription.split(separator: ".").last ?? "") } ?? [] })
        let added = conformances.dropFirst(parts.conformances.count).filter { !named.contains(String($0.protocolID.simpleName)) }
        conformances = parts.conformances + added
    }
}

extension ExtensionDeclSyntax {
    /// Whether a member's syntax is inside this extension's member block.
    func declaresMember(_ syntax: Syntax?) -> Bool {
        guard let syntax, syntax.root == root else { return false }
        return memberBlock.range.contains(syntax.position)
    }
}
