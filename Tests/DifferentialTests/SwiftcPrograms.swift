import Foundation
import PlaygroundChecker

/// Turns snippets into Swift programs that print, per snippet, the static type of its body.
///
/// A snippet becomes `@ViewBuilder func __body() -> some View { <its statements> }` next to its
/// declarations, and the program prints `"\(T.self)"` for the function's result type `T`: the
/// underlying type of the opaque result, obtained without running any body. Snippets share a
/// program inside enum namespaces (a nested type prints its innermost name only, as the
/// playground prints a user's type); a snippet with a file-scope declaration (`extension`,
/// `import`, an operator) gets a program of its own. `#sourceLocation` maps swiftc's
/// diagnostics back to the corpus file and line.
enum SwiftcPrograms {
    /// The module name of the compiled prelude (the profile's declarations).
    static let preludeModule = "PlaygroundStandIn"
    /// Separates a snippet's name from its type in the program's output.
    static let separator = "\t"

    static func header() -> String {
        """
        import \(preludeModule)

        func __typeName<T>(_ body: () -> T) -> String { "\\(T.self)" }

        """
    }

    /// One program for several snippets, each in its own enum namespace, or for one snippet at
    /// file scope (`namespaced: false`: a snippet with an extension, or a rejected snippet whose
    /// diagnostics must not mention a namespace).
    static func program(for snippets: [Snippet], namespaced: Bool = true) -> String {
        program(for: snippets, namespaced: namespaced) { snippet, out in
            out += emit(SnippetLayout(source: snippet.source).statements, of: snippet, addingStatic: false)
        }
    }

    /// The function an entry is wrapped in: `@ViewBuilder func __body() -> some View` for the
    /// view profiles, the profile's own entry builder and result type otherwise (`-> [UIView]`).
    static func entryFunction(for snippet: Snippet, isStatic: Bool) -> String {
        let profile = Profile.named(snippet.profile)
        let builder = profile?.entryBuilder ?? "ViewBuilder"
        let result = profile?.entryResult ?? "some View"
        return "@\(builder) \(isStatic ? "static " : "")func __body() -> \(result) {\n"
    }

    /// A program whose entry bodies `body` writes (the snippets' statements, or their desugared form).
    static func program(for snippets: [Snippet], namespaced: Bool, body: (Snippet, inout String) -> Void) -> String {
        precondition(namespaced || snippets.count == 1, "only one snippet per file-scope program")
        var out = header()
        var prints: [String] = []
        for (index, snippet) in snippets.enumerated() {
            let layout = SnippetLayout(source: snippet.source)
            let prefix = namespaced ? "__Snippet\(index)" : ""
            out += "// MARK: \(snippet.name)\n"
            if namespaced { out += "enum \(prefix) {\n" }
            out += emit(layout.declarations, of: snippet, addingStatic: namespaced)
            out += entryFunction(for: snippet, isStatic: namespaced)
            body(snippet, &out)
            out += "}\n"
            if namespaced { out += "}\n" }
            out += "\n"
            let function = namespaced ? "\(prefix).__body" : "__body"
            prints.append("print(\(literal(snippet.name)) + \(literal(separator)) + __typeName(\(function)))")
        }
        return out + prints.joined(separator: "\n") + "\n"
    }

    static func needsOwnProgram(_ snippet: Snippet) -> Bool {
        snippet.standaloneRequested || SnippetLayout(source: snippet.source).needsFileScope
    }

    /// The items' lines, with one `#sourceLocation` per run of adjacent items.
    static func emit(_ items: [SnippetLayout.Item], of snippet: Snippet, addingStatic: Bool) -> String {
        var out = ""
        var nextLine: Int?
        for item in items {
            var lines = item.lines
            if addingStatic, let at = item.staticInsertion {
                var utf8 = Array(lines[at.line].utf8)
                utf8.insert(contentsOf: Array("static ".utf8), at: at.utf8Offset)
                lines[at.line] = String(decoding: utf8, as: UTF8.self)
            }
            if item.firstLine != nextLine {
                if nextLine != nil { out += "#sourceLocation()\n" }
                out += "#sourceLocation(file: \(literal("Corpus/" + snippet.file)), line: \(snippet.sourceLine + item.firstLine))\n"
            }
            out += lines.joined(separator: "\n") + "\n"
            nextLine = item.firstLine + item.lines.count
        }
        return nextLine == nil ? out : out + "#sourceLocation()\n"
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The snippets that swiftc's diagnostics point into (`Corpus/file.swift:line:column: error:`).
    static func snippets(blamedIn diagnostics: String, among snippets: [Snippet]) -> [Snippet] {
        var blamed: [Snippet] = []
        for line in diagnostics.split(separator: "\n") where line.hasPrefix("Corpus/") && line.contains(": error:") {
            let parts = line.dropFirst("Corpus/".count).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[1]) else { continue }
            for snippet in snippets where snippet.file == parts[0] && !blamed.contains(snippet) {
                let count = snippet.source.split(separator: "\n", omittingEmptySubsequences: false).count
                if (snippet.sourceLine..<snippet.sourceLine + count).contains(number) { blamed.append(snippet) }
            }
        }
        return blamed
    }

    /// Reads `name<TAB>type` lines.
    static func parseOutput(_ output: String) -> [String: String] {
        var types: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            types[String(line[..<tab])] = String(line[line.index(after: tab)...]).trimmingCharacters(in: .whitespaces)
        }
        return types
    }
}
