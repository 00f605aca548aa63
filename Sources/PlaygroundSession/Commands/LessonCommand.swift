/// `:lesson N [STEP]` starts or resumes a lesson; `:lesson` shows the current step again;
/// `:lesson off` leaves lesson mode.
struct LessonCommand: SessionCommand {
    let name = "lesson"
    let usage = ":lesson [N [STEP]|off]"
    let summary = "start or resume lesson N, show the step, or leave (off)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        let runner = session.lessons
        let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.first {
        case nil:
            guard runner.isActive else {
                let resume = runner.progress.current.flatMap { slug in runner.library.lessons.first { $0.slug == slug } }
                let tip = resume.map { " (:lesson \($0.number) resumes '\($0.title)')" } ?? ""
                return SessionOutput(text: "No lesson in progress\(tip). :lessons lists them.\n")
            }
            return session.enterStep()
        case "off":
            guard words.count == 1 else { return usageError() }
            guard runner.isActive else { return SessionOutput(text: "Not in a lesson.\n") }
            session.endLesson()
            return SessionOutput(text: "Left lesson mode; your progress is saved. :lesson N resumes a lesson.\n")
        case let name?:
            guard words.count <= 2 else { return usageError() }
            guard let lesson = runner.library.lesson(named: name) else {
                let errors = runner.library.errors.map { $0.description + "\n" }.joined()
                return SessionOutput(
                    diagnostics: errors + "error: no lesson '\(name)'; :lessons lists them\n", isError: true)
            }
            var step: Int?
            if words.count == 2 {
                guard let number = Int(words[1]), (1...lesson.steps.count).contains(number) else {
                    return SessionOutput(
                        diagnostics: "error: lesson \(lesson.number) has steps 1 to \(lesson.steps.count), not '\(words[1])'\n",
                        isError: true)
                }
                step = number - 1
            }
            return session.startLesson(lesson, at: step)
        }
    }

    private func usageError() -> SessionOutput {
        SessionOutput(diagnostics: "error: usage: \(usage)\n", isError: true)
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        (["off"] + session.lessons.library.lessons.map { String($0.number) }).filter { $0.hasPrefix(prefix) }
    }
}
