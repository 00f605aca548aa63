import SwiftSyntax

/// A module's chosen declarations as one text to check, with where each came from.
struct CombinedDeclarations {
    let text: String
    private let declarations: [ModuleDeclaration]
    /// The line of `text` each declaration starts on, in order.
    private let startLines: [Int]
    /// The UTF-8 offset of `text` each declaration starts at, in order.
    private let startOffsets: [Int]

    init(_ declarations: [ModuleDeclaration]) {
        var text = ""
        var startLines: [Int] = []
        var startOffsets: [Int] = []
        var line = 1
        for declaration in declarations {
            startLines.append(line)
            startOffsets.append(text.utf8.count)
            let part = declaration.checkedText
            text += part + "\n\n"
            line += part.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + 2
        }
        self.text = text
        self.declarations = declarations
        self.startLines = startLines
        self.startOffsets = startOffsets
    }

    /// The place in declaration `index`'s own file of a position in the text.
    func originalPosition(of position: AbsolutePosition, in index: Int) -> AbsolutePosition {
        declarations[index].syntax.positionAfterSkippingLeadingTrivia.advanced(by: position.utf8Offset - startOffsets[index])
    }

    /// The declaration that `line` of the text belongs to.
    func declarationIndex(atLine line: Int) -> Int {
        max(0, (startLines.lastIndex { $0 <= line }) ?? 0)
    }

    /// `file:line:column` in the declaration's own file for a place in the text.
    func originalPlace(line: Int, column: Int, of index: Int) -> String {
        let declaration = declarations[index]
        let start = declaration.file.location(of: declaration.syntax)
        let offset = line - startLines[index]
        return "\(declaration.file.name):\(start.line + offset):\(offset == 0 ? start.column + column - 1 : column)"
    }
}
