import PlaygroundSession

/// Parses `--show type,tree,preview,desugar` into session sections.
enum SectionList {
    /// The sections shown when `--show` is not given.
    static let standard = "type,tree,preview"

    /// The sections named in `text`, in its order without repeats; an error message names an
    /// unknown section and lists the valid ones.
    static func parse(_ text: String) -> Result<[SessionOptions.Section], SectionListError> {
        SectionSelection.parse(text).mapError { SectionListError(name: $0.name) }
    }
}

/// An unknown name in `--show`.
struct SectionListError: Error, CustomStringConvertible {
    let name: String

    var description: String {
        "--show: " + SectionSelectionError(name: name).message
    }
}
