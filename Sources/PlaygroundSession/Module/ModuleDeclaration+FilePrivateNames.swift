import PlaygroundChecker
import SwiftSyntax

/// File-private type names spelled apart: two files' `private struct Row` are two types to
/// swiftc, so where both load (or the evaluated file or the SDK declares the name too), a
/// module file's own is renamed throughout its declarations (`Row` → `Row·3`, `NominalID.filePrivateName`), which
/// the type printer writes as `Row` again.
extension ModuleDeclaration {
    /// A copy whose names `renames` maps are written with their new spelling.
    func renaming(_ renames: [String: String]) -> ModuleDeclaration {
        guard !renames.isEmpty else { return self }
        var copy = ModuleDeclaration(
            file: file, syntax: syntax,
            provides: Set(provides.map { renames[$0] ?? $0 }),
            extends: extends.map { renames[$0] ?? $0 },
            names: Set(names.map { renames[$0] ?? $0 }),
            members: members,
            shapeNames: Set(shapeNames.map { renames[$0] ?? $0 }),
            shapeMembers: shapeMembers)
        copy.renames = renames
        return copy
    }

    /// Whether the declaration declares a type, whose name alone is renamed apart: a type's
    /// name is not also an argument label or a member's, as a function's or variable's may be.
    var declaresType: Bool {
        syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
            || syntax.is(ActorDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) || syntax.is(TypeAliasDeclSyntax.self)
    }

    /// The renamed identifiers' places in the trimmed text, in order: the type's own name and
    /// every unqualified reference to it, as a value (`Row()`, `Const.Size`) or a type.
    var renamedTokens: [(offset: Int, length: Int, name: String)] {
        guard !renames.isEmpty else { return [] }
        let start = syntax.positionAfterSkippingLeadingTrivia.utf8Offset
        return syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, let renamed = renames[name], let parent = token.parent,
                  parent.is(DeclReferenceExprSyntax.self) || parent.is(IdentifierTypeSyntax.self) || parent.id == syntax.id,
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else { return nil }
            return (token.positionAfterSkippingLeadingTrivia.utf8Offset - start, name.utf8.count, renamed)
        }
    }

    /// `bytes` with the renamed identifiers rewritten (those a removed member blanked stay
    /// blank), and where each rewrite grew the text: (offset in the result, bytes added).
    func applyingRenames(to bytes: [UInt8]) -> (text: [UInt8], insertions: [(offset: Int, added: Int)]) {
        let tokens = renamedTokens
        guard !tokens.isEmpty else { return (bytes, []) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + tokens.count * 8)
        var insertions: [(offset: Int, added: Int)] = []
        var copied = 0
        for token in tokens where token.offset >= copied && token.offset + token.length <= bytes.count {
            let written = bytes[token.offset..<token.offset + token.length]
            let original = trimmedText.utf8.dropFirst(token.offset).prefix(token.length)
            guard written.elementsEqual(original) else { continue }
            out += bytes[copied..<token.offset]
            let renamed = Array(token.name.utf8)
            out += renamed
            insertions.append((out.count, renamed.count - token.length))
            copied = token.offset + token.length
        }
        out += bytes[copied...]
        return (out, insertions)
    }
}
