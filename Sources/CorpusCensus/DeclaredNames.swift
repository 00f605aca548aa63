import SwiftSyntax

/// The names a source file declares itself, by what a use of each kind could resolve to.
///
/// A use is dropped when the file declares something it could name: a type for a type or attribute, a function,
/// case or static property for a member, a case or static member for an implicit member, anything bound for a
/// free-function call (a closure property or parameter is called the same way), a property for a key path.
struct DeclaredNames {
    /// Types, type aliases, associated types and generic parameters.
    var types: Set<String> = []
    /// Functions (static or not), enum cases and static properties.
    var members: Set<String> = []
    /// Enum cases, static properties and static functions.
    var statics: Set<String> = []
    /// Properties, in a type or not.
    var properties: Set<String> = []
    /// Every other bound name: parameters, closure parameters, local and pattern bindings.
    var bindings: Set<String> = []
    /// Declared macros.
    var macros: Set<String> = []

    /// Every name declared anywhere in `tree`.
    static func collect(in tree: some SyntaxProtocol) -> DeclaredNames {
        let visitor = Collector(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    /// All the names together.
    var all: Set<String> { types.union(members).union(statics).union(properties).union(bindings).union(macros) }

    /// Whether the file declares something a use of `key` could resolve to.
    func shadows(_ key: UsageKey) -> Bool {
        switch key.kind {
        case .type: types.contains(key.name) || types.contains(String(key.name.split(separator: ".").first ?? ""))
        case .member: members.contains(key.name)
        case .implicitMember: statics.contains(key.name)
        case .function: members.contains(key.name) || properties.contains(key.name) || bindings.contains(key.name)
        case .attribute: types.contains(key.name) || macros.contains(key.name)
        case .macro: macros.contains(key.name)
        case .keyPath: properties.contains(key.name)
        }
    }

    private final class Collector: SyntaxVisitor {
        var names = DeclaredNames()

        private static func text(_ token: TokenSyntax?) -> String? {
            token.flatMap(NameText.identifier)
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }

        private func type(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(token) { names.types.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { type(node.name) }

        override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.name) { names.macros.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.name) {
                names.members.insert(name)
                if Self.isStatic(node.modifiers) { names.statics.insert(name) }
            }
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.name) {
                names.members.insert(name)
                names.statics.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = Self.isStatic(node.modifiers)
            for binding in node.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let name = Self.text(pattern.identifier) else { continue }
                names.properties.insert(name)
                if isStatic {
                    names.members.insert(name)
                    names.statics.insert(name)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.identifier) { names.bindings.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.name) { names.bindings.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.secondName ?? node.firstName) { names.bindings.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if let name = Self.text(node.secondName ?? node.firstName) { names.bindings.insert(name) }
            return .visitChildren
        }
    }
}
