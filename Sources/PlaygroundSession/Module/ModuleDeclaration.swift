import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// One top-level declaration of a module's file: what it declares and which names it mentions.
struct ModuleDeclaration {
    /// The file it is in.
    let file: SourceFile
    let syntax: DeclSyntax
    /// The names it makes visible: a type's, a function's, a variable's, an extension's members'.
    let provides: Set<String>
    /// For an extension, the name of the type it extends (`Color` for `extension Color: Hashable`).
    let extends: String?
    /// The names it mentions unqualified (types, functions, variables): a superset of those it
    /// needs from elsewhere.
    let names: Set<String>
    /// The names it mentions after a `.` (`.cardStyle()`, `Color.brand`): members, which an
    /// extension of a type outside the module may provide.
    let members: Set<String>
    /// Of `names` and `members`, those its shape mentions (`LaterCheckedBodies`): what must
    /// load before it or with it; what only its bodies mention may load after it.
    var shapeNames: Set<String> = []
    var shapeMembers: Set<String> = []
    /// Members that did not check, left out of the text that is checked, each with its first error
    /// (and for one that keeps its signature, the number its stub body passes to `_notLoaded`).
    var removed: [(member: RemovableMember, reason: String, stub: Int?)] = []
    /// File-private names written apart from other files' (`renaming(_:)`).
    var renames: [String: String] = [:]

    /// `private` or `fileprivate`: visible to its own file's declarations only.
    var isFilePrivate: Bool {
        syntax.asWithModifiers?.modifiers.contains {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        } ?? false
    }

    /// Whether naming the type it extends reaches it, when that type is the SDK's (`extension
    /// Color`): an extension that adds conformances or initializers (`Color(hex:)`). One that
    /// only adds members is reached by their names (`.haPrimary`), or by another extension of
    /// the type that uses them: a large app's every `extension Color` would otherwise load
    /// with the first mention of `Color`.
    var isReachedByItsTypeName: Bool {
        guard let decl = syntax.as(ExtensionDeclSyntax.self) else { return true }
        return decl.inheritanceClause != nil || decl.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// Whether it declares a protocol: naming one reaches the SDK types' conformances to it.
    var declaresProtocol: Bool { syntax.is(ProtocolDeclSyntax.self) }

    /// For an extension, the base names of the protocols its header conforms the type to.
    var conformances: [String] {
        syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map { Self.baseName(of: $0.type) } ?? []
    }

    /// The declaration's text as written, comments included.
    var text: String { syntax.description }

    /// The text without leading trivia, made once (each round of loading reads it).
    var trimmedText: String { textCache.text(of: syntax) }
    private let textCache = TextCache()

    /// The text that is checked: the declaration as written, without leading trivia, with the
    /// removed members blanked so that the rest keeps its lines and columns.
    var checkedText: String { checkedTextAndInsertions.text }

    /// The checked text, and where renaming file-private names made it longer than written.
    var checkedTextAndInsertions: (text: String, insertions: [(offset: Int, added: Int)]) {
        guard !renames.isEmpty else { return (blankedText, []) }
        let renamed = applyingRenames(to: Array(blankedText.utf8))
        return (String(decoding: renamed.text, as: UTF8.self), renamed.insertions)
    }

    /// The text as written less the removed members: blanked, or a stub call in their body.
    private var blankedText: String {
        let text = trimmedText
        guard !removed.isEmpty else { return text }
        let gone = removed.filter { $0.stub == nil }.map(\.member.range)
        var bytes = Array(SourceBlanking.blanking(gone + removed.compactMap { $0.stub == nil ? nil : $0.member.stubBody }, of: Array(text.utf8)).utf8)
        for removal in removed {
            // A member kept without its body, inside a member left out since, goes with it.
            guard let stub = removal.stub, let at = stubOffset(removal.member, number: stub),
                  !gone.contains(where: { $0.contains(at) }) else { continue }
            let call = Array(Self.stubCall(stub).utf8)
            bytes.replaceSubrange(at..<at + call.count, with: call)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The body a member keeps when only its body is left out: a call that stops with its error.
    static func stubCall(_ number: Int) -> String { " _notLoaded(\(number)) " }

    /// Where in a member's body its stub call goes: the first line of the body with room for it
    /// (so the rest keeps its lines and columns); nil when no line has room.
    func stubOffset(_ member: RemovableMember, number: Int) -> Int? {
        guard let body = member.stubBody else { return nil }
        let bytes = Array(trimmedText.utf8)
        let length = Self.stubCall(number).utf8.count
        var run = 0
        for i in body.clamped(to: 0..<bytes.count) {
            run = bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") ? 0 : run + 1
            if run == length { return i + 1 - length }
        }
        return nil
    }

    /// Where it starts in its file (`Models/Bird.swift:12`).
    var origin: String { "\(file.name):\(file.location(of: syntax).line)" }

    /// The first name it provides, for messages: its type's or its first member's.
    var name: String {
        let written = extends.map { "extension \($0)" } ?? provides.sorted().first ?? "declaration"
        return NominalID.writtenName(written)
    }

    /// The declarations of `file` a module contributes: no imports, no statements, no `#Preview`,
    /// no `@main` entry point (the playground's entry is the file being evaluated).
    static func all(in file: SourceFile, modules: Set<String> = []) -> [ModuleDeclaration] {
        file.tree.statements.compactMap { item -> ModuleDeclaration? in
            guard case .decl(let decl) = item.item, !decl.is(ImportDeclSyntax.self),
                  !decl.is(MacroExpansionDeclSyntax.self), !decl.is(IfConfigDeclSyntax.self), !isEntryPoint(decl) else { return nil }
            let extended = decl.as(ExtensionDeclSyntax.self).map { baseName(of: $0.extendedType) }
            let provides = extended == nil ? names(declaredBy: decl) : memberNames(of: decl)
            guard !provides.isEmpty || extended != nil else { return nil }
            let mentioned = mentions(in: decl, modules: modules, bodies: LaterCheckedBodies.ranges(in: decl))
            return ModuleDeclaration(
                file: file, syntax: decl, provides: provides, extends: extended, names: mentioned.names, members: mentioned.members,
                shapeNames: mentioned.shapeNames, shapeMembers: mentioned.shapeMembers
            )
        }
    }

    /// The names a declaration at the top level of a file introduces.
    static func names(declaredBy decl: DeclSyntax) -> Set<String> {
        if let named = decl.asNamedDecl { return [named.name.text.trimmingBackticks] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.reduce(into: []) { names, binding in names.formUnion(identifiers(in: binding.pattern)) }
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) { return Set(enumCase.elements.map { $0.name.text.trimmingBackticks }) }
        // An extension's subscript (`subscript(safe index: Index)`), reached by any subscript call.
        if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        return []
    }

    /// Every identifier written in `node`, without backticks.
    static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { return name.trimmingBackticks }
            return nil
        })
    }

