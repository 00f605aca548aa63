import PlaygroundChecker
import SwiftSyntax

/// How `print`, `String(describing:)` and `String(reflecting:)` write a value, as the standard
/// library does: a nested value is debug-printed, with module-qualified type names
/// (`main.Either<Swift.String, Swift.Int>.first("a")`), and `CustomStringConvertible` /
/// `CustomDebugStringConvertible` conformances are honoured.
extension Interpreter {
    /// The text `print(value)` and `String(describing: value)` write.
    public func describing(_ value: Value, at node: Syntax?) throws(RuntimeError) -> String {
        try text(of: value, debug: false, at: node)
    }

    /// The text `String(reflecting: value)` writes, and how a value nested in another prints.
    public func reflecting(_ value: Value, at node: Syntax?) throws(RuntimeError) -> String {
        try text(of: value, debug: true, at: node)
    }

    /// `description` first and plain type names, or (`debug`) `debugDescription` first and
    /// module-qualified names; what a value holds always prints the debug way.
    private func text(of value: Value, debug: Bool, at node: Syntax?) throws(RuntimeError) -> String {
        let order = debug ? ["debugDescription", "description"] : ["description", "debugDescription"]
        switch value {
        case .instance(let i) where i.decl.name != "UUID" && !(i.decl.name == "Decimal" && i.fields["_text"] != nil):
            if let text = try userDescription(of: value, decl: i.decl, order: order, at: node) { return text }
            return try adHoc(value, debug: debug, at: node)
        case .enumCase(let e):
            if let text = try userDescription(of: value, decl: e.decl, order: order, at: node) { return text }
            return try adHoc(value, debug: debug, at: node)
        case .tuple:
            return try adHoc(value, debug: debug, at: node)
        case .metatype(let type):
            return typeName(type, qualified: debug)
        case .optional(let wrapped?):
            return "Optional(\(try reflecting(wrapped, at: node)))"
        case .array(let values):
            return "[" + (try values.map { v throws(RuntimeError) in try reflecting(v, at: node) }).joined(separator: ", ") + "]"
        case .dictionary(let keys, let values) where !keys.isEmpty:
            let pairs = try zip(keys, values).map { pair throws(RuntimeError) in try reflecting(pair.0, at: node) + ": " + reflecting(pair.1, at: node) }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .range(let lo, let hi, let closed) where debug:
            return closed ? "ClosedRange(\(lo)...\(hi))" : "Range(\(lo)..<\(hi))"
        default:
            return value.describe(quoted: debug)
        }
    }

    /// A user type's `description` or `debugDescription`, the first in `order` it conforms for.
    /// Of the profile's types only those that print by `debugDescription` (`DecodingError`),
    /// say they print by `description` (`_PrintedByDescription`: `Unicode.Scalar`) or belong to
    /// a library declared with its own `description` (KeyboardShortcuts' `Shortcut`) do: the
    /// others print as Swift prints them, not by their stand-in members.
    private func userDescription(of value: Value, decl: NominalDecl, order: [String], at node: Syntax?) throws(RuntimeError) -> String? {
        let isProfile = checker.isProfileDeclaration(decl)
        let isLibrary = Profile.libraryTypeNames[String(decl.id.qualifiedName.prefix { $0 != "." })] != nil
        let printsByDescription = isProfile && (isLibrary || conforms(decl, to: "_PrintedByDescription"))
        for name in order where !isProfile || name == "debugDescription" || printsByDescription {
            let proto = name == "description" ? "CustomStringConvertible" : "CustomDebugStringConvertible"
            guard conforms(decl, to: proto), let p = decl.properties[name]?.first(where: { !$0.isStatic }) else { continue }
            if case .string(let text) = try property(p, of: value, at: node) { return text }
        }
        return nil
    }

    /// Whether `decl` or a superclass declares conformance to the protocol named `proto`.
    private func conforms(_ decl: NominalDecl, to proto: String) -> Bool {
        var current: NominalDecl? = decl
        var seen = 0
        while let d = current, seen < 64 {
            if d.conformances.contains(where: { $0.protocolID.qualifiedName == proto }) { return true }
            current = d.superclass.flatMap { checker.table.nominal($0) }
            seen += 1
        }
        return false
    }

