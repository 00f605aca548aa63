/// The bounds every entry is held to, whatever its text: docs/limits.md lists each with its
/// message, and `LimitsTests` checks each one.
///
/// Stages keep their own older limits beside their code (`SourceFile.maximumNestingLevel`,
/// `Interpreter.maximumCallDepth`, the step budget, `ViewGraph.maximumRows`); these are the
/// ones added so that no input can crash, hang or exhaust the machine.
public enum Limits {
    /// `[` brackets open at once: SwiftParser's time grows exponentially with their nesting.
    public static let squareBracketNesting = 12
    /// Brackets of any kind open at once (below SwiftParser's own nesting limit, whose cost
    /// grows with the brackets left open after it is reached).
    public static let bracketNesting = 200
    /// Characters (UTF-8 bytes) in one string value.
    public static let stringLength = 1_000_000
    /// Elements in one array value.
    public static let arrayCount = 1_000_000
    /// Nodes (names, tuples, functions) in the static type of one call: a generic function
    /// can double its result's type with each call.
    public static let typeNodes = 10_000
    /// Seconds one entry may run (checking, running and drawing), besides the step budget.
    public static let entrySeconds = 10
    /// Characters of output one entry may print; the rest is cut with a note.
    public static let outputLength = 2_000_000
    /// Bytes of a file `:load`, `eval` or `replay` reads.
    public static let fileSize = 1_000_000
    /// Swift files read from a `--module` folder.
    public static let moduleFiles = 5_000
    /// The widest field or precision `String(format:)` takes (`%5000d` is certainly a mistake).
    public static let formatWidth = 1_000
}
