/// Lesson mode's state: the lessons, the learner's saved progress, and the step being worked on.
public final class LessonRunner {
    /// The lesson and step being worked on, and how many hints were given for the step.
    struct Position: Equatable {
        var lesson: Int
        var step: Int
        var hintsShown = 0
    }

    private let loadLibrary: () -> LessonLibrary
    private var loadedLibrary: LessonLibrary?
    public let store: LessonProgressStore
    private var loadedProgress: LessonProgress?
    /// Messages about the progress file not yet shown to the learner.
    private var warnings: [String] = []
    /// Where the learner is; nil outside lesson mode.
    private(set) var position: Position?

    /// A runner over lessons `loadLibrary` reads (on first use), saving progress to `store`.
    public init(store: LessonProgressStore, library loadLibrary: @escaping () -> LessonLibrary) {
        self.store = store
        self.loadLibrary = loadLibrary
    }

    /// A runner over the lessons `LessonLibrary.locate` finds, saving to the user's state folder.
    public convenience init() {
        self.init(store: LessonProgressStore.forUser()) { LessonLibrary.locate() }
    }

    /// The lessons (read on first use).
    public var library: LessonLibrary {
        if let loadedLibrary { return loadedLibrary }
        let library = loadLibrary()
        loadedLibrary = library
        return library
    }

    /// The saved progress (read on first use; a damaged file is reset and reported).
    public var progress: LessonProgress {
        if let loadedProgress { return loadedProgress }
        let (progress, warning) = store.load()
        if let warning { warnings.append(warning) }
        loadedProgress = progress
        return progress
    }

    /// Warnings not yet shown (a damaged or unwritable progress file), each once.
    func takeWarnings() -> [String] {
        _ = progress
        defer { warnings = [] }
        return warnings
    }

    /// Whether a lesson is in progress.
    public var isActive: Bool { position != nil }

    /// The lesson being worked on.
    public var currentLesson: Lesson? {
        position.map { library.lessons[$0.lesson] }
    }

    /// The step being worked on.
    public var currentStep: LessonStep? {
        position.map { library.lessons[$0.lesson].steps[$0.step] }
    }

    /// Starts `lesson` at `step` (0-based), or where the learner left it.
    func begin(_ lesson: Lesson, at step: Int? = nil) {
        guard let index = library.lessons.firstIndex(where: { $0.slug == lesson.slug }) else { return }
        let saved = progress.entry(for: lesson.slug).step - 1
        let chosen = min(max(step ?? saved, 0), lesson.steps.count - 1)
        position = Position(lesson: index, step: chosen)
        update { progress in
            progress.current = lesson.slug
            progress.lessons[lesson.slug, default: .init()].step = chosen + 1
        }
    }

    /// Leaves lesson mode; progress stays saved.
    func end() {
        position = nil
    }

    /// Moves `offset` steps; false when that would leave the lesson.
    func move(by offset: Int) -> Bool {
        guard var position, let lesson = currentLesson else { return false }
        let target = position.step + offset
        guard lesson.steps.indices.contains(target) else { return false }
        position.step = target
        position.hintsShown = 0
        self.position = position
        update { $0.lessons[lesson.slug, default: .init()].step = target + 1 }
        return true
    }

    /// The next hint for the current step (1-based number and text); the last one again when
    /// all were given.
    func nextHint() -> (number: Int, text: String)? {
        guard var position, let step = currentStep, !step.hints.isEmpty else { return nil }
        let index = min(position.hintsShown, step.hints.count - 1)
        position.hintsShown = index + 1
        self.position = position
        return (index + 1, step.hints[index])
    }

    /// Records that the current step's check passed.
    func markPassed() {
        guard let position, let lesson = currentLesson else { return }
        update { progress in
            var entry = progress.lessons[lesson.slug, default: .init()]
            if !entry.passed.contains(position.step + 1) {
                entry.passed.append(position.step + 1)
                entry.passed.sort()
            }
            progress.lessons[lesson.slug] = entry
        }
    }

    /// Changes the progress and saves it; a failed save becomes a warning.
    private func update(_ change: (inout LessonProgress) -> Void) {
        var updated = progress
        change(&updated)
        loadedProgress = updated
        if let warning = store.save(updated) { warnings.append(warning) }
    }
}
