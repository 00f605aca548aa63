/// A module's chosen declarations as one text to check, with where each came from.
struct CombinedDeclarations {
    let text: String
    private let declarations: [ModuleDeclaration]
    /// The line of `text` each declaration starts on, in order.
    private let startLines: [Int]

    init(_ declarations: [ModuleDeclaration]) {
        var text = ""
        var startLines: [Int] = []
        var line = 1
        for declaration in declarations {
            startLines.append(line)
            let part = declaration.syntax.trimmedDescription
            text += part + "\n\n"
            line += part.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + 2
        }
        self.text = text
        self.declarations = declarations
        self.startLines = startLines
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
