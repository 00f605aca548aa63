import Foundation
import PlaygroundSession

/// Parses `--show type,tree,preview,desugar` into session sections.
enum SectionList {
    /// The sections shown when `--show` is not given.
    static let standard = "type,tree,preview"

    /// The sections named in `text`, in its order without repeats; an error message names an
    /// unknown section and lists the valid ones.
    static func parse(_ text: String) -> Result<[SessionOptions.Section], SectionListError> {
        var sections: [SessionOptions.Section] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let section = SessionOptions.Section(rawValue: trimmed) else {
                return .failure(SectionListError(name: trimmed))
            }
            if !sections.contains(section) { sections.append(section) }
        }
        return .success(sections)
    }
}

/// An unknown name in `--show`.
struct SectionListError: Error, CustomStringConvertible {
    let name: String

    var description: String {
        let valid = SessionOptions.Section.allCases.map(\.rawValue).joined(separator: ", ")
        let what = name.isEmpty ? "an empty section name" : "unknown section '\(name)'"
        return "--show: \(what); valid sections: \(valid)"
    }
}
