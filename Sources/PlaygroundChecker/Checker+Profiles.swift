import Foundation
import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Parsing the profiles: once per process, in two halves on two cores.
extension Checker {
    /// The standard library subset, parsed once per process.
    static let standardLibrary = SourceFile(name: "<stdlib>", text: Profile.standardLibrarySource, trusted: true)
    nonisolated(unsafe) private static var parsedProfiles: [String: [SourceFile]] = [:]
    private static let parseLock = NSLock()

    /// A profile's declarations, parsed once per process (syntax trees are immutable).
    static func parsed(_ profile: Profile) -> [SourceFile] {
        parseLock.withLock {
            if let done = parsedProfiles[profile.name] { return done }
            // Two halves, split between top-level sections, are parsed on two cores.
            let pieces = halves(profile.source)
            let files = ParsedPieces(count: pieces.count)
            DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
                files.set(index, SourceFile(name: "<\(profile.name)>", text: pieces[index], trusted: true))
            }
            let done = files.all
            parsedProfiles[profile.name] = done
            return done
        }
    }

    /// The source cut in two at the `// MARK:` line nearest its middle (whole declarations each).
    static func halves(_ source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let middle = lines.count / 2
        let marks = lines.indices.filter { lines[$0].hasPrefix("// MARK:") }
        guard let cut = marks.min(by: { abs($0 - middle) < abs($1 - middle) }), cut > 0 else { return [source] }
        return [lines[..<cut].joined(separator: "\n"), lines[cut...].joined(separator: "\n")]
    }
}

/// Source files parsed concurrently, collected in their order.
private final class ParsedPieces: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [SourceFile?]

    init(count: Int) { files = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ file: SourceFile) { lock.withLock { files[index] = file } }

    var all: [SourceFile] { lock.withLock { files.compactMap { $0 } } }
}
