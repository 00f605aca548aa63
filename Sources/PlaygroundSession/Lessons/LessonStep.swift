/// One step of a lesson: prose, code to try, a task, a check, hints and a solution.
public struct LessonStep: Equatable, Sendable {
    /// The text of the step's `## ` heading.
    public var title: String
    /// Explanation shown before the task: Markdown paragraphs, code to try included.
    public var prose: String
    /// The code blocks offered to try (`swift` fences), in order.
    public var tryCode: [String]
    /// What the learner is asked to do.
    public var task: String
    /// How the learner's entry is judged.
    public var check: LessonCheck
    /// Hints, from gentle to explicit.
    public var hints: [String]
    /// The entries that solve the step; the last one is the entry the check judges.
    public var solution: [String]
    /// Entries run quietly when the step starts (declarations the step relies on).
    public var setup: [String]
    /// The builder profile the step runs under.
    public var builder: String
    /// The line of the step's heading.
    public var line: Int

    public init(
        title: String, prose: String = "", tryCode: [String] = [], task: String, check: LessonCheck,
        hints: [String], solution: [String], setup: [String] = [], builder: String = "swiftui", line: Int = 0
    ) {
        self.title = title
        self.prose = prose
        self.tryCode = tryCode
        self.task = task
        self.check = check
        self.hints = hints
        self.solution = solution
        self.setup = setup
        self.builder = builder
        self.line = line
    }

    /// The `:command` name the step's check judges (`tap` for a `:tap +` solution), or nil
    /// when it judges code entries.
    public var checkedCommand: String? {
        guard let last = solution.last?.trimmingWhitespace(), last.hasPrefix(":") else { return nil }
        return String(last.dropFirst().prefix { !$0.isWhitespace })
    }
}
