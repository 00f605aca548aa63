/// What a learner has done: per lesson (by slug), the step they are on and the steps passed.
public struct LessonProgress: Codable, Equatable, Sendable {
    /// One lesson's progress.
    public struct Entry: Codable, Equatable, Sendable {
        /// The step the learner is on, 1-based.
        public var step: Int
        /// The steps whose check passed, 1-based.
        public var passed: [Int]

        public init(step: Int = 1, passed: [Int] = []) {
            self.step = step
            self.passed = passed
        }
    }

    /// The format of the file; a file with another version is reset.
    public static let currentVersion = 1

    public var version: Int
    /// The slug of the lesson last started.
    public var current: String?
    public var lessons: [String: Entry]

    public init(current: String? = nil, lessons: [String: Entry] = [:]) {
        self.version = LessonProgress.currentVersion
        self.current = current
        self.lessons = lessons
    }

    /// The progress of the lesson with `slug` (a fresh entry when it was never started).
    public func entry(for slug: String) -> Entry {
        lessons[slug] ?? Entry()
    }

    /// Whether every step of `lesson` passed.
    public func isComplete(_ lesson: Lesson) -> Bool {
        let passed = Set(entry(for: lesson.slug).passed)
        return (1...max(1, lesson.steps.count)).allSatisfy(passed.contains)
    }
}
