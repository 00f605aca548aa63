import Foundation
import Testing
@testable import PlaygroundSession

/// Every step of every lesson in `Lessons/`, played with its solution, must pass its check.
@Suite("Lessons")
struct LessonTests {
    /// The repository's `Lessons` folder.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons").path

    static let library = LessonLibrary.load(from: folder)

    /// A session over `library` whose progress goes to `progressFile` (nil: in memory).
    static func session(_ library: LessonLibrary = library, progressFile: String? = nil) -> Session {
        let session = Session(options: TranscriptRunner.sessionOptions)
        session.lessons = LessonRunner(store: LessonProgressStore(path: progressFile)) { library }
        return session
    }

    @Test func everyLessonLoads() {
        for error in LessonTests.library.errors { Issue.record("\(error)") }
        #expect(LessonTests.library.lessons.count >= 12)
        let numbers = LessonTests.library.lessons.map(\.number)
        #expect(numbers == Array(1...numbers.count), "lessons are numbered 1…N without gaps")
    }

    @Test(arguments: LessonTests.library.lessons.map(\.slug))
    func everySolutionPassesItsCheck(slug: String) throws {
        let lesson = try #require(LessonTests.library.lessons.first { $0.slug == slug })
        for (index, step) in lesson.steps.enumerated() {
            // A fresh session per step: a learner may resume at any step after a restart.
            let session = LessonTests.session()
            let start = session.submit(":lesson \(lesson.number) \(index + 1)")
            let place = "\(lesson.file):\(step.line): step \(index + 1) '\(step.title)'"
            #expect(!start.isError, "\(place) does not start:\n\(start.combined)")
            var last = SessionOutput()
            for entry in step.solution { last = session.submit(entry) }
            #expect(last.combined.contains("✓ Passed step \(index + 1) of \(lesson.steps.count)"),
                "\(place): its solution does not pass its check:\n\(last.combined)")
        }
    }

    @Test func everyStepHasItsParts() {
        for lesson in LessonTests.library.lessons {
            #expect(!lesson.introduction.isEmpty, "\(lesson.file) has no introduction")
            for step in lesson.steps {
                #expect(!step.task.isEmpty && !step.hints.isEmpty && !step.solution.isEmpty, "\(lesson.file):\(step.line)")
                #expect(!step.prose.isEmpty, "\(lesson.file):\(step.line) has no prose")
            }
        }
    }
}
