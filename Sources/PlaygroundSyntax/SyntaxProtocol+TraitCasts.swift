import SwiftSyntax

/// Casts to SwiftSyntax's trait protocols (`DeclGroupSyntax`, `NamedDeclSyntax`…) by the
/// node's kind, instead of `asProtocol(_:)`.
///
/// `asProtocol(_:)` is a dynamic cast to an existential: the first time a node type is cast
/// to a protocol, the Swift runtime scans every conformance record of the binary (about
/// 9,000 here), and a short `eval` meets each node type for the first time. Those scans were
/// a fifth of checking seed 000's snippet. `SyntaxTraitCastsTests` checks these lists
/// against `asProtocol(_:)` over every kind of node a test file holds.
extension SyntaxProtocol {
    /// The node as a type, extension or protocol declaration with a member block.
    public var asDeclGroup: (any DeclGroupSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .actorDecl: return node.as(ActorDeclSyntax.self)
        case .classDecl: return node.as(ClassDeclSyntax.self)
        case .enumDecl: return node.as(EnumDeclSyntax.self)
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self)
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)
        case .structDecl: return node.as(StructDeclSyntax.self)
        default: return nil
        }
    }

    /// The node as a declaration with a `name` token.
    public var asNamedDecl: (any NamedDeclSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .actorDecl: return node.as(ActorDeclSyntax.self)
        case .associatedTypeDecl: return node.as(AssociatedTypeDeclSyntax.self)
        case .classDecl: return node.as(ClassDeclSyntax.self)
        case .enumDecl: return node.as(EnumDeclSyntax.self)
        case .functionDecl: return node.as(FunctionDeclSyntax.self)
        case .macroDecl: return node.as(MacroDeclSyntax.self)
        case .operatorDecl: return node.as(OperatorDeclSyntax.self)
        case .precedenceGroupDecl: return node.as(PrecedenceGroupDeclSyntax.self)
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)
        case .structDecl: return node.as(StructDeclSyntax.self)
        case .typeAliasDecl: return node.as(TypeAliasDeclSyntax.self)
        default: return nil
        }
    }

    /// The node as a declaration (or parameter, closure signature…) with attributes.
    public var asWithAttributes: (any WithAttributesSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .accessorDecl: return node.as(AccessorDeclSyntax.self)
        case .actorDecl: return node.as(ActorDeclSyntax.self)
        case .associatedTypeDecl: return node.as(AssociatedTypeDeclSyntax.self)
        case .attributedType: return node.as(AttributedTypeSyntax.self)
        case .classDecl: return node.as(ClassDeclSyntax.self)
        case .closureParameter: return node.as(ClosureParameterSyntax.self)
        case .closureSignature: return node.as(ClosureSignatureSyntax.self)
        case .deinitializerDecl: return node.as(DeinitializerDeclSyntax.self)
        case .editorPlaceholderDecl: return node.as(EditorPlaceholderDeclSyntax.self)
        case .enumCaseDecl: return node.as(EnumCaseDeclSyntax.self)
        case .enumDecl: return node.as(EnumDeclSyntax.self)
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self)
        case .functionDecl: return node.as(FunctionDeclSyntax.self)
        case .functionParameter: return node.as(FunctionParameterSyntax.self)
        case .genericParameter: return node.as(GenericParameterSyntax.self)
        case .importDecl: return node.as(ImportDeclSyntax.self)
        case .initializerDecl: return node.as(InitializerDeclSyntax.self)
        case .macroDecl: return node.as(MacroDeclSyntax.self)
        case .macroExpansionDecl: return node.as(MacroExpansionDeclSyntax.self)
        case .missingDecl: return node.as(MissingDeclSyntax.self)
        case .precedenceGroupDecl: return node.as(PrecedenceGroupDeclSyntax.self)
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)
        case .structDecl: return node.as(StructDeclSyntax.self)
        case .subscriptDecl: return node.as(SubscriptDeclSyntax.self)
        case .typeAliasDecl: return node.as(TypeAliasDeclSyntax.self)
        case .variableDecl: return node.as(VariableDeclSyntax.self)
        default: return nil
        }
    }

    /// The node as a declaration (or parameter) with modifiers.
    public var asWithModifiers: (any WithModifiersSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .actorDecl: return node.as(ActorDeclSyntax.self)
        case .associatedTypeDecl: return node.as(AssociatedTypeDeclSyntax.self)
        case .classDecl: return node.as(ClassDeclSyntax.self)
        case .closureParameter: return node.as(ClosureParameterSyntax.self)
        case .deinitializerDecl: return node.as(DeinitializerDeclSyntax.self)
        case .editorPlaceholderDecl: return node.as(EditorPlaceholderDeclSyntax.self)
        case .enumCaseDecl: return node.as(EnumCaseDeclSyntax.self)
        case .enumCaseParameter: return node.as(EnumCaseParameterSyntax.self)
        case .enumDecl: return node.as(EnumDeclSyntax.self)
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self)
        case .functionDecl: return node.as(FunctionDeclSyntax.self)
        case .functionParameter: return node.as(FunctionParameterSyntax.self)
        case .importDecl: return node.as(ImportDeclSyntax.self)
        case .initializerDecl: return node.as(InitializerDeclSyntax.self)
        case .macroDecl: return node.as(MacroDeclSyntax.self)
        case .macroExpansionDecl: return node.as(MacroExpansionDeclSyntax.self)
        case .missingDecl: return node.as(MissingDeclSyntax.self)
        case .precedenceGroupDecl: return node.as(PrecedenceGroupDeclSyntax.self)
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)
        case .structDecl: return node.as(StructDeclSyntax.self)
        case .subscriptDecl: return node.as(SubscriptDeclSyntax.self)
        case .typeAliasDecl: return node.as(TypeAliasDeclSyntax.self)
        case .variableDecl: return node.as(VariableDeclSyntax.self)
        default: return nil
        }
    }
}
