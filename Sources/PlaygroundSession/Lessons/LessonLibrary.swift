#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The lessons of one folder, in number order, and the files that could not be read.
public struct LessonLibrary: Sendable {
    /// The environment variable naming the lessons folder, overriding the search.
    public static let environmentVariable = "PLAYGROUND_LESSONS"

    /// The folder the lessons were read from (nil when none was found).
    public let directory: String?
    public let lessons: [Lesson]
    /// One per file that could not be read or parsed; the other lessons still load.
    public let errors: [LessonError]

    public init(directory: String?, lessons: [Lesson], errors: [LessonError]) {
        self.directory = directory
        self.lessons = lessons
        self.errors = errors
    }

    /// Reads every `NN-slug.md` file in `directory` (other files, such as README.md, are skipped).
    public static func load(from directory: String) -> LessonLibrary {
        guard FileKind(atPath: directory) == .directory else {
            return LessonLibrary(directory: directory, lessons: [], errors: [LessonError(file: directory, "no such folder")])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            return LessonLibrary(directory: directory, lessons: [], errors: [LessonError(file: directory, "cannot list the folder")])
        }
        let files = names.compactMap { name in LessonParser.numberAndSlug(ofFileName: name).map { (name, $0.number) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        var lessons: [Lesson] = []
        var errors: [LessonError] = []
        for (name, number) in files {
            let path = directory.appendingPathComponent(name)
            if let other = lessons.first(where: { $0.number == number }) {
                errors.append(LessonError(file: path, line: nil, "lesson number \(number) is already taken by \(other.file)"))
                continue
            }
            do throws(LessonError) {
                lessons.append(try LessonParser().parse(fileAt: path))
            } catch {
                errors.append(error)
            }
        }
        return LessonLibrary(directory: directory, lessons: lessons, errors: errors)
    }

    /// The lessons for this process: `$PLAYGROUND_LESSONS`, else a `Lessons` folder beside the
    /// executable or one of its parent folders (the package's, for a build under `.build`),
    /// else one above the current folder, else the source checkout this was built from.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LessonLibrary {
        if let override = environment[environmentVariable], !override.isEmpty {
            return load(from: override)
        }
        var starts: [String] = []
        if let executable = ExecutablePath.current {
            starts.append(executable.deletingLastPathComponent)
        }
        starts.append(FileManager.default.currentDirectoryPath)
        let source = String(#filePath).deletingLastPathComponent
        starts.append(source)
        for start in starts {
            if let found = findLessons(above: start) { return load(from: found) }
        }
        return LessonLibrary(directory: nil, lessons: [], errors: [
            LessonError(file: "Lessons", "no lessons folder found; set \(environmentVariable) to the folder holding the lessons")
        ])
    }

    /// The nearest `Lessons` folder in `start` or a folder above it.
    static func findLessons(above start: String) -> String? {
        var folder = start
        while true {
            let candidate = folder.appendingPathComponent("Lessons")
            if FileKind(atPath: candidate) == .directory {
                return candidate
            }
            let parent = folder.deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// The lesson numbered `number`, or whose slug is or starts with `name`.
    public func lesson(named name: String) -> Lesson? {
        if let number = Int(name) { return lessons.first { $0.number == number } }
        if let exact = lessons.first(where: { $0.slug == name }) { return exact }
        let matches = lessons.filter { $0.slug.drop(while: { $0 != "-" }).dropFirst().hasPrefix(name) || $0.slug.hasPrefix(name) }
        return matches.count == 1 ? matches[0] : nil
    }
}
