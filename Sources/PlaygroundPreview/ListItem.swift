/// A child of a `List` as written: a row, or a `Section` of rows.
public enum ListItem {
    case row(any Drawable)
    case section(ListSection)

    /// Groups items into sections the way an inset-grouped list shows them: each `Section`
    /// stands alone, and consecutive bare rows share one untitled section.
    public static func sections(_ items: [ListItem]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [any Drawable] = []
        for item in items {
            switch item {
            case .row(let row):
                loose.append(row)
            case .section(let section):
                if !loose.isEmpty {
                    sections.append(ListSection(rows: loose))
                    loose = []
                }
                sections.append(section)
            }
        }
        if !loose.isEmpty { sections.append(ListSection(rows: loose)) }
        return sections
    }
}
