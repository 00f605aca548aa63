/// Parses a comma-separated section list (`type,tree,preview,desugar`), for `:show` and `--show`.
public enum SectionSelection {
    /// The sections named in `text`, in its order without repeats, or the first bad name
    /// (empty for an empty name).
    public static func parse(_ text: String) -> Result<[SessionOptions.Section], SectionSelectionError> {
        var sections: [SessionOptions.Section] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(name).trimmingWhitespace()
            guard let section = SessionOptions.Section(rawValue: trimmed) else {
                return .failure(SectionSelectionError(name: trimmed))
            }
            if !sections.contains(section) { sections.append(section) }
        }
        return .success(sections)
    }

    /// The valid names, comma-separated, in their canonical order.
    public static var validNames: String {
        SessionOptions.Section.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// A name in a section list that is not a section.
public struct SectionSelectionError: Error, Sendable, Equatable {
    /// The bad name; empty when the list holds an empty name (`type,,tree`).
    public let name: String

    public init(name: String) { self.name = name }

    /// What is wrong, and the valid names.
    public var message: String {
        let what = name.isEmpty ? "an empty section name" : "unknown section '\(name)'"
        return "\(what); valid sections: \(SectionSelection.validNames)"
    }
}
