/// Walks the lines of one lesson file once: the title, the introduction, then each `## ` step
/// with its prose, fences and `Task:` / `Hint:` / `Builder:` lines.
struct LessonReader {
    let file: String
    let lines: [String]
    private var index = 0

    /// A step while its lines are read.
    private struct Draft {
        var title: String
        var line: Int
        var prose: [String] = []
        var tryCode: [String] = []
        var task: [String] = []
        var taskLine: Int?
        var check: LessonCheck?
        var hints: [[String]] = []
        var solution: [String]?
        var setup: [String]?
        var builder: String?
    }

    /// Which field a continuation line (a non-blank line right under another) belongs to.
    private enum Field { case prose, task, hint, builder }

    init(file: String, lines: [String]) {
        self.file = file
        self.lines = lines
    }

    private func error(_ line: Int?, _ message: String) -> LessonError {
        LessonError(file: file, line: line, message)
    }

    /// The title, the introduction and the steps.
    mutating func read() throws(LessonError) -> (String, String, [LessonStep]) {
        while index < lines.count, lines[index].isBlank { index += 1 }
        guard index < lines.count else { throw error(nil, "the file is empty: a lesson starts with a '# Title' line") }
        guard lines[index].hasPrefix("# ") else {
            throw error(index + 1, "a lesson starts with its title, a line '# Title'")
        }
        let title = lines[index].dropFirst(2).trimmingWhitespace()
        guard !title.isEmpty else { throw error(index + 1, "the lesson's title is empty") }
        index += 1

        var introduction: [String] = []
        var defaultBuilder = "swiftui"
        while index < lines.count, !lines[index].hasPrefix("## ") {
            let line = lines[index]
            if let value = LessonReader.value(of: "Builder", in: line) {
                guard LessonReader.isName(value) else { throw error(index + 1, "'Builder:' takes a profile name, such as 'Builder: mimic'") }
                defaultBuilder = value
            } else if line.hasPrefix("# ") {
                throw error(index + 1, "a lesson has one '# ' title; steps start with '## '")
            } else if LessonReader.value(of: "Task", in: line) != nil || LessonReader.value(of: "Hint", in: line) != nil {
                throw error(index + 1, "'Task:' and 'Hint:' belong in a step; steps start with '## '")
            } else if line.hasPrefix("```") {
                introduction += try readFence().lines
                continue
            } else {
                introduction.append(line)
            }
            index += 1
        }

        var steps: [LessonStep] = []
        while index < lines.count {
            steps.append(try readStep(defaultBuilder: defaultBuilder))
        }
        guard !steps.isEmpty else { throw error(nil, "the lesson has no steps: each step starts with a '## Step title' line") }
        return (title, LessonReader.tidy(introduction), steps)
    }

    /// Reads one step, from its `## ` heading to the next one.
    private mutating func readStep(defaultBuilder: String) throws(LessonError) -> LessonStep {
        let headingLine = index + 1
        let title = lines[index].dropFirst(3).trimmingWhitespace()
        guard !title.isEmpty else { throw error(headingLine, "the step's title is empty") }
        var draft = Draft(title: title, line: headingLine)
        var field = Field.prose
        index += 1
        while index < lines.count, !lines[index].hasPrefix("## ") {
            let line = lines[index]
            let number = index + 1
            if line.hasPrefix("# ") { throw error(number, "a lesson has one '# ' title; steps start with '## '") }
            if line.hasPrefix("```") {
                try readStepFence(into: &draft)
                field = .prose
                continue
            }
            index += 1
            if line.isBlank {
                field = .prose
                draft.prose.append(line)
            } else if let value = LessonReader.value(of: "Task", in: line) {
                guard draft.taskLine == nil else { throw error(number, "the step already has a task (line \(draft.taskLine!))") }
                draft.task = [value]
                draft.taskLine = number
                field = .task
            } else if let value = LessonReader.value(of: "Hint", in: line) {
                draft.hints.append([value])
                field = .hint
            } else if let value = LessonReader.value(of: "Builder", in: line) {
                guard LessonReader.isName(value) else { throw error(number, "'Builder:' takes a profile name, such as 'Builder: mimic'") }
                guard draft.builder == nil else { throw error(number, "the step already names its builder") }
                draft.builder = value
                field = .builder
            } else {
                switch field {
                case .prose: draft.prose.append(line)
                case .task: draft.task.append(line.trimmingWhitespace())
                case .hint: draft.hints[draft.hints.count - 1].append(line.trimmingWhitespace())
                case .builder: throw error(number, "'Builder:' is a line of its own; leave a blank line after it")
                }
            }
        }
        return try finish(draft, defaultBuilder: defaultBuilder)
    }

    /// Checks a finished step has every part.
    private func finish(_ draft: Draft, defaultBuilder: String) throws(LessonError) -> LessonStep {
        let name = "step '\(draft.title)'"
        guard draft.taskLine != nil else { throw error(draft.line, "\(name) has no 'Task:' line") }
        guard let check = draft.check else { throw error(draft.line, "\(name) has no ```check block") }
        guard !draft.hints.isEmpty else { throw error(draft.line, "\(name) has no 'Hint:' line") }
        guard let solution = draft.solution else { throw error(draft.line, "\(name) has no ```solution block") }
        return LessonStep(
            title: draft.title, prose: LessonReader.tidy(draft.prose), tryCode: draft.tryCode,
            task: draft.task.joined(separator: " "), check: check,
            hints: draft.hints.map { $0.joined(separator: " ") }, solution: solution, setup: draft.setup ?? [],
            builder: draft.builder ?? defaultBuilder, line: draft.line)
    }

