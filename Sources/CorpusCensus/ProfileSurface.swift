import SwiftParser
import SwiftSyntax

/// The names the playground's profiles declare, by the kind of use each declaration covers.
public struct ProfileSurface: Sendable {
    /// Type names, simple (`Weight`) and qualified (`Font.Weight`).
    public private(set) var types: Set<String> = []
    /// Functions, properties and cases declared inside a type or extension.
    public private(set) var members: Set<String> = []
    /// The static ones of `members`, and enum cases: what an implicit member (`.red`) can name.
    public private(set) var staticMembers: Set<String> = []
    /// Top-level functions.
    public private(set) var functions: Set<String> = []
    /// `@propertyWrapper` and `@resultBuilder` types, usable as attributes.
    public private(set) var attributes: Set<String> = []
    /// Declared macros (`macro Preview`).
    public private(set) var macros: Set<String> = []
    /// Types the profile sources write without declaring them (`Void`, `Never`): built in, so the checker knows them.
    public private(set) var typesUsed: Set<String> = []
    /// Attributes the profile sources themselves write (`@escaping`, `@MainActor`): language attributes the checker reads.
    public private(set) var attributesUsed: Set<String> = []

    public init() {}

    /// The surface declared by `declarations`, Swift source such as a profile literal's text.
    public init(declarations: String) {
        add(declarations: declarations)
    }

    /// Adds the declarations in one piece of Swift source.
    public mutating func add(declarations: String) {
        let collector = SurfaceCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: declarations))
        types.formUnion(collector.surface.types)
        members.formUnion(collector.surface.members)
        staticMembers.formUnion(collector.surface.staticMembers)
        functions.formUnion(collector.surface.functions)
        attributes.formUnion(collector.surface.attributes)
        macros.formUnion(collector.surface.macros)
        attributesUsed.formUnion(collector.surface.attributesUsed)
        typesUsed.formUnion(collector.surface.typesUsed)
    }

    /// Adds the declarations inside a profile file's raw string literals.
    public mutating func add(profileFile source: String) {
        for text in ProfileLiterals.texts(inProfileFile: source) { add(declarations: text) }
    }

    /// Whether a use of `key` finds a declaration of the right kind (a bare call `f()` may be a member on implicit self).
    public func covers(_ key: UsageKey) -> Bool {
        switch key.kind {
        case .type: types.contains(key.name) || typesUsed.contains(key.name)
        case .member, .keyPath: members.contains(key.name)
        case .implicitMember: staticMembers.contains(key.name)
        case .function: functions.contains(key.name) || members.contains(key.name)
        case .attribute: attributes.contains(key.name) || macros.contains(key.name) || attributesUsed.contains(key.name)
        case .macro: macros.contains(key.name) || Self.sessionMacros.contains(key.name)
        }
    }

    /// Macros the playground's session expands itself rather than declaring (`#Preview`).
    static let sessionMacros: Set<String> = ["Preview"]

    fileprivate mutating func insert(type name: String, qualified: String, attribute: Bool) {
        types.insert(name)
        types.insert(qualified)
        if attribute { attributes.insert(name) }
    }

    fileprivate mutating func insert(member name: String, isStatic: Bool, inType: Bool) {
        if inType {
            members.insert(name)
            if isStatic { staticMembers.insert(name) }
        } else {
            functions.insert(name)
        }
    }

    fileprivate mutating func insert(macro name: String) { macros.insert(name) }

    fileprivate mutating func insert(attributeUse name: String) { attributesUsed.insert(name) }

    fileprivate mutating func insert(typeUse name: String) { typesUsed.insert(name) }
}

/// Walks declarations, keeping the enclosing type's name so nested types get qualified names.
private final class SurfaceCollector: SyntaxVisitor {
    var surface = ProfileSurface()
    private var scopes: [String] = []

    private func enterType(_ token: TokenSyntax, attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        guard let name = NameText.identifier(token) else { return .skipChildren }
        let qualified = (scopes + [name]).joined(separator: ".")
        let wrapper = attributes.contains { attribute in
            let spelled = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            return spelled == "propertyWrapper" || spelled == "resultBuilder"
        }
        surface.insert(type: name, qualified: qualified, attribute: wrapper)
        scopes.append(name)
        return .visitChildren
    }

    private func leave() { scopes.removeLast() }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, attributes: node.attributes) }
    override func visitPost(_ node: StructDeclSyntax) { if NameText.identifier(node.name) != nil { leave() } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, attributes: node.attributes) }
    override func visitPost(_ node: ClassDeclSyntax) { if NameText.identifier(node.name) != nil { leave() } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, attributes: node.attributes) }
    override func visitPost(_ node: EnumDeclSyntax) { if NameText.identifier(node.name) != nil { leave() } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, attributes: node.attributes) }
    override func visitPost(_ node: ActorDeclSyntax) { if NameText.identifier(node.name) != nil { leave() } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, attributes: node.attributes) }
    override func visitPost(_ node: ProtocolDeclSyntax) { if NameText.identifier(node.name) != nil { leave() } }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.name) {
            surface.insert(type: name, qualified: (scopes + [name]).joined(separator: "."), attribute: false)
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.as(IdentifierTypeSyntax.self).flatMap { NameText.identifier($0.name) }
            ?? node.extendedType.trimmedDescription
        scopes.append(extended)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.name) {
            surface.insert(member: name, isStatic: Self.isStatic(node.modifiers), inType: !scopes.isEmpty)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        walk(node.attributes)
        guard !scopes.isEmpty else { return .skipChildren }
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let name = NameText.identifier(pattern.identifier) {
                surface.insert(member: name, isStatic: Self.isStatic(node.modifiers), inType: true)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.name) { surface.insert(member: name, isStatic: true, inType: true) }
        return .skipChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.name) { surface.insert(macro: name) }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self).flatMap({ NameText.identifier($0.name) }) {
            surface.insert(attributeUse: name)
        }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.name) { surface.insert(typeUse: name) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
