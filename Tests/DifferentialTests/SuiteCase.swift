import Foundation

/// One program ported from the Swift compiler's own result-builder tests (`CompilerSuite/*.swift`).
///
/// A case is a whole program (top-level code, module `main`): the file's shared declarations
/// (its `// MARK: - shared` section and the latest `// MARK: - shared+` before the case, unless
/// the case says `// alone`) followed by the case's own lines. swiftc's answer (its output, or its errors) is the truth the playground must match.
struct SuiteCase: Sendable, Hashable, CustomStringConvertible {
    /// Unique across the suite (`[A-Za-z0-9_.-]+`).
    let name: String
    /// The suite file, relative to `CompilerSuite/`.
    let file: String
    /// 1-based line of the case's MARK line in `file`.
    let markLine: Int
    /// `// origin: test/…/file.swift:LINE`: where the program comes from in swiftlang/swift.
    let origin: String
    /// The whole program: shared declarations, then the case's lines.
    let program: String
    /// Problems with the entry itself (missing origin, duplicate name…).
    let problems: [String]

    var location: String { "CompilerSuite/\(file):\(markLine)" }
    var description: String { name }
}

/// Every case of every `CompilerSuite/*.swift` file, in file order.
struct SuiteCases: Sendable {
    var cases: [SuiteCase]
    var problems: [String]

    /// The suite bundled with the test target (`CompilerSuite/` is copied as a resource).
    static let shared: SuiteCases = {
        guard let url = Bundle.module.url(forResource: "CompilerSuite", withExtension: nil) else {
            return SuiteCases(cases: [], problems: ["the CompilerSuite resource folder is missing from the test bundle"])
        }
        return load(from: url)
    }()

    static func load(from folder: URL) -> SuiteCases {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var suite = SuiteCases(cases: [], problems: names.isEmpty ? ["CompilerSuite has no case files"] : [])
        for name in names {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                suite.problems.append("cannot read CompilerSuite/\(name)")
                continue
            }
            suite.cases += parse(text, file: name)
        }
        var seen: [String: String] = [:]
        for entry in suite.cases {
            if let first = seen[entry.name] {
                suite.problems.append("\(entry.location): case name `\(entry.name)` is already used at \(first)")
            }
            seen[entry.name] = entry.location
        }
        return suite
    }

    static let markPrefix = "// MARK: - "

    /// Splits one suite file into its shared section and its cases.
    static func parse(_ text: String, file: String) -> [SuiteCase] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = lines.indices.filter { lines[$0].hasPrefix(markPrefix) }
        var shared: [String] = []
        var extension_: [String] = []
        var cases: [SuiteCase] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : lines.count
            let name = String(lines[start].dropFirst(markPrefix.count)).trimmingCharacters(in: .whitespaces)
            let body = Array(lines[(start + 1)..<end])
            // `shared`: the file's declarations; `shared+`: more of them, for the cases that follow
            // (until the next `shared+`).
            if name == "shared" {
                (shared, extension_) = (body, [])
                continue
            }
            if name == "shared+" {
                extension_ = body
                continue
            }
            cases.append(entry(name: name, body: body, shared: shared + extension_, file: file, markIndex: start))
        }
        return cases
    }

    private static func entry(name: String, body: [String], shared: [String], file: String, markIndex: Int) -> SuiteCase {
        var problems: [String] = []
        var origin = ""
        var alone = false
        var index = 0
        while index < body.count, body[index].hasPrefix("// ") {
            let line = body[index]
            if line.hasPrefix("// origin:") {
                origin = String(line.dropFirst("// origin:".count)).trimmingCharacters(in: .whitespaces)
            } else if line == "// alone" {
                alone = true
            } else {
                break
            }
            index += 1
        }
        if origin.isEmpty { problems.append("a case needs an `// origin: test/…:LINE` line") }
        if name.isEmpty || name.contains(where: { !($0.isLetter || $0.isNumber || "_.-".contains($0)) }) {
            problems.append("case name `\(name)` must use only letters, digits, `_`, `.`, `-`")
        }
        let own = Array(body[index...])
        let program = ((alone ? [] : shared) + own).joined(separator: "\n")
        return SuiteCase(name: name, file: file, markLine: markIndex + 1, origin: origin, program: program, problems: problems)
    }
}
