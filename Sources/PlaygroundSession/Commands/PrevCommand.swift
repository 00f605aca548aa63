/// `:prev`: the previous step of the current lesson.
struct PrevCommand: SessionCommand {
    let name = "prev"
    let usage = ":prev"
    let summary = "in a lesson: go back to the previous step"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        LessonCommandSupport.move(by: -1, in: session)
    }
}
