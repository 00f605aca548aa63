import PlaygroundSyntax

/// Reads `*.transcript` files (the format `Transcript` describes) into a `Transcript`;
/// every problem is a `TranscriptError` naming the file and the line.
public struct TranscriptParser: Sendable {
    public init() {}

    /// Reads and parses the file at `path`; messages name it as given.
    public func parse(fileAt path: String) throws(TranscriptError) -> Transcript {
        guard let kind = FileKind(atPath: path) else {
            throw TranscriptError(.notFound, file: path, "no such file")
        }
        if kind == .directory {
            throw TranscriptError(.io, file: path, "is a folder, not a transcript")
        }
        let bytes: [UInt8]
        do {
            bytes = try SourceReader.contents(ofFile: path)
        } catch {
            throw TranscriptError(.io, file: path, "cannot read: \(error.systemReason)")
        }
        return try parse(bytes: bytes, fileName: path)
    }

    /// Parses transcript text.
    public func parse(_ text: String, fileName: String = "<transcript>") throws(TranscriptError) -> Transcript {
        try parse(bytes: Array(text.utf8), fileName: fileName)
    }

    /// Parses a file's bytes: UTF-8, an optional byte-order mark, `\n` or `\r\n` line ends.
    public func parse(bytes: [UInt8], fileName: String) throws(TranscriptError) -> Transcript {
        var reader = Reader(fileName: fileName, lines: try decodeLines(bytes, fileName: fileName))
        return try reader.read()
    }

    /// Splits the bytes into lines after checking they are text.
    private func decodeLines(_ bytes: [UInt8], fileName: String) throws(TranscriptError) -> [String] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        func line(at offset: Int) -> Int { body[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

        if let nul = body.firstIndex(of: 0) {
            throw TranscriptError(.binary, file: fileName, line: line(at: nul), "binary file (a NUL byte), not a transcript")
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        var offset = body.startIndex
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                break decoding
            case .error:
                throw TranscriptError(.notUTF8, file: fileName, line: line(at: offset), "not valid UTF-8 text")
            }
        }
        if body.isEmpty { return [] }
        var lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map { raw in
            String(decoding: raw.last == 0x0D ? raw.dropLast() : raw, as: UTF8.self)
        }
        if body.last == 0x0A { lines.removeLast() }
        return lines
    }

    /// Walks the lines once, collecting prose and entries.
    private struct Reader {
        let fileName: String
        let lines: [String]
        var index = 0
        var items: [Transcript.Item] = []
        var prose: [String] = []
        var proseLine = 0

        init(fileName: String, lines: [String]) {
            self.fileName = fileName
            self.lines = lines
        }

        func error(_ kind: TranscriptError.Kind, line: Int, _ message: String) -> TranscriptError {
            TranscriptError(kind, file: fileName, line: line, message)
        }

        mutating func read() throws(TranscriptError) -> Transcript {
            while index < lines.count {
                let line = lines[index]
                if line.hasScalarPrefix(Transcript.prompt) {
                    try readEntry()
                } else if line.hasScalarPrefix("#") || line.isBlank {
                    addProse(line, at: index + 1)
                    index += 1
                } else if items.contains(where: { if case .entry = $0 { true } else { false } }) {
                    throw error(.outputAfterProse, line: index + 1,
                        "output line outside an entry: output goes right under its input, and prose lines start with '#'")
                } else {
                    throw error(.outputBeforeInput, line: index + 1,
                        "output line before any input: inputs start with 'vb> ', and prose lines with '#'")
                }
            }
            flushProse()
            return Transcript(fileName: fileName, items: items)
        }

        mutating func addProse(_ line: String, at number: Int) {
            if prose.isEmpty { proseLine = number }
            prose.append(line)
        }

        mutating func flushProse() {
            if !prose.isEmpty { items.append(.prose(prose, line: proseLine)) }
            prose = []
        }