    /// The standard library's `_adHocPrint`: structs, classes, enums and tuples by reflection.
    private func adHoc(_ value: Value, debug: Bool, at node: Syntax?) throws(RuntimeError) -> String {
        switch value {
        case .tuple(let values):
            return "(" + (try values.map { v throws(RuntimeError) in try reflecting(v, at: node) }).joined(separator: ", ") + ")"
        case .instance(let i) where i.decl.kind == .class:
            return typeName(i.type, qualified: true)
        case .instance(let i):
            var fields: [String] = []
            for p in i.decl.storedProperties {
                guard let v = i.fields[p.storageName] else { continue }
                fields.append("\(p.storageName): \(try reflecting(v, at: node))")
            }
            return typeName(i.type, qualified: debug) + "(" + fields.joined(separator: ", ") + ")"
        case .enumCase(let e):
            let head = debug ? typeName(e.type, qualified: true) + "." + e.name : e.name
            if e.payload.isEmpty { return head }
            let labels = e.decl.enumCases[e.name]?.labels ?? []
            if e.payload.count == 1, labels.first.flatMap({ $0 }) == nil {
                if case .tuple = e.payload[0] { return head + (try reflecting(e.payload[0], at: node)) }
                return head + "(" + (try reflecting(e.payload[0], at: node)) + ")"
            }
            var parts: [String] = []
            for (index, v) in e.payload.enumerated() {
                let label = index < labels.count ? labels[index] : nil
                parts.append((label.map { "\($0): " } ?? "") + (try reflecting(v, at: node)))
            }
            return head + "(" + parts.joined(separator: ", ") + ")"
        default:
            return value.describe(quoted: debug)
        }
    }

    /// A type's name as `_typeName(_:qualified:)` writes it (`main.Tagged<main.Color, Swift.Int>`).
    func typeName(_ type: SwiftType, qualified: Bool) -> String {
        guard qualified else { return type.description }
        switch type {
        case .nominal(let id, let allArgs):
            let module = checker.table.nominal(id).map(moduleName) ?? "Swift"
            let args = allArgs.dropFirst(id.inheritedArguments)
            let name = module + "." + id.writtenName
            return args.isEmpty ? name : name + "<" + args.map { typeName($0, qualified: true) }.joined(separator: ", ") + ">"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in
                (label.map { "\($0): " } ?? "") + typeName(element, qualified: true)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function(let params, let result):
            return "(" + params.map { typeName($0, qualified: true) }.joined(separator: ", ") + ") -> " + typeName(result, qualified: true)
        case .metatype(let t):
            return typeName(t, qualified: true) + ".Type"
        case .existential(let protocols) where !protocols.isEmpty:
            return protocols.map { id in (checker.table.nominal(id).map(moduleName) ?? "Swift") + "." + id.qualifiedName }
                .joined(separator: " & ")
        default:
            return type.description
        }
    }

    /// Foundation's `localizedDescription` of an error value: its `errorDescription` when it
    /// has one, else the generic sentence with its type and code (1 for a struct or class; for
    /// an enum, its case's number, cases with associated values counted first, as Swift does).
    func localizedDescription(of error: Value, at node: Syntax?) throws(RuntimeError) -> String? {
        let decl: NominalDecl, type: SwiftType
        switch error {
        case .instance(let i): (decl, type) = (i.decl, i.type)
        case .enumCase(let e): (decl, type) = (e.decl, e.type)
        default: return nil
        }
        if case .string(let text)? = error.field("_localizedDescription") { return text }
        if let p = decl.properties["errorDescription"]?.first(where: { !$0.isStatic }),
           case .optional(.string(let text)?) = try property(p, of: error, at: node) {
            return text
        }
        let (domain, code) = errorDomainAndCode(of: error, type: type)
        return "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    /// The module a declaration belongs to: the user's program is `main`.
    private func moduleName(_ decl: NominalDecl) -> String {
        checker.isStandardLibraryDeclaration(decl) ? "Swift" : checker.isProfileDeclaration(decl) ? "SwiftUI" : "main"
    }
}
