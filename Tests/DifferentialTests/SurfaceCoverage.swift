import PlaygroundChecker
import SwiftParser
import SwiftSyntax

/// The names the SwiftUI surface declares for people to write: its public types, the methods
/// and properties of its types and extensions, and static members (`Color.red`, `.title`).
///
/// Underscored names are the SDK's plumbing (`_PaddingLayout`), reached only through the
/// public ones; initializers are exercised through their type's name, and stored instance
/// properties hold the stand-in's values.
struct SurfaceCoverage {
    /// Declared name → the line of the surface source that declares it first.
    private(set) var declared: [String: Int] = [:]

    init(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "surface", tree: tree)
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl, converter)
        }
    }

    private mutating func note(_ name: TokenSyntax, _ converter: SourceLocationConverter) {
        let text = name.text.trimmingCharacters(in: ["`"])
        guard !text.hasPrefix("_"), !["body", "init", "subscript"].contains(text), declared[text] == nil else { return }
        declared[text] = name.startLocation(converter: converter).line
    }

    private mutating func collect(_ decl: DeclSyntax, _ converter: SourceLocationConverter) {
        if let group = decl.asProtocol(NamedDeclSyntax.self), decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ClassDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) {
            guard !group.name.text.hasPrefix("_") else { return }
            note(group.name, converter)
        }
        // The members of the SDK's plumbing types (`_VariadicView_Children`) are plumbing too.
        if let ext = decl.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription.hasPrefix("_") { return }
        guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return }
        for member in members {
            if let f = member.decl.as(FunctionDeclSyntax.self), Self.isPublic(f.modifiers) {
                note(f.name, converter)
            } else if let v = member.decl.as(VariableDeclSyntax.self), Self.isPublic(v.modifiers) {
                // Stored instance properties hold the stand-in's values; people reach them through initializers.
                let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                for binding in v.bindings where isStatic || binding.accessorBlock != nil {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier { note(name, converter) }
                }
            } else if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements { note(element.name, converter) }
            } else if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                collect(member.decl, converter)
            }
        }
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) }
    }

    /// The declared names no snippet mentions, with their lines.
    func unexercised(by snippets: [Snippet]) -> [(name: String, line: Int)] {
        var used = Set<String>()
        for snippet in snippets {
            // A name counts when the source uses it or the type swiftc must print (`// expect:`) names it.
            for text in [snippet.source, snippet.expected ?? ""] {
                for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                    switch token.tokenKind {
                    case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name): used.insert(name)
                    default: break
                    }
                }
            }
        }
        return declared.filter { !used.contains($0.key) }.map { ($0.key, $0.value) }.sorted { $0.line < $1.line }
    }
}
