#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a lesson file (the format `Lessons/README.md` describes) into a `Lesson`; every
/// problem is a `LessonError` naming the file and the line.
public struct LessonParser: Sendable {
    public init() {}

    /// The file-name pattern of a lesson: a number, a dash, a slug, `.md`.
    public static func numberAndSlug(ofFileName name: String) -> (number: Int, slug: String)? {
        guard name.hasSuffix(".md") else { return nil }
        let slug = String(name.dropLast(3))
        let digits = slug.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, slug.dropFirst(digits.count).first == "-", slug.count > digits.count + 1,
            let number = Int(digits)
        else { return nil }
        return (number, slug)
    }

    /// Reads and parses the lesson at `path`; messages name it as given.
    public func parse(fileAt path: String) throws(LessonError) -> Lesson {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LessonError(file: path, "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            throw LessonError(file: path, "not UTF-8 text")
        }
        let name = path.lastPathComponent
        guard let (number, slug) = LessonParser.numberAndSlug(ofFileName: name) else {
            throw LessonError(file: path, "a lesson file is named NN-slug.md (for example 03-group.md)")
        }
        return try parse(text, number: number, slug: slug, file: path)
    }

    /// Parses lesson text; `file` names it in errors.
    public func parse(_ text: String, number: Int, slug: String, file: String) throws(LessonError) -> Lesson {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.hasSuffix("\r") ? line.dropLast() : line)
        }
        var reader = LessonReader(file: file, lines: lines)
        let (title, introduction, steps) = try reader.read()
        return Lesson(number: number, slug: slug, title: title, introduction: introduction, steps: steps, file: file)
    }
}
