#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the transcripts named on a command line: files as given, folders searched
/// recursively for `*.transcript` (hidden files and folders skipped), each folder's sorted.
public enum TranscriptFiles {
    /// The files to replay, in order and without repeats, and the paths that gave none.
    public static func find(_ paths: [String]) -> (files: [String], errors: [TranscriptError]) {
        var files: [String] = []
        var errors: [TranscriptError] = []
        var seen = Set<String>()
        for path in paths {
            guard let kind = FileKind(atPath: path) else {
                errors.append(TranscriptError(.notFound, file: path, "no such file or folder"))
                continue
            }
            let found = kind == .directory ? search(path) : [path]
            if found.isEmpty {
                errors.append(TranscriptError(.noTranscripts, file: path, "no .\(Transcript.fileExtension) files in this folder"))
            }
            for file in found where seen.insert(file.resolvingSymlinksInPath).inserted {
                files.append(file)
            }
        }
        return (files, errors)
    }

    /// Every `*.transcript` under `folder`, as paths that start with `folder`, sorted.
    static func search(_ folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        var folders = [base]
        while let folder = folders.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                switch FileKind(atPath: path) {
                case .directory: folders.append(path)
                case .file where name.hasSuffix("." + Transcript.fileExtension): found.append(path)
                default: break
                }
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
