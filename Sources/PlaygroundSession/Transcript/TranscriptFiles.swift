import Foundation

/// Finds the transcripts named on a command line: files as given, folders searched
/// recursively for `*.transcript` (hidden files and folders skipped), each folder's sorted.
public enum TranscriptFiles {
    /// The files to replay, in order and without repeats, and the paths that gave none.
    public static func find(_ paths: [String]) -> (files: [String], errors: [TranscriptError]) {
        var files: [String] = []
        var errors: [TranscriptError] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(TranscriptError(.notFound, file: path, "no such file or folder"))
                continue
            }
            let found = isDirectory.boolValue ? search(path) : [path]
            if found.isEmpty {
                errors.append(TranscriptError(.noTranscripts, file: path, "no .\(Transcript.fileExtension) files in this folder"))
            }
            for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        return (files, errors)
    }

    /// Every `*.transcript` under `folder`, as paths that start with `folder`, sorted.
    static func search(_ folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix("." + Transcript.fileExtension) else { continue }
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
