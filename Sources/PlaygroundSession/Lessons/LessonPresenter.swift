/// The text lesson mode shows: the list of lessons, a step, a hint, a solution, a verdict.
enum LessonPresenter {
    /// `:lessons`: every lesson with the learner's progress, then the files that failed to load.
    static func list(_ library: LessonLibrary, progress: LessonProgress, active: Lesson?) -> String {
        var lines: [String] = []
        if library.lessons.isEmpty {
            lines.append("No lessons found" + (library.directory.map { " in \($0)" } ?? "") + ".")
        } else {
            let titleWidth = library.lessons.map(\.title.count).max() ?? 0
            for lesson in library.lessons {
                let entry = progress.lessons[lesson.slug]
                let passed = Set(entry?.passed ?? []).filter { (1...lesson.steps.count).contains($0) }.count
                let marker = lesson.slug == active?.slug ? "▶" : lesson.slug == progress.current ? "·" : " "
                let state: String
                if passed == lesson.steps.count {
                    state = "\(passed)/\(lesson.steps.count) steps ✓ done"
                } else if let entry {
                    state = "\(passed)/\(lesson.steps.count) steps, on step \(entry.step)"
                } else {
                    state = "\(lesson.steps.count) steps"
                }
                let number = String(lesson.number).leftPadded(to: 2)
                lines.append("\(marker) \(number)  \(lesson.title.padding(to: titleWidth))  \(state)")
            }
        }
        for error in library.errors { lines.append(error.description) }
        if !library.lessons.isEmpty { lines.append(":lesson N starts or resumes lesson N.") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A lesson's title and introduction.
    static func introduction(_ lesson: Lesson) -> String {
        let heading = "Lesson \(lesson.number): \(lesson.title)"
        var text = heading + "\n" + String(repeating: "═", count: heading.count) + "\n"
        if !lesson.introduction.isEmpty { text += "\n" + lesson.introduction + "\n" }
        return text
    }

    /// A step: heading, prose, notes (builder switched, setup entered), task and what the
    /// learner can do next.
    static func step(_ step: LessonStep, number: Int, of count: Int, passed: Bool, notes: [String] = []) -> String {
        let heading = "Step \(number) of \(count): \(step.title)" + (passed ? " (passed)" : "")
        var text = heading + "\n" + String(repeating: "─", count: heading.count) + "\n"
        if !step.prose.isEmpty { text += step.prose + "\n" }
        if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
        text += "\nTask: \(step.task)\n"
        text += "(:hint for a hint, :solution for the answer, :next and :prev to move, :lesson off to leave)\n"
        return text
    }

    /// `:hint`.
    static func hint(number: Int, of count: Int, text: String) -> String {
        let more = number < count ? "" : count > 1 ? " (that was the last hint; :solution shows the answer)" : " (:solution shows the answer)"
        return "Hint \(number) of \(count): \(text)\(more)\n"
    }

    /// `:solution`: the entries to type, as they would appear at the prompt.
    static func solution(_ step: LessonStep) -> String {
        var lines = ["Solution (type it, or paste it, to pass the check):"]
        for entry in step.solution {
            for (index, line) in entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append((index == 0 ? "vb> " : "... ") + line)
            }
        }
        let expected = step.check.expectedText
        if !expected.isEmpty {
            lines.append("It passes when the \(describe(step.check.kind)) is:")
            lines += expected.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict on a passing entry.
    static func passed(step number: Int, of count: Int) -> String {
        number < count
            ? "✓ Passed step \(number) of \(count). Type :next for step \(number + 1).\n"
            : "✓ Passed step \(number) of \(count): that was the last step of this lesson. :lessons lists what is next.\n"
    }

    /// The verdict on an entry whose checked part differs from the check.
    static func failed(_ check: LessonCheck, actual: String, hintsLeft: Bool) -> String {
        var lines = ["✗ Not yet. The check expects the \(describe(check.kind)):"]
        lines += indented(check.expectedText)
        lines.append(actual.isEmpty ? "but this entry printed nothing." : "but this entry's \(describe(check.kind)) is:")
        if !actual.isEmpty { lines += indented(actual) }
        lines.append(hintsLeft ? ":hint gives a hint; :solution shows the answer." : ":solution shows the answer.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict on an entry with an error when the check looks at a view.
    static func failedWithError(hintsLeft: Bool) -> String {
        "✗ Not yet: this entry has an error (above), so there is no view to check."
            + (hintsLeft ? " :hint gives a hint.\n" : " :solution shows the answer.\n")
    }

    /// An entry that declared things but produced no view.
    static func noView() -> String {
        "· Noted. This step checks the view you enter; declarations are kept for it.\n"
    }

    /// Names a check kind for a sentence.
    static func describe(_ kind: LessonCheck.Kind) -> String {
        switch kind {
        case .type: "type"
        case .tree: "type tree"
        case .preview: "preview"
        case .changes: "_printChanges log"
        case .output: "output"
        }
    }

    private static func indented(_ text: String) -> [String] {
        var body = Substring(text)
        if body.hasSuffix("\n") { body = body.dropLast() }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }
}

extension String {
    /// The string padded on the left with spaces to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