    /// Reads a fence inside a step and files it by its info string.
    private mutating func readStepFence(into draft: inout Draft) throws(LessonError) {
        let fence = try readFence()
        let words = fence.info.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.first {
        case "check":
            guard draft.check == nil else { throw error(fence.line, "the step already has a check block") }
            guard words.count <= 2 else { throw error(fence.line, "a check block is written ```check KIND, with one kind") }
            let kindName = words.count == 2 ? words[1] : LessonCheck.Kind.type.rawValue
            guard let kind = LessonCheck.Kind(rawValue: kindName) else {
                let kinds = LessonCheck.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(fence.line, "unknown check kind '\(kindName)'; use one of: \(kinds)")
            }
            draft.check = try check(kind: kind, body: fence.body, fenceLine: fence.line)
        case "solution", "setup":
            let isSolution = words[0] == "solution"
            guard words.count == 1 else { throw error(fence.line, "a ```\(words[0]) block takes nothing after its name") }
            guard (isSolution ? draft.solution : draft.setup) == nil else {
                throw error(fence.line, "the step already has a \(words[0]) block")
            }
            let entries = try entries(of: fence.body, fenceLine: fence.line, block: words[0])
            guard !entries.isEmpty else { throw error(fence.line, "the \(words[0]) block is empty") }
            if isSolution { draft.solution = entries } else { draft.setup = entries }
        case "swift", nil:
            draft.tryCode.append(fence.body.joined(separator: "\n"))
            draft.prose += fence.lines
        default:
            draft.prose += fence.lines
        }
    }

    /// Reads a fenced block starting at the current line; fails when it is never closed.
    private mutating func readFence() throws(LessonError) -> (info: String, body: [String], lines: [String], line: Int) {
        let start = index
        let info = lines[index].dropFirst(3).trimmingWhitespace()
        index += 1
        while index < lines.count {
            if lines[index].trimmingWhitespace() == "```" {
                index += 1
                return (info, Array(lines[(start + 1)..<(index - 1)]), Array(lines[start..<index]), start + 1)
            }
            index += 1
        }
        throw error(start + 1, "the ``` block opened here is never closed")
    }

    /// A check block's body as transcript output lines, errors placed on the file's lines.
    private func check(kind: LessonCheck.Kind, body: [String], fenceLine: Int) throws(LessonError) -> LessonCheck {
        guard body.contains(where: { !$0.isBlank }) || kind == .output else {
            throw error(fenceLine, "the check block is empty; a \(kind.rawValue) check lists the expected lines")
        }
        for (offset, line) in body.enumerated() where line.hasPrefix("#") || line.hasPrefix("vb>") {
            throw error(fenceLine + 1 + offset,
                "a check line starting with '#' or 'vb>' is written with an escape: '\\x23…' or 'vb\\x3e…' and ' (esc)'")
        }
        let text = ([Transcript.prompt + " :check"] + body).joined(separator: "\n") + "\n"
        let transcript: Transcript
        do throws(TranscriptError) {
            transcript = try TranscriptParser().parse(text, fileName: file)
        } catch {
            throw self.error(error.line.map { fenceLine + $0 - 1 }, error.message)
        }
        guard transcript.entries.count == 1, let entry = transcript.entries.first else {
            throw error(fenceLine, "the check block cannot be read as expected output")
        }
        return LessonCheck(kind: kind, expected: entry.expected, line: fenceLine)
    }

    /// A solution or setup block as entries: the whole block, or `vb> ` / `... ` lines.
    private func entries(of body: [String], fenceLine: Int, block: String) throws(LessonError) -> [String] {
        let isTranscript = body.contains { $0.hasPrefix(Transcript.prompt + " ") || $0 == Transcript.prompt }
        guard isTranscript else {
            let text = LessonReader.tidy(body)
            return text.isEmpty ? [] : [text]
        }
        var entries: [[String]] = []
        for (offset, line) in body.enumerated() {
            if line.hasPrefix(Transcript.prompt + " ") || line == Transcript.prompt {
                entries.append([String(line.dropFirst(min(line.count, 4)))])
            } else if line.hasPrefix(Transcript.continuationPrompt), !entries.isEmpty {
                entries[entries.count - 1].append(String(line.dropFirst(min(line.count, 4))))
            } else if !line.isBlank {
                throw error(fenceLine + 1 + offset,
                    "a \(block) block written as entries holds only 'vb> ' and '... ' lines")
            }
        }
        return entries.map { $0.joined(separator: "\n") }.filter { !$0.trimmingWhitespace().isEmpty }
    }

    /// The value of a `Key: value` line, or nil when the line is not one.
    static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key + ":") else { return nil }
        return line.dropFirst(key.count + 1).trimmingWhitespace()
    }

    /// A profile name: letters, digits and dashes.
    static func isName(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// Lines joined, with leading and trailing blank lines and runs of blank lines removed.
    static func tidy(_ lines: [String]) -> String {
        var kept: [String] = []
        for line in lines {
            if line.isBlank, kept.last?.isBlank ?? true { continue }
            kept.append(line)
        }
        while kept.last?.isBlank == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }
}

extension Substring {
    func trimmingWhitespace() -> String { String(self).trimmingWhitespace() }
}
