/// `:solution`: the answer to the current lesson step.
struct SolutionCommand: SessionCommand {
    let name = "solution"
    let usage = ":solution"
    let summary = "in a lesson: show the answer to the current step"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard session.lessons.isActive, let step = session.lessons.currentStep else { return LessonCommandSupport.notInLesson }
        return SessionOutput(text: LessonPresenter.solution(step))
    }
}