        /// Reads an input, its continuation lines, and its output.
        mutating func readEntry() throws(TranscriptError) {
            flushProse()
            let entryLine = index + 1
            guard let first = Reader.text(of: lines[index], after: Transcript.prompt) else {
                throw error(.badPrompt, line: entryLine,
                    "a line starting with 'vb>' is an input and needs a space after the prompt: 'vb> INPUT'")
            }
            var input = [first]
            index += 1
            while index < lines.count, let next = Reader.text(of: lines[index], after: Transcript.continuationPrompt) {
                input.append(next)
                index += 1
            }
            let outputStart = index
            while index < lines.count, !lines[index].hasScalarPrefix(Transcript.prompt), !lines[index].hasScalarPrefix("#") {
                index += 1
            }
            var outputEnd = index
            while outputEnd > outputStart, lines[outputEnd - 1].isBlank { outputEnd -= 1 }

            let text = input.joined(separator: "\n")
            if index == lines.count, outputEnd == outputStart, !text.trimmingWhitespace().hasPrefix(":"),
                let open = EntryBalance(of: text).firstOpen
            {
                throw error(.unterminatedInput, line: entryLine,
                    "unterminated input at the end of the file: '\(open.token)' opened on line \(entryLine + open.line) is never closed")
            }
            let expected = try readOutput(lines: outputStart..<outputEnd)
            items.append(.entry(TranscriptEntry(input: text, expected: expected, line: entryLine)))
            for blank in outputEnd..<index { addProse(lines[blank], at: blank + 1) }
        }

        /// Parses output lines with their markers.
        func readOutput(lines range: Range<Int>) throws(TranscriptError) -> ExpectedOutput {
            var expected: [ExpectedLine] = []
            var endsWithNewline = true
            for number in range {
                var text = lines[number]
                let line = number + 1
                if text.hasScalarSuffix(" (no-eol)") {
                    guard number == range.upperBound - 1 else {
                        throw error(.misplacedNoEOL, line: line, "' (no-eol)' may only mark the last output line")
                    }
                    text = text.droppingScalarSuffix(" (no-eol)")
                    endsWithNewline = false
                }
                let parsed = try readLine(text, line: line)
                if !endsWithNewline, parsed.kind == .literal, parsed.text.isEmpty {
                    throw error(.misplacedNoEOL, line: line, "' (no-eol)' cannot mark an empty line")
                }
                expected.append(parsed)
            }
            return ExpectedOutput(lines: expected, endsWithNewline: endsWithNewline)
        }

        /// One output line without its ` (no-eol)`.
        func readLine(_ text: String, line: Int) throws(TranscriptError) -> ExpectedLine {
            if text == Transcript.blankLineMarker { return .literal("") }
            if text.hasScalarSuffix(" (esc)") {
                switch LineEscaping.unescape(text.droppingScalarSuffix(" (esc)")) {
                case .success(let unescaped):
                    return .literal(unescaped)
                case .failure(let bad):
                    throw error(.badEscape, line: line,
                        "malformed escape '\(bad.text)' (use \\\\, \\t, \\xHH or \\u{H…})")
                }
            }
            if text.hasScalarSuffix(" (re)") {
                let pattern = ExpectedLine(.regex, text.droppingScalarSuffix(" (re)"))
                if let problem = pattern.patternError() {
                    throw error(.badPattern, line: line, "invalid regular expression: \(problem)")
                }
                return pattern
            }
            if text.hasScalarSuffix(" (glob)") {
                return ExpectedLine(.glob, text.droppingScalarSuffix(" (glob)"))
            }
            return .literal(text)
        }

        /// The text after `prompt` and its space, or "" for the bare prompt; nil if the line
        /// does not start that way.
        static func text(of line: String, after prompt: String) -> String? {
            if line == prompt { return "" }
            return line.hasScalarPrefix(prompt + " ") ? line.droppingScalarPrefix(prompt + " ") : nil
        }
    }
}
