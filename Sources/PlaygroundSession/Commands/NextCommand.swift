/// `:next`: the next step of the current lesson.
struct NextCommand: SessionCommand {
    let name = "next"
    let usage = ":next"
    let summary = "in a lesson: go to the next step"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        LessonCommandSupport.move(by: 1, in: session)
    }
}
