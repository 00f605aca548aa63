/// One lesson read from `Lessons/NN-slug.md`: a title, an introduction and its steps.
public struct Lesson: Equatable, Sendable {
    /// The number the file name starts with (`3` for `03-group.md`).
    public var number: Int
    /// The file name without `.md` (`03-group`); progress is kept under it.
    public var slug: String
    /// The text of the `# ` heading.
    public var title: String
    /// The paragraphs between the title and the first step.
    public var introduction: String
    public var steps: [LessonStep]
    /// The file the lesson was read from.
    public var file: String

    public init(number: Int, slug: String, title: String, introduction: String, steps: [LessonStep], file: String) {
        self.number = number
        self.slug = slug
        self.title = title
        self.introduction = introduction
        self.steps = steps
        self.file = file
    }
}
