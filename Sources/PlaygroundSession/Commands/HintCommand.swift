/// `:hint`: the next hint for the current lesson step.
struct HintCommand: SessionCommand {
    let name = "hint"
    let usage = ":hint"
    let summary = "in a lesson: the next hint for the current step"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        let runner = session.lessons
        guard runner.isActive, let step = runner.currentStep else { return LessonCommandSupport.notInLesson }
        guard let hint = runner.nextHint() else { return SessionOutput(text: "This step has no hints.\n") }
        return SessionOutput(text: LessonPresenter.hint(number: hint.number, of: step.hints.count, text: hint.text))
    }
}
