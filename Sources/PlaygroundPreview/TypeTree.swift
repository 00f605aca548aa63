import PlaygroundChecker
import PlaygroundRuntime
import SwiftSyntax

/// Prints the view graph as a tree: one node per line, the active branch of each conditional marked.
public enum TypeTree {
    /// Children shown per `ForEach` before the rest are summarized.
    static let shownRows = 5

    public static func render(_ root: ViewNode) -> String {
        var lines: [String] = []
        var shown = Shown()
        append(root, prefix: "", childPrefix: "", into: &lines, shown: &shown)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The nodes printed so far, and the one-line names of those printed once only.
    struct Shown {
        var nodes: Set<ObjectIdentifier> = []
        var references: [ObjectIdentifier: String] = [:]
    }

    /// A custom modifier's body holds the modified content (`_ViewModifier_Content<M>`), which
    /// is shown beside the body: met again, it is one line (printed in full each time, it would
    /// double the tree at every nested modifier). A variadic view's children are shown in full.
    static func append(_ node: ViewNode, prefix: String, childPrefix: String, into lines: inout [String], shown: inout Shown) {
        let id = ObjectIdentifier(node)
        if !shown.nodes.insert(id).inserted, let reference = shown.references[id] {
            lines.append(prefix + reference)
            return
        }
        if node.kindName == "ModifiedContent", node.children.contains(where: { $0.role == "modifier" }),
           let content = node.children.first(where: { $0.role != "modifier" }), node.type.genericArguments.count == 2 {
            shown.references[ObjectIdentifier(content)] = "_ViewModifier_Content<\(node.resolvedModifierType ?? node.type.genericArguments[1])> (the content above)"
        }
        lines.append(prefix + label(node))
        // A profile's `_`-named field holds the playground's way of drawing a view (a table's
        // `_grid`), not views the view holds: the tree leaves it out.
        var children: [(String, ViewNode?)] = node.children.filter { !$0.role.hasPrefix("_") }.map { (label(role: $0.role, parent: node), $0) }
        if node.kindName == "ForEach", node.children.count > shownRows {
            children = Array(children.prefix(shownRows)) + [("… \(node.children.count - shownRows) more", nil)]
        }
        var inactive: String?
        switch node.branch {
        case .first(let other)?: inactive = "○ \(other) (inactive)"
        case .second(let other)?: inactive = "○ \(other) (inactive)"
        default: break
        }
        if case .second? = node.branch, let inactive { children.insert((inactive, nil), at: 0) }
        if case .first? = node.branch, let inactive { children.append((inactive, nil)) }
        for (index, (text, child)) in children.enumerated() {
            let last = index == children.count - 1
            let branch = childPrefix + (last ? "└─ " : "├─ ")
            let continuation = childPrefix + (last ? "   " : "│  ")
            if let child {
                append(child, prefix: branch + text, childPrefix: continuation, into: &lines, shown: &shown)
            } else {
                lines.append(branch + text)
            }
        }
    }

    /// A role worth naming in front of a child (`label:`), or nothing for plain content.
    static func label(role: String, parent: ViewNode) -> String {
        switch role {
        case "content", "element", "root", "some", "trueContent", "falseContent", "body", "value", "storage": ""
        default: role + ": "
        }
    }

    /// The node's own line: its type's name and a short summary of its value.
    static func label(_ node: ViewNode) -> String {
        let name = node.kindName
        switch name {
        case "Text":
            return "Text " + textLabel(node.value)
        case "Image":
            // A symbol by its name; an asset image marked as one; an image made otherwise (from a
            // `UIImage`, a `CGImage`) by its type alone.
            if case .string(let symbol)? = node.field("systemName"), !symbol.isEmpty { return "Image " + quoted(symbol) }
            switch node.field("name") {
            case .optional(.string(let asset)?)? where !asset.isEmpty, .string(let asset)? where !asset.isEmpty:
                return "Image asset " + quoted(asset)
            default:
                return "Image"
            }
        case "Color":
            return "Color " + colorName(node.value)
        case "ForEach":
            return "ForEach " + (node.field("data").map { summary($0) } ?? "")
        case "Toggle":
            return "Toggle"
        case "ModifiedContent":
            let modifier = node.type.genericArguments.count == 2 ? node.type.genericArguments[1].description : "?"
            return "ModifiedContent · \(modifier)" + modifierSummary(node)
        case "Optional":
            if case .none(let wrapped)? = node.branch { return "Optional<\(wrapped)> ○ none" }
            return "Optional ● some"
        case "_ConditionalContent":
            if case .second? = node.branch { return "_ConditionalContent ● second" }
            return "_ConditionalContent ● first"
        case "IDView":
            return "IDView id: " + (node.field("id").map { summary($0) } ?? "")
        case "Table":
            return "Table" + tableSummary(node)
        default:
            return name
        }
    }

    /// ` · 2 columns (Name, Moons), 3 rows`: the columns' titles and how many values the rows show.
    static func tableSummary(_ node: ViewNode) -> String {
        guard case .instance(let grid)? = node.field("_grid"), case .array(let titles)? = grid.fields["titles"],
              case .int(let rows)? = grid.fields["valueRows"] else { return "" }
        let names = titles.map { title -> String in
            if case .instance(let view) = title, case .instance(let text)? = view.fields["storage"], text.decl.name == "Text" {
                return text.fields["content"]?.description ?? "?"
            }
            return "?"
        }
        let columns = titles.count == 1 ? "1 column" : "\(titles.count) columns"
        return " · \(columns) (\(names.joined(separator: ", "))), \(rows == 1 ? "1 row" : "\(rows) rows")"
    }

    /// A text's string and its own bold, italic and colour; a concatenation's or attributed
    /// string's parts each with theirs, joined by `+`.
    static func textLabel(_ text: Value) -> String {
        var label: String
        if case .array(let parts)? = text.field("_runs")?.unwrapped, !parts.isEmpty {
            label = parts.map(textLabel).joined(separator: " + ")
        } else {
            label = quoted(text.field("content")?.description ?? "")
        }
        if case .bool(true)? = text.field("isBold") { label += " bold" }
        if case .bool(true)? = text.field("isItalic") { label += " italic" }
        if case .bool(true)? = text.field("isStrikethrough") { label += " strikethrough" }
        if case .bool(true)? = text.field("isMonospaced") { label += " monospaced" }
        if case .optional(let color?)? = text.field("color") { label += " " + colorName(color) }
        return label
    }

    static func modifierSummary(_ node: ViewNode) -> String {
        guard case .instance(let m)? = node.field("modifier") else { return "" }
        if let border = Border(modifier: m) {
            return " (border: \(border.style.map { summary($0) } ?? "?"), width: \(border.lineWidth))"
        }
        let parts = m.decl.storedProperties.compactMap { p -> String? in
            guard let v = m.fields[p.storageName], !isView(v) || m.decl.name.hasSuffix("StyleModifier") else { return nil }
            if case .optional(nil) = v { return nil }
            return "\(p.name): \(summary(v))"
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    static func isView(_ v: Value) -> Bool {
        if case .instance(let i) = v { return i.decl.conformances.contains { $0.protocolID.qualifiedName == "View" } && i.decl.name != "Color" }
        return false
    }

    /// A value in a modifier's summary: views by name (`Text("Edit")`, `Button<Text>`), other
    /// instances field by field, nested at most `depth` levels.
    static func summary(_ value: Value, depth: Int = 3) -> String {
        switch value {
        case .instance(let i) where i.decl.name == "Text":
            return "Text(\(quoted(i.fields["content"]?.description ?? "")))"
        case .instance(let i) where isView(value) && i.decl.name != "_VariadicView_Children":
            return i.type.description
        case .instance(let i) where i.decl.name != "Color" && !isOptionSet(i.decl) && i.decl.name != "_VariadicView_Children"
            && !i.decl.storedProperties.isEmpty:
            guard depth > 0 else { return i.type.description + "(…)" }
            let fields = i.decl.storedProperties.compactMap { p in i.fields[p.storageName].map { "\(p.name): \(summary($0, depth: depth - 1))" } }
            return i.type.description + "(" + fields.joined(separator: ", ") + ")"
        case .instance(let i) where i.decl.name == "_VariadicView_Children":
            if case .array(let elements)? = i.fields["elements"] { return "children (\(elements.count))" }
            return "children"
        case .array(let values) where values.count > 3:
            return "[" + values.prefix(3).map { $0.describeQuoted }.joined(separator: ", ") + ", …] (\(values.count))"
        case .optional(let v?): return summary(v, depth: depth)
        case .instance(let i) where i.decl.name == "Color": return colorName(value)
        case .instance(let i) where isOptionSet(i.decl): return i.fields["rawValue"].map { optionSetName($0, of: i.decl) } ?? "?"
        case .enumCase(let e) where e.payload.isEmpty: return "." + e.name
        default: return value.describeQuoted
        }
    }

    /// A type declared `OptionSet` (`Edge.Set`, `EventModifiers`, a user's own).
    static func isOptionSet(_ decl: NominalDecl) -> Bool {
        decl.conformances.contains { $0.protocolID.qualifiedName == "OptionSet" }
    }

    /// An option set's value by its type's static members (`Edge.Set` 5 is `.vertical`,
    /// `Axis.Set` 3 is `[.horizontal, .vertical]`), read from their `Set(rawValue: n)`.
    static func optionSetName(_ raw: Value, of decl: NominalDecl) -> String {
        guard case .int(let n) = raw else { return raw.description }
        let members: [(Int, String)] = decl.properties.values.joined().compactMap { property in
            guard property.isStatic, let call = property.initializer?.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first, argument.label?.text == "rawValue",
                  let value = argument.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return nil }
            return (value, "." + property.name)
        }.sorted { $0.0 < $1.0 }
        if let exact = members.first(where: { $0.0 == n }) { return exact.1 }
        let bits = members.filter { $0.0 != 0 && $0.0 & ($0.0 - 1) == 0 && n & $0.0 != 0 }
        guard bits.reduce(0, { $0 | $1.0 }) == n else { return "[\(n)]" }
        return "[" + bits.map(\.1).joined(separator: ", ") + "]"
    }

    static func colorName(_ value: Value) -> String {
        if case .instance(let i) = value, case .string(let name)? = i.fields["name"] { return name }
        if case .optional(let v?) = value { return colorName(v) }
        return value.description
    }

    /// A string as Swift's `debugDescription` prints it: quoted, escapes escaped (`"a\tb"`).
    static func quoted(_ s: String) -> String { s.debugDescription }
}
