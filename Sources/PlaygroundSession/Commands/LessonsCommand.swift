/// `:lessons`: lists the lessons with the learner's progress.
struct LessonsCommand: SessionCommand {
    let name = "lessons"
    let usage = ":lessons"
    let summary = "list the guided lessons and your progress"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard argument.isEmpty else {
            return SessionOutput(diagnostics: "error: :lessons takes no argument; :lesson N starts one\n", isError: true)
        }
        let runner = session.lessons
        let text = LessonPresenter.list(runner.library, progress: runner.progress, active: runner.currentLesson)
        let warnings = runner.takeWarnings().map { $0 + "\n" }.joined()
        return SessionOutput(text: text, diagnostics: warnings)
    }
}
