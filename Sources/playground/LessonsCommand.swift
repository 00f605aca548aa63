import ArgumentParser
import PlaygroundSession

/// `playground lessons`: lists the guided lessons and the user's progress.
struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "List the guided lessons and your progress.",
        discussion: """
            Lessons are read from $PLAYGROUND_LESSONS, else the Lessons folder beside the \
            executable or above it; progress is kept in \
            $XDG_STATE_HOME/viewbuilder-playground/lessons.json. `playground lesson N` starts one.
            """)

    func run() throws {
        let session = Session(options: SessionOptions())
        let output = session.submit(":lessons")
        Console.show(output)
        if session.lessons.library.lessons.isEmpty { throw ExitCode(1) }
    }
}
