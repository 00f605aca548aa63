#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where lesson progress is kept: `$XDG_STATE_HOME/viewbuilder-playground/lessons.json`, else
/// `~/.local/state/viewbuilder-playground/lessons.json`; nil path keeps it in memory only.
public struct LessonProgressStore: Sendable {
    /// The file's name in the state folder.
    public static let fileName = "lessons.json"
    /// The folder under the state directory.
    public static let folder = "viewbuilder-playground"

    /// The file's absolute path, or nil when progress is not saved.
    public let path: String?

    public init(path: String?) {
        self.path = path
    }

    /// The location for `environment`; in memory when neither an absolute `XDG_STATE_HOME` nor `HOME` is set.
    public static func forUser(environment: [String: String] = ProcessInfo.processInfo.environment) -> LessonProgressStore {
        let state: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            state = home.appendingPathComponent(".local/state")
        } else {
            return LessonProgressStore(path: nil)
        }
        let folder = state.appendingPathComponent(folder)
        return LessonProgressStore(path: folder.appendingPathComponent(fileName))
    }

    /// The saved progress, or fresh progress and a warning when the file is damaged; a damaged
    /// file is moved aside (`lessons.json.damaged`) so the next save starts clean.
    public func load() -> (progress: LessonProgress, warning: String?) {
        guard let path, FileManager.default.fileExists(atPath: path) else { return (LessonProgress(), nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (LessonProgress(), "warning: cannot read the lesson progress file \(path); starting with no progress")
        }
        do {
            let progress = try JSONDecoder().decode(LessonProgress.self, from: data)
            guard progress.version == LessonProgress.currentVersion else {
                return (LessonProgress(), reset(path, because: "it has format version \(progress.version)"))
            }
            guard progress.lessons.values.allSatisfy({ $0.step >= 1 }) else {
                return (LessonProgress(), reset(path, because: "it holds a step number below 1"))
            }
            return (progress, nil)
        } catch {
            return (LessonProgress(), reset(path, because: "it is not valid progress JSON"))
        }
    }

    /// Moves a damaged file aside and says so.
    private func reset(_ path: String, because reason: String) -> String {
        let aside = path + ".damaged"
        try? FileManager.default.removeItem(atPath: aside)
        let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
        return "warning: the lesson progress file \(path) is damaged (\(reason)); progress was reset"
            + (moved ? " and the old file kept as \(aside)" : "")
    }

    /// Writes `progress` atomically (a synced temporary file renamed over it, so a kill at any
    /// moment leaves the old file or the new one); returns an error message when it cannot.
    @discardableResult
    public func save(_ progress: LessonProgress) -> String? {
        guard let path else { return nil }
        let folder = path.deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(String(decoding: try encoder.encode(progress), as: UTF8.self), to: path)
            return nil
        } catch {
            return "warning: cannot save lesson progress to \(path): \(error.systemReason)"
        }
    }
}
