import Foundation
import Testing
@testable import PlaygroundSession

/// Lesson mode in a session: checking entries, hints, moving, and saved progress.
@Suite("Lesson mode")
struct LessonModeTests {
    /// A library of the format test's lesson, as lesson 1, in `folder`.
    func library(in folder: TemporaryFolder) throws -> LessonLibrary {
        try folder.write(LessonFormatTests.good, to: "lessons/01-types.md")
        return LessonLibrary.load(from: folder.file("lessons"))
    }

    @Test func checksEntriesAndGivesHints() throws {
        let folder = try TemporaryFolder()
        let session = LessonTests.session(try library(in: folder), progressFile: folder.file("state/lessons.json"))
        let start = session.submit(":lesson 1")
        #expect(start.text.hasPrefix("Lesson 1: Views are types\n"))
        #expect(start.text.contains("Step 1 of 2: A Text"))
        #expect(start.text.contains("Task: Enter a `Text` and look at its type."))

        let wrong = session.submit("EmptyView()")
        #expect(wrong.text.hasPrefix("EmptyView\n"))
        #expect(wrong.text.contains("✗ Not yet. The check expects the type:\n    Text\nbut this entry's type is:\n    EmptyView\n"))
        #expect(session.submit(":hint").text == "Hint 1 of 2: It is one word.\n")
        #expect(session.submit(":hint").text == "Hint 2 of 2: Type `Text(\"Hello\")`. (that was the last hint; :solution shows the answer)\n")
        #expect(session.submit(":solution").text.contains("vb> Text(\"Hello\")\n"))
        let error = session.submit("Txet(\"a\")")
        #expect(error.diagnostics.contains("✗ Not yet: this entry has an error"))
        #expect(session.submit(":type").combined.hasPrefix("EmptyView"), "other commands are not checked")
        let right = session.submit("Text(\"Hi\")")
        #expect(right.text.hasSuffix("\n✓ Passed step 1 of 2. Type :next for step 2.\n"))

        let next = session.submit(":next")
        #expect(next.text.contains("Step 2 of 2: Two entries"))
        let declaration = session.submit("struct Hello: View { var body: some View { Text(\"Hi\") } }")
        #expect(declaration.text.contains("Noted"))
        #expect(session.submit("Hello()").text.contains("✓ Passed step 2 of 2: that was the last step"))
        #expect(session.submit(":next").text.contains("last step of lesson 1"))
        #expect(session.submit(":prev").text.contains("Step 1 of 2: A Text (passed)"))
        #expect(session.submit(":lesson off").text.contains("Left lesson mode"))
        #expect(session.submit("EmptyView()").text == "EmptyView\n\nEmptyView\n", "entries are not checked after :lesson off")
        #expect(session.submit(":hint").isError)
    }

    @Test func progressSurvivesARestart() throws {
        let folder = try TemporaryFolder()
        let lessons = try library(in: folder)
        let file = folder.file("state/lessons.json")
        let first = LessonTests.session(lessons, progressFile: file)
        _ = first.submit(":lesson 1")
        _ = first.submit("Text(\"a\")")
        _ = first.submit(":next")

        let second = LessonTests.session(lessons, progressFile: file)
        #expect(second.submit(":lessons").text.contains("▶") == false)
        #expect(second.submit(":lessons").text.contains("1/2 steps, on step 2"))
        let resumed = second.submit(":lesson 1")
        #expect(resumed.text.contains("(Resuming at step 2; :prev goes back.)"))
        #expect(resumed.text.contains("Step 2 of 2: Two entries"))
        let saved = try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(saved.lessons["01-types"] == LessonProgress.Entry(step: 2, passed: [1]))
        #expect(saved.current == "01-types")
    }

    @Test(arguments: ["not json", "{\"version\": 7, \"lessons\": {}}", "{\"version\": 1, \"lessons\": {\"01-types\": {\"step\": -3, \"passed\": []}}}", ""])
    func aDamagedProgressFileIsReportedAndReset(contents: String) throws {
        let folder = try TemporaryFolder()
        let lessons = try library(in: folder)
        let file = try folder.write(contents, to: "state/lessons.json")
        let session = LessonTests.session(lessons, progressFile: file)
        let listing = session.submit(":lessons")
        #expect(listing.diagnostics.contains("warning: the lesson progress file \(file) is damaged"))
        #expect(listing.text.contains("Views are types"))
        #expect(FileManager.default.fileExists(atPath: file + ".damaged"))
        let start = session.submit(":lesson 1")
        #expect(start.text.contains("Step 1 of 2"))
        #expect(!start.diagnostics.contains("damaged"), "reported once")
        let saved = try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(saved.lessons["01-types"]?.step == 1)
    }

    @Test func unknownLessonsAndSteps() throws {
        let folder = try TemporaryFolder()
        let session = LessonTests.session(try library(in: folder))
        #expect(session.submit(":lesson 9").diagnostics.contains("error: no lesson '9'; :lessons lists them"))
        #expect(session.submit(":lesson 1 3").diagnostics.contains("error: lesson 1 has steps 1 to 2, not '3'"))
        #expect(session.submit(":lesson").text.hasPrefix("No lesson in progress"))
        #expect(session.submit(":next").isError)
        #expect(session.submit(":lesson types 2").text.contains("Step 2 of 2"))
    }

    @Test func locatesTheLessonsFolder() throws {
        let folder = try TemporaryFolder()
        _ = try library(in: folder)
        let found = LessonLibrary.locate(environment: [LessonLibrary.environmentVariable: folder.file("lessons")])
        #expect(found.lessons.map(\.slug) == ["01-types"])
        let missing = LessonLibrary.locate(environment: [LessonLibrary.environmentVariable: folder.file("nope")])
        #expect(missing.lessons.isEmpty && missing.errors.count == 1)
        #expect(LessonLibrary.locate(environment: [:]).lessons.count >= 12, "the repository's Lessons, found from the test binary")
    }

    @Test func progressFileLocation() {
        #expect(LessonProgressStore.forUser(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/viewbuilder-playground/lessons.json")
        #expect(LessonProgressStore.forUser(environment: ["HOME": "/h"]).path == "/h/.local/state/viewbuilder-playground/lessons.json")
        #expect(LessonProgressStore.forUser(environment: ["XDG_STATE_HOME": "relative"]).path == nil)
    }
}
