import Foundation

/// Per-name notes from `*.tsv` files (`name<TAB>note` a line; `#` starts a comment line), joined with "; ".
public struct SurfaceNotes: Sendable {
    public private(set) var notes: [String: String] = [:]

    public init() {}

    /// Notes parsed from the text of one TSV file.
    public init(tsv: String) {
        add(tsv: tsv)
    }

    /// Every `*.tsv` in `directory`, in name order; no notes when the folder is missing.
    public init(directory: String) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for file in files.filter({ $0.hasSuffix(".tsv") }).sorted() {
            if let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) { add(tsv: text) }
        }
    }

    public mutating func add(tsv: String) {
        for line in tsv.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("#") { continue }
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let note = parts[1].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !note.isEmpty else { continue }
            if let old = notes[name], old != note { notes[name] = old + "; " + note } else { notes[name] = note }
        }
    }

    /// The note for a key: by its printed spelling (`.padding`, `@State`) first, else by its bare name.
    public func note(for key: UsageKey) -> String? {
        notes[key.description] ?? notes[key.name]
    }
}
