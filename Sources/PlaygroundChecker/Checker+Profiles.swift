import Dispatch
import PlaygroundSyntax
import Synchronization

/// Parsing the profiles: once per process, in two halves on two cores.
extension Checker {
    /// The standard library subset, parsed once per process.
    static let standardLibrary = SourceFile(name: "<stdlib>", text: Profile.standardLibrarySource, trusted: true)
    /// Each profile's parsed declarations, by profile name; the lock is held while one is parsed.
    private static let parsedProfiles = Mutex<[String: [SourceFile]]>([:])

    /// A profile's declarations, parsed once per process (syntax trees are immutable).
    static func parsed(_ profile: Profile) -> [SourceFile] {
        parsedProfiles.withLock { parsed in
            if let done = parsed[profile.name] { return done }
            // Two halves, split between top-level sections, are parsed on two cores.
            let pieces = halves(profile.source)
            let files = ParsedPieces(count: pieces.count)
            DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
                files.set(index, SourceFile(name: "<\(profile.name)>", text: pieces[index], trusted: true))
            }
            let done = files.all
            parsed[profile.name] = done
            return done
        }
    }

    /// The source cut in two at the `// MARK:` line nearest its middle (whole declarations each).
    static func halves(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let mark = Array("\n// MARK:".utf8)
        var cuts: [Int] = []
        var index = 0
        while index + mark.count <= bytes.count {
            if bytes[index] == mark[0], bytes[index..<index + mark.count].elementsEqual(mark) { cuts.append(index + 1) }
            index += 1
        }
        let middle = bytes.count / 2
        guard let cut = cuts.min(by: { abs($0 - middle) < abs($1 - middle) }) else { return [source] }
        return [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
    }
}

/// Source files parsed concurrently, collected in their order.
private final class ParsedPieces: Sendable {
    private let files: Mutex<[SourceFile?]>

    init(count: Int) { files = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ file: SourceFile) { files.withLock { $0[index] = file } }

    var all: [SourceFile] { files.withLock { $0.compactMap { $0 } } }
}
