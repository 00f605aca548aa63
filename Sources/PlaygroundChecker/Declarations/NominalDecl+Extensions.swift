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

    /// Puts back the parts `extensibleParts` kept.
    func restore(_ parts: ExtensibleParts) {
        properties = parts.properties
        functions = parts.functions
        initializers = parts.initializers
        conformances = parts.conformances
        nestedTypes = parts.nestedTypes
        typeAliases = parts.typeAliases
    }
}
