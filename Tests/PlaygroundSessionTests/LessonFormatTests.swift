import Foundation
import Testing
@testable import PlaygroundSession

/// The lesson file format: what parses, and errors that name the file and the line.
@Suite("Lesson format")
struct LessonFormatTests {
    static let good = """
        # Views are types

        Every view has a type.
        Builder: swiftui

        ## A Text

        Some prose.

        ```swift
        Text("Hello")
        ```

        Task: Enter a `Text`
        and look at its type.

        ```check type
        Text
        ```

        Hint: It is one word.
        Hint: Type `Text("Hello")`.

        ```solution
        Text("Hello")
        ```

        ## Two entries

        Task: Declare a view, then show it.

        ```check
        Hello
        ```

        Hint: A struct.

        ```solution
        vb> struct Hello: View {
        ...     var body: some View { Text("Hi") }
        ... }
        vb> Hello()
        ```

        """

    func parse(_ text: String) throws(LessonError) -> Lesson {
        try LessonParser().parse(text, number: 1, slug: "01-test", file: "Lessons/01-test.md")
    }

    func parseError(_ text: String) -> LessonError? {
        do throws(LessonError) {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryPart() throws {
        let lesson = try parse(LessonFormatTests.good)
        #expect(lesson.title == "Views are types")
        #expect(lesson.introduction == "Every view has a type.")
        #expect(lesson.steps.count == 2)
        let first = lesson.steps[0]
        #expect(first.title == "A Text")
        #expect(first.task == "Enter a `Text` and look at its type.")
        #expect(first.hints == ["It is one word.", "Type `Text(\"Hello\")`."])
        #expect(first.tryCode == ["Text(\"Hello\")"])
        #expect(first.check.kind == .type)
        #expect(first.check.accepts("Text\n"))
        #expect(!first.check.accepts("EmptyView\n"))
        #expect(first.solution == ["Text(\"Hello\")"])
        #expect(first.line == 6)
        #expect(lesson.steps[1].solution == ["struct Hello: View {\n    var body: some View { Text(\"Hi\") }\n}", "Hello()"])
    }

    @Test func wildcardsInChecks() throws {
        let text = LessonFormatTests.good.replacingOccurrences(of: "```check type\nText\n```", with: "```check output\nGroup<*> (glob)\nText\\(\"[a-z]+\"\\) (re)\n```")
        let check = try parse(text).steps[0].check
        #expect(check.kind == .output)
        #expect(check.accepts("Group<TupleView<(Text, Text)>>\nText(\"abc\")\n"))
        #expect(!check.accepts("Group<TupleView<(Text, Text)>>\nText(\"ABC\")\n"))
    }

    @Test(arguments: [
        ("## A Text", "## A Text\nBuilder: mimic\nBuilder: swiftui", 8, "already names its builder"),
        ("vb> Hello()\n```", "vb> Hello()", 38, "never closed"),
        ("```check type\nText", "```check colour\nText", 17, "unknown check kind 'colour'"),
        ("Task: Enter a `Text`", "Enter a `Text`", 6, "has no 'Task:' line"),
        ("Hint: It is one word.\nHint: Type `Text(\"Hello\")`.", "", 6, "has no 'Hint:' line"),
        ("```check type\nText\n```", "", 6, "has no ```check block"),
        ("```check type\nText", "```check type\nText [ (re)", 18, "regular expression"),
        ("```check type\nText", "```check type\n# Text", 18, "written with an escape"),
        ("Every view has a type.", "Task: too early", 3, "belong in a step"),
        ("# Views are types", "Views are types", 1, "starts with its title"),
        ("Hello()\n```", "Hello()\nnot an entry\n```", 43, "only 'vb> ' and '... ' lines"),
    ])
    func malformedFilesNameTheLine(original: String, replacement: String, line: Int, message: String) throws {
        let text = LessonFormatTests.good.replacingOccurrences(of: original, with: replacement)
        #expect(text != LessonFormatTests.good)
        let error = try #require(parseError(text))
        #expect(error.file == "Lessons/01-test.md")
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.hasPrefix("Lessons/01-test.md:\(line): error: "))
    }

    @Test func aMalformedFileDoesNotStopTheOthers() throws {
        let folder = try TemporaryFolder()
        try folder.write(LessonFormatTests.good, to: "01-good.md")
        try folder.write(LessonFormatTests.good.replacingOccurrences(of: "Task: Declare", with: "Declare"), to: "02-broken.md")
        try folder.write(LessonFormatTests.good.replacingOccurrences(of: "Views are types", with: "Third"), to: "03-third.md")
        try folder.write("# Not a lesson\n", to: "README.md")
        try folder.write(Data([0x23, 0x20, 0xFF, 0x0A]), to: "04-binary.md")
        let library = LessonLibrary.load(from: folder.path)
        #expect(library.lessons.map(\.slug) == ["01-good", "03-third"])
        #expect(library.errors.map(\.description) == [
            folder.file("02-broken.md") + ":28: error: step 'Two entries' has no 'Task:' line",
            folder.file("04-binary.md") + ": error: not UTF-8 text",
        ])
        let listing = LessonTests.session(library).submit(":lessons").combined
        #expect(listing.contains("Views are types"))
        #expect(listing.contains("02-broken.md:28: error: step 'Two entries' has no 'Task:' line"))
    }

    @Test func fileNames() {
        #expect(LessonParser.numberAndSlug(ofFileName: "03-group.md")! == (3, "03-group"))
        #expect(LessonParser.numberAndSlug(ofFileName: "README.md") == nil)
        #expect(LessonParser.numberAndSlug(ofFileName: "03-.md") == nil)
        #expect(LessonParser.numberAndSlug(ofFileName: "03-group.txt") == nil)
    }
}
