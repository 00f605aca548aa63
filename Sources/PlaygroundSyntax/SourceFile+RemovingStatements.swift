import SwiftSyntax

extension SourceFile {
    /// This file without the top-level statements `removed`, each blanked where it stood (its
    /// text then being `blanked`), made from the parsed tree rather than parsed again: every
    /// other node keeps its position, and the removed statements' bytes become whitespace in
    /// the leading trivia of the token after them. Nil when the tree's text would differ from
    /// `blanked` (a statement ended by `;`), and the caller parses `blanked` instead.
    public func removingStatements(_ removed: [CodeBlockItemSyntax], blanked: String) -> SourceFile? {
        let removedIDs = Set(removed.map(\.id))
        let bytes = Array(text.utf8)
        var pending: [TriviaPiece] = []
        var kept: [CodeBlockItemSyntax] = []
        for item in tree.statements {
            guard removedIDs.contains(item.id) else {
                kept.append(pending.isEmpty ? item : item.with(\.leadingTrivia, Trivia(pieces: pending + item.leadingTrivia.pieces)))
                pending = []
                continue
            }
            guard item.semicolon == nil else { return nil }
            let span = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
            pending += item.leadingTrivia.pieces + Self.whitespace(blanking: bytes[span]) + item.trailingTrivia.pieces
        }
        var pruned = tree.with(\.statements, CodeBlockItemListSyntax(kept))
        if !pending.isEmpty {
            pruned.endOfFileToken = pruned.endOfFileToken.with(\.leadingTrivia, Trivia(pieces: pending + pruned.endOfFileToken.leadingTrivia.pieces))
        }
        guard pruned.description == blanked else { return nil }
        return SourceFile(name: name, text: blanked, tree: pruned, syntaxDiagnostics: syntaxDiagnostics, inactiveAnonymousArguments: inactiveAnonymousArguments)
    }

    /// The trivia `SourceBlanking` makes of `bytes`: a space for each byte, line breaks kept.
    static func whitespace(blanking bytes: ArraySlice<UInt8>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var run = index
            switch bytes[index] {
            case UInt8(ascii: "\r") where index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\n"):
                while run + 1 < bytes.endIndex, bytes[run] == UInt8(ascii: "\r"), bytes[run + 1] == UInt8(ascii: "\n") { run += 2 }
                pieces.append(.carriageReturnLineFeeds((run - index) / 2))
            case UInt8(ascii: "\r"):
                while run < bytes.endIndex, bytes[run] == UInt8(ascii: "\r") { run += 1 }
                pieces.append(.carriageReturns(run - index))
            case UInt8(ascii: "\n"):
                while run < bytes.endIndex, bytes[run] == UInt8(ascii: "\n") { run += 1 }
                pieces.append(.newlines(run - index))
            default:
                while run < bytes.endIndex, bytes[run] != UInt8(ascii: "\n"), bytes[run] != UInt8(ascii: "\r") { run += 1 }
                pieces.append(.spaces(run - index))
            }
            index = run
        }
        return pieces
    }
}