    /// The identifiers written in `node`, split into those after a `.` and the others; an
    /// operator used (`+=`) is a name, which a module's operator function declares, and one of
    /// `modules` qualifies a name (`Backend.Category`). The shape's are those outside `bodies`
    /// (ranges in order).
    static func mentions(
        in node: some SyntaxProtocol, modules: Set<String> = [], bodies: [Range<AbsolutePosition>] = []
    ) -> (names: Set<String>, members: Set<String>, shapeNames: Set<String>, shapeMembers: Set<String>) {
        var names = Set<String>(), members = Set<String>()
        var shapeNames = Set<String>(), shapeMembers = Set<String>()
        var body = 0
        for token in node.tokens(viewMode: .sourceAccurate) {
            while body < bodies.count, bodies[body].upperBound <= token.position { body += 1 }
            let inShape = body == bodies.count || token.position < bodies[body].lowerBound
            func name(_ text: String) {
                names.insert(text)
                if inShape { shapeNames.insert(text) }
            }
            func member(_ text: String) {
                members.insert(text)
                if inShape { shapeMembers.insert(text) }
            }
            switch token.tokenKind {
            case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
                name(op)
                continue
            case .leftSquare:
                // `items[safe: 2]`: a subscript, which an extension may declare (an array literal's
                // bracket follows no value).
                switch token.previousToken(viewMode: .sourceAccurate)?.tokenKind {
                case .identifier?, .rightParen?, .rightSquare?, .postfixQuestionMark?, .exclamationMark?, .keyword(.self)?:
                    member("subscript")
                default:
                    break
                }
                continue
            default:
                break
            }
            guard case .identifier(let text) = token.tokenKind else { continue }
            if let period = token.previousToken(viewMode: .sourceAccurate), period.tokenKind == .period {
                if case .identifier(let module)? = period.previousToken(viewMode: .sourceAccurate)?.tokenKind, modules.contains(module) {
                    name(text.trimmingBackticks)
                } else {
                    member(text.trimmingBackticks)
                }
            } else {
                name(text.trimmingBackticks)
            }
        }
        return (names, members, shapeNames, shapeMembers)
    }

    /// The names an extension adds: its members' (nested types, functions, properties, cases).
    private static func memberNames(of decl: DeclSyntax) -> Set<String> {
        guard let members = decl.as(ExtensionDeclSyntax.self)?.memberBlock.members else { return [] }
        return members.reduce(into: []) { names, member in names.formUnion(Self.names(declaredBy: member.decl)) }
    }

    /// `Array` for `Array<Int>`, `[Int]` or `Swift.Array`; `Outer` for `Outer.Inner`.
    private static func baseName(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) {
            let base = member.baseType.trimmedDescription
            return base == "Swift" || base == "SwiftUI" || base == "Foundation" ? member.name.text : baseName(of: member.baseType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text.trimmingBackticks }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) { return "Optional" }
        return type.trimmedDescription
    }

    private static func isEntryPoint(_ decl: DeclSyntax) -> Bool {
        guard let attributes = decl.asWithAttributes?.attributes else { return false }
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
    }
}

private extension String {
    var trimmingBackticks: String { hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self }
}

/// A declaration's trimmed text, made on first use and shared by the copies of its declaration.
private final class TextCache {
    private var made: String?
    func text(of syntax: DeclSyntax) -> String {
        if let made { return made }
        let text = syntax.trimmedDescription
        made = text
        return text
    }
}
