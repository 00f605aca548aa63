import PlaygroundSyntax
import SwiftSyntax

/// A module's chosen declarations as one text to check, with where each came from.
struct CombinedDeclarations {
    let text: String
    private let declarations: [ModuleDeclaration]
    /// The UTF-8 offset of `text` each declaration starts at, in order.
    private let startOffsets: [Int]
    /// Where each declaration's renamed file-private names lengthened its text.
    private let insertions: [[(offset: Int, added: Int)]]

    /// The text as one checked file, its tree put together from the declarations' own: as the
    /// index parsed them, or, for a part changed by renaming or leaving out, parsed once and
    /// kept in `parsed` (by its text) for the group's later rounds.
    let file: SourceFile

    init(_ declarations: [ModuleDeclaration], parsed: inout [String: SourceFile]) {
        var text = ""
        var startOffsets: [Int] = []
        var insertions: [[(offset: Int, added: Int)]] = []
        var items: [CodeBlockItemSyntax] = []
        var wholeTextNeeded = false
        for declaration in declarations {
            startOffsets.append(text.utf8.count)
            let (part, grown) = declaration.checkedTextAndInsertions
            insertions.append(grown)
            let piece = part + "\n\n"
            text += piece
            // A declaration checked as written is already parsed (by the index): only folded.
            if part == declaration.trimmedText, let folded = SourceFile.foldedDeclaration(declaration.syntax) {
                items.append(CodeBlockItemSyntax(item: .decl(folded)).with(\.trailingTrivia, .newlines(2)))
                continue
            }
            let file = parsed[piece] ?? SourceFile(name: "<module>", text: piece, conditionsResolved: true)
            parsed[piece] = file
            // A part with a syntax error (or nothing but trivia) is checked in the whole text
            // parsed at once, where its error has its place.
            guard file.syntaxDiagnostics.isEmpty, let last = file.tree.statements.last else {
                wholeTextNeeded = true
                continue
            }
            // The part's trailing trivia (the blank lines after it) stays with its last item,
            // so that the tree's text is `text`.
            items += file.tree.statements.dropLast()
            items.append(last.with(\.trailingTrivia, last.trailingTrivia + file.tree.endOfFileToken.leadingTrivia))
        }
        self.text = text
        self.declarations = declarations
        self.startOffsets = startOffsets
        self.insertions = insertions
        self.file = wholeTextNeeded
            ? SourceFile(name: "<module>", text: text, conditionsResolved: true)
            : SourceFile(name: "<module>", text: text, tree: SourceFileSyntax(statements: CodeBlockItemListSyntax(items)))
    }

    /// The declaration that a position of the text belongs to.
    func declarationIndex(at position: AbsolutePosition) -> Int {
        startOffsets.lastIndex { $0 <= position.utf8Offset } ?? 0
    }

    /// The place in declaration `index`'s own file of a position in the text.
    func originalPosition(of position: AbsolutePosition, in index: Int) -> AbsolutePosition {
        let offset = position.utf8Offset - startOffsets[index]
        let grown = insertions[index].reduce(0) { $1.offset <= offset ? $0 + $1.added : $0 }
        return declarations[index].syntax.positionAfterSkippingLeadingTrivia.advanced(by: offset - grown)
    }

    /// The file and node a node of the text came from (the token at its place there).
    func originalNode(of node: Syntax) -> (SourceFile, Syntax)? {
        let position = node.positionAfterSkippingLeadingTrivia
        let index = declarationIndex(at: position)
        let file = declarations[index].file
        return file.tree.token(at: originalPosition(of: position, in: index)).map { (file, Syntax($0)) }
    }

    /// `file:line:column` in the declaration's own file for a place in the text.
    func originalPlace(of position: AbsolutePosition, in index: Int) -> String {
        let file = declarations[index].file
        let location = file.converter.location(for: originalPosition(of: position, in: index))
        return "\(file.name):\(location.line):\(location.column)"
    }
}
