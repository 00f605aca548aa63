import PlaygroundChecker
import SwiftSyntax

/// File-private names spelled apart: two files' `private struct Row` are two types to swiftc,
/// so where both load (or the evaluated file declares the name too), a module file's own is
/// renamed throughout its declarations (`Row` → `Row·3`, `NominalID.filePrivateName`), which
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
            members: members)
        copy.renames = renames
        return copy
    }

    /// The renamed identifiers' places in the trimmed text, in order: every unqualified use
    /// (not a member after `.`) of a renamed name.
    var renamedTokens: [(offset: Int, length: Int, name: String)] {
        guard !renames.isEmpty else { return [] }
        let start = syntax.positionAfterSkippingLeadingTrivia.utf8Offset
        return syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, let renamed = renames[name],
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
