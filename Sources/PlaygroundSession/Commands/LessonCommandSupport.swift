/// What the lesson commands share: the answer outside a lesson, and moving between steps.
enum LessonCommandSupport {
    /// The answer to a lesson command when no lesson is in progress.
    static let notInLesson = SessionOutput(
        diagnostics: "error: not in a lesson; :lessons lists them and :lesson N starts one\n", isError: true)

    /// Moves `offset` steps and shows the step reached, or says why it cannot.
    static func move(by offset: Int, in session: Session) -> SessionOutput {
        let runner = session.lessons
        guard runner.isActive, let lesson = runner.currentLesson else { return notInLesson }
        guard runner.move(by: offset) else {
            return SessionOutput(text: offset > 0
                ? "That was the last step of lesson \(lesson.number). :lessons lists the others; :lesson off leaves lesson mode.\n"
                : "This is the first step of lesson \(lesson.number).\n")
        }
        return session.enterStep()
    }
}
