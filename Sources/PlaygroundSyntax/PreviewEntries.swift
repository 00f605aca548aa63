import SwiftSyntax

/// A whole file cut into what it shows: its own entry (declarations and statements) and the
/// body of each `#Preview { … }`, and each `PreviewProvider`'s `previews`, each an entry of its own.
///
/// Every entry is the file's text with what it does not hold blanked out byte for byte (line
/// breaks kept), so diagnostics in any entry point at the line and column of the file.
public struct PreviewEntries: Sendable {
    /// One preview: what it is called and its body as an entry.
    public struct Preview: Sendable {
        /// `#Preview("Dark")`, `#Preview`, `ContentView_Previews`.
        public let title: String
        public let source: String
    }

    /// The file without its `#Preview` blocks (`PreviewProvider` types stay declared).
    public let declarations: String
    /// `declarations` parsed: the file's own tree without the blocks, when that can be made.
    public let parsedDeclarations: SourceFile?
    public let previews: [Preview]

    /// The file's entries, or nil when it has no previews.
    public init?(_ file: SourceFile) {
        var previews: [Preview] = []
        var blanked: [Range<Int>] = []
        var removed: [CodeBlockItemSyntax] = []
        let bytes = Array(file.text.utf8)
        for item in file.tree.statements {
            if let macro = Self.previewMacro(item) {
                blanked.append(Self.range(of: macro))
                removed.append(item)
                guard let body = macro.trailingClosure?.statements else { continue }
                previews.append(Preview(title: Self.title(of: macro), source: SourceBlanking.keeping(Self.range(of: body), of: bytes)))
            } else if let provider = Self.previewProvider(item), Self.previewsBody(of: provider) != nil {
                // `Name.previews` in the blanked file, where the provider's `struct` is (or after
                // the text when the line is too short): the body sees the provider's own static
                // members (`static let sample = …`), and its errors are the declaration's.
                previews.append(Preview(title: provider.name.text, source: Self.previewsReference(provider, in: bytes)))
            }
        }
        guard !previews.isEmpty else { return nil }
        self.previews = previews
        self.declarations = SourceBlanking.blanking(blanked, of: bytes)
        self.parsedDeclarations = file.removingStatements(removed, blanked: declarations)
    }

    /// The file blanked, with `Name.previews` written over the provider's declaration line.
    static func previewsReference(_ provider: StructDeclSyntax, in bytes: [UInt8]) -> String {
        let reference = Array("\(provider.name.text).previews".utf8)
        var blanked = Array(SourceBlanking.blanking([0..<bytes.count], of: bytes).utf8)
        let start = provider.structKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineEnd = blanked[start...].firstIndex(of: 0x0A) ?? blanked.count
        guard lineEnd - start >= reference.count else {
            return String(decoding: blanked, as: UTF8.self) + "\n" + String(decoding: reference, as: UTF8.self)
        }
        blanked.replaceSubrange(start..<(start + reference.count), with: reference)
        return String(decoding: blanked, as: UTF8.self)
    }

    /// A top-level `#Preview` (parsed as a macro expansion declaration or expression).
    static func previewMacro(_ item: CodeBlockItemSyntax) -> (any FreestandingMacroExpansionSyntax)? {
        let macro: (any FreestandingMacroExpansionSyntax)? = switch item.item {
        case .decl(let decl): decl.as(MacroExpansionDeclSyntax.self)
        case .expr(let expr): expr.as(MacroExpansionExprSyntax.self)
        default: nil
        }
        return macro?.macroName.text == "Preview" ? macro : nil
    }

    /// `#Preview("Name")` names its preview with its first unlabelled string.
    static func title(of macro: some FreestandingMacroExpansionSyntax) -> String {
        guard let first = macro.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return "#Preview" }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return "#Preview(\"\(text)\")"
    }

    /// A `struct X: PreviewProvider`.
    static func previewProvider(_ item: CodeBlockItemSyntax) -> StructDeclSyntax? {
        guard case .decl(let decl) = item.item, let type = decl.as(StructDeclSyntax.self),
              type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true
        else { return nil }
        return type
    }

    /// The statements of `static var previews: some View { … }`.
    static func previewsBody(of provider: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in provider.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first,
                  binding.pattern.trimmedDescription == "previews",
                  let accessors = binding.accessorBlock?.accessors else { continue }
            switch accessors {
            case .getter(let statements): return statements
            case .accessors(let list):
                return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
        }
        return nil
    }

    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
