/// Occurrences and files per name over a whole corpus, ranked.
public struct CorpusTally: Sendable {
    /// One ranked name.
    public struct Row: Sendable, Equatable {
        public var key: UsageKey
        public var occurrences: Int
        public var files: Int
    }

    public private(set) var occurrences: [UsageKey: Int] = [:]
    public private(set) var files: [UsageKey: Int] = [:]
    public private(set) var fileCount = 0
    /// The repositories whose files use each name.
    public private(set) var repositories: [UsageKey: Set<String>] = [:]

    public init() {}

    /// Adds one file's census, from `repository` (`owner+repo`).
    public mutating func add(_ census: SourceCensus, repository: String = "") {
        fileCount += 1
        for (key, count) in census.counts {
            repositories[key, default: []].insert(repository)
            occurrences[key, default: 0] += count
            files[key, default: 0] += 1
        }
    }

    /// Every name, most files first, then most occurrences, then by name and kind.
    public func ranked() -> [Row] {
        occurrences.map { Row(key: $0.key, occurrences: $0.value, files: files[$0.key] ?? 0) }
            .sorted { a, b in
                if a.files != b.files { return a.files > b.files }
                if a.occurrences != b.occurrences { return a.occurrences > b.occurrences }
                return a.key < b.key
            }
    }
}
