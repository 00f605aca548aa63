/// A source's lines found in one pass over its bytes: where each starts and ends, how many
/// spaces it is written in, and its first byte after them (0 for a blank line).
final class SourceLines: Sendable {
    let source: String
    let starts: [Int]
    let ends: [Int]
    let indents: [Int]
    let firsts: [UInt8]
    /// The second byte after the indentation (to tell `//` and `where` apart).
    private let seconds: [UInt8]
    private let wheres: [Bool]

    init(_ text: String) {
        var source = text
        source.makeContiguousUTF8()
        var starts: [Int] = [], ends: [Int] = [], indents: [Int] = [], firsts: [UInt8] = [], seconds: [UInt8] = []
        var wheres: [Bool] = []
        source.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index <= bytes.count {
                let start = index
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                let indent = index - start
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                starts.append(start)
                ends.append(end)
                indents.append(indent)
                firsts.append(index < end ? bytes[index] : 0)
                seconds.append(index + 1 < end ? bytes[index + 1] : 0)
                let word = "where "
                wheres.append(end - index >= word.utf8.count && word.utf8.enumerated().allSatisfy { bytes[index + $0.offset] == $0.element })
                index = end + 1
            }
        }
        self.source = source
        self.starts = starts
        self.ends = ends
        self.indents = indents
        self.firsts = firsts
        self.seconds = seconds
        self.wheres = wheres
    }

    var indices: Range<Int> { 0..<starts.count }

    /// The text of line `index`.
    func line(_ index: Int) -> Substring { text(of: index..<(index + 1)) }

    /// The text from the start of the first of `lines` to the end of the last.
    func text(of lines: Range<Int>) -> Substring {
        let utf8 = source.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: starts[lines.lowerBound])
        let to = utf8.index(utf8.startIndex, offsetBy: ends[lines.upperBound - 1])
        return Substring(utf8[from..<to])
    }

    /// Whether line `index` is blank or holds only a comment.
    func isBlankOrComment(_ index: Int) -> Bool {
        firsts[index] == 0 || (firsts[index] == 0x2F && seconds[index] == 0x2F)
    }

    /// Whether line `index` is written `indent` spaces in and begins with a word (not `where`)
    /// or an attribute.
    func startsStatement(_ index: Int, indent: Int) -> Bool {
        guard indents[index] == indent else { return false }
        let c = firsts[index]
        return (c == 0x5F || c == 0x40 || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)) && !wheres[index]
    }
}
