import SwiftSyntax

/// A module's chosen declarations as one text to check, with where each came from.
struct CombinedDeclarations {
    let text: String
    private let declarations: [ModuleDeclaration]
    /// The line of `text` each declaration starts on, in order.
    private let startLines: [Int]
    /// The UTF-8 offset of `text` each declaration starts at, in order.
    private let startOffsets: [Int]
    /// Where each declaration's renamed file-private names lengthened its text.
    private let insertions: [[(offset: Int, added: Int)]]

    init(_ declarations: [ModuleDeclaration]) {
        var text = ""
        var startLines: [Int] = []
        var startOffsets: [Int] = []
        var insertions: [[(offset: Int, added: Int)]] = []
        var line = 1
        for declaration in declarations {
            startLines.append(line)
            startOffsets.append(text.utf8.count)
            let (part, grown) = declaration.checkedTextAndInsertions
            insertions.append(grown)
            text += part + "\n\n"
            line += part.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + 2
        }
        self.text = text
        self.declarations = declarations
        self.startLines = startLines
        self.startOffsets = startOffsets
        self.insertions = insertions
    }

    /// The place in declaration `index`'s own file of a position in the text.
    func originalPosition(of position: AbsolutePosition, in index: Int) -> AbsolutePosition {
        let offset = position.utf8Offset - startOffsets[index]
        let grown = insertions[index].reduce(0) { $1.offset <= offset ? $0 + $1.added : $0 }
        return declarations[index].syntax.positionAfterSkippingLeadingTrivia.advanced(by: offset - grown)
    }

    /// The declaration that `line` of the text belongs to.
    func declarationIndex(atLine line: Int) -> Int {
        max(0, (startLines.lastIndex { $0 <= line }) ?? 0)
    }

    /// `file:line:column` in the declaration's own file for a place in the text.
    func originalPlace(of position: AbsolutePosition, in index: Int) -> String {
        let file = declarations[index].file
        let location = file.converter.location(for: originalPosition(of: position, in: index))
        return "\(file.name):\(location.line):\(location.column)"
    }
}
