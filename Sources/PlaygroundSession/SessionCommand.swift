/// A `:command` the session understands; each command lives in its own file under `Commands/`.
public protocol SessionCommand: Sendable {
    /// The word after the colon (`type` for `:type`).
    var name: String { get }
    /// How it is written, for `:help` (`:type EXPR`).
    var usage: String { get }
    /// One line for `:help`.
    var summary: String { get }
    /// Runs the command with the rest of the line (trimmed) as its argument.
    func run(_ argument: String, in session: Session) -> SessionOutput
    /// Completions for the argument being typed (file names, profile names…).
    func completions(forArgument prefix: String, in session: Session) -> [String]
}

extension SessionCommand {
    public func completions(forArgument prefix: String, in session: Session) -> [String] { [] }
}
