import Foundation

/// An invalid variant of a valid differential snippet: one small edit that usually makes the
/// program wrong (a wrong argument type, a missing build method, a mismatched generic argument).
/// swiftc judges whether the variant is really invalid; the playground must then reject it too.
struct Mutation: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        /// A string literal argument becomes an integer (`Text("a")` → `Text(0)`).
        case wrongArgumentType = "wrong argument type"
        /// A user builder loses one of its build methods (`buildEither`, `buildOptional`, …).
        case missingBuildMethod = "missing build method"
        /// An explicit generic argument is replaced (`Tagged<Color, Int>` → `Tagged<Color, String>`).
        case mismatchedGenericArgument = "mismatched generic argument"
        /// A type annotation is replaced with another type (`let x: Int` → `let x: String`).
        case wrongAnnotation = "wrong annotation"
    }

    let kind: Kind
    let source: String

    /// The first mutation that applies, trying the kinds in an order that rotates with `seed`
    /// (so that the variants of a corpus spread over every kind).
    static func first(of source: String, seed: Int) -> Mutation? {
        all(of: source, seed: seed).first
    }

    /// Every mutation that applies, one per kind, in the order `first` tries them.
    static func all(of source: String, seed: Int) -> [Mutation] {
        let kinds = Kind.allCases
        return kinds.indices.compactMap { offset in
            let kind = kinds[(seed + offset) % kinds.count]
            guard let mutated = apply(kind, to: source), mutated != source else { return nil }
            return Mutation(kind: kind, source: mutated)
        }
    }

    static func apply(_ kind: Kind, to source: String) -> String? {
        switch kind {
        case .wrongArgumentType:
            // The first `(“…”` or `, “…”` argument that is a plain string literal.
            return replaceFirst(in: source, pattern: #"([(,]\s*)"[^"\\\n]*""#, with: "$10")
        case .missingBuildMethod:
            guard source.contains("@resultBuilder") else { return nil }
            for method in ["buildEither", "buildOptional", "buildIf", "buildArray", "buildExpression", "buildFinalResult", "buildBlock"] {
                if let removed = removeDeclarations(of: method, in: source) { return removed }
            }
            return nil
        case .mismatchedGenericArgument:
            // The last argument of an explicit generic argument list (`Tagged<Color, Int>`,
            // `@TaggedBuilder<Color>`), not a declaration's parameter list (`struct Tagged<Tag, Entity>`).
            guard let regex = try? NSRegularExpression(pattern: #"<([A-Z][A-Za-z0-9]*, )*([A-Z][A-Za-z0-9]*)>"#) else { return nil }
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                guard let range = Range(match.range, in: source), let last = Range(match.range(at: 2), in: source) else { continue }
                let before = source[source.startIndex..<range.lowerBound].suffix(40)
                if before.range(of: #"(struct|enum|class|func|init|protocol|typealias)\s+\w*$"#, options: .regularExpression) != nil { continue }
                let replacement = source[last] == "String" ? "Int" : "String"
                return source.replacingCharacters(in: last, with: replacement)
            }
            return nil
        case .wrongAnnotation:
            return replaceFirst(in: source, pattern: #"(let|var) ([a-z][A-Za-z0-9]*): (Int|String|Double|Bool)\b"#) { match in
                match.hasSuffix("String") ? match.replacingOccurrences(of: ": String", with: ": Int")
                    : match.replacingOccurrences(of: #": (Int|Double|Bool)$"#, with: ": String", options: .regularExpression)
            }
        }
    }

    /// `source` without the `static func <method>` declarations (one line each, or a braced body).
    static func removeDeclarations(of method: String, in source: String) -> String? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("static func \(method)") }) else { return nil }
        var depth = 0
        var end = start
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
            end = index
            if depth <= 0 { break }
        }
        lines.removeSubrange(start...end)
        return lines.joined(separator: "\n")
    }

    static func replaceFirst(in source: String, pattern: String, with template: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
              let range = Range(match.range, in: source) else { return nil }
        let replacement = regex.replacementString(for: match, in: source, offset: 0, template: template)
        return source.replacingCharacters(in: range, with: replacement)
    }

    static func replaceFirst(in source: String, pattern: String, transform: (String) -> String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
              let range = Range(match.range, in: source) else { return nil }
        return source.replacingCharacters(in: range, with: transform(String(source[range])))
    }
}
