import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A piece of Swift source parsed with SwiftParser: its text, tree and syntax errors.
///
/// The PlaygroundSyntax folder holds the first stage of the pipeline: parsing, source
/// positions, and diagnostics as data (`SwiftDiagnostics.Diagnostic`) with one formatter.
public struct SourceFile: @unchecked Sendable {
    /// The name diagnostics print (`<repl>`, a path).
    public let name: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Lines and columns of the tree's positions, made when first asked for: making it walks
    /// the whole tree, and most profile chunks parsed never print a position.
    public var converter: SourceLocationConverter { lines.converter }
    private let lines: LineTable
    /// Syntax errors found by the parser, in source order.
    public let syntaxDiagnostics: [Diagnostic]
    /// The `$n` of inactive `#if` clauses, by their byte offset (a closure using `$0` only there
    /// still takes the parameter).
    public let inactiveAnonymousArguments: [(offset: Int, index: Int)]

    /// How deep the parser may nest before it reports an error: the same in debug and release
    /// builds (SwiftParser's own default is 20 in debug builds and 256 in release ones), so
    /// transcripts replay alike; the session parses on a large stack.
    public static let maximumNestingLevel = 256

    /// Parses `text`. The trusted profiles skip the syntax-error pass and fold operators lazily
    /// (`trusted: true`): the checker folds each sequence expression it meets.
    /// `#if` blocks are resolved first (`ConditionalCompilation`): `text` is then the code Swift
    /// compiles, its inactive clauses blanked.
    /// A file read for its declarations only (`declarationsOnly`: a module's file, whose
    /// declarations are checked later in a text of their own) is not folded or diagnosed.
    /// `conditionsResolved`: the text is made of parts of files already read this way (a module's
    /// declarations), so it has no `#if` left and no bracket nested too deep to look for.
    public init(name: String, text: String, trusted: Bool = false, declarationsOnly: Bool = false, conditionsResolved: Bool = false) {
        // Too many `[` open at once would take the parser exponential time (resolving `#if`
        // parses too): only the text before the first one past the limit is parsed, as it is,
        // and the error stands there.
        let tooDeep = trusted || conditionsResolved ? nil : EntryBalance.firstTooDeepBracket(in: text)
        var text = text
        var inactiveArguments: [(offset: Int, index: Int)] = []
        if let tooDeep {
            text = String(decoding: text.utf8.prefix(tooDeep.offset), as: UTF8.self)
        } else if !trusted, !conditionsResolved, let resolved = ConditionalCompilation.resolved(text) {
            text = resolved.text
            inactiveArguments = resolved.anonymousArguments
        }
        self.inactiveAnonymousArguments = inactiveArguments
        self.name = name
        self.text = text
        var utf8 = text
        let parsed = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SourceFile.maximumNestingLevel) }
        // Operators are folded into infix trees with the standard precedence groups.
        // Operators of a non-associative group side by side (`a << 1 >> 2`) are an error, as in Swift.
        var foldErrors: [Diagnostic] = []
        let folded = trusted || declarationsOnly ? parsed : Self.operators(declaredIn: parsed).foldAll(parsed) { error in
            if case .incomparableOperators = error { foldErrors.append(error.asDiagnostic) }
        }.as(SourceFileSyntax.self)
        let tree = folded ?? parsed
        self.tree = tree
        self.lines = LineTable(fileName: name, tree: tree)
        if let tooDeep {
            self.syntaxDiagnostics = [PlaygroundDiagnostic.error(tooDeep.message, at: tree.endOfFileToken)]
        } else {
            self.syntaxDiagnostics = trusted || declarationsOnly ? [] : Self.parseDiagnostics(for: tree).map(ParserWording.reworded) + foldErrors
        }
    }

    /// A declaration of a file already parsed, trimmed of its trivia, with its operators folded
    /// as a file's are; nil when it has a syntax error, an operator folding error, or declares
    /// an operator (a text parsed anew reports those in its own way).
    public static func foldedDeclaration(_ decl: DeclSyntax) -> DeclSyntax? {
        guard !decl.hasError, !decl.is(OperatorDeclSyntax.self), !decl.is(PrecedenceGroupDeclSyntax.self) else { return nil }
        var failed = false
        let folded = OperatorTable.standardOperators.foldAll(decl.trimmed) { _ in failed = true }
        return failed ? nil : folded.as(DeclSyntax.self)
    }

    /// The standard operators, and those the file declares (`infix operator <>: AdditionPrecedence`).
    static func operators(declaredIn tree: SourceFileSyntax) -> OperatorTable {
        var table = OperatorTable.standardOperators
        let declares = tree.statements.contains { $0.item.is(OperatorDeclSyntax.self) || $0.item.is(PrecedenceGroupDeclSyntax.self) }
        if declares { table.addSourceFile(tree) { _ in } }
        return table
    }

    /// A file whose tree was put together from trees already parsed, without errors, whose
    /// texts make `text` (a module's declarations, each parsed once).
    public init(name: String, text: String, tree: SourceFileSyntax) {
        self.init(name: name, text: text, tree: tree, syntaxDiagnostics: [], inactiveAnonymousArguments: [])
    }

    /// A file whose tree was made from another's (`removingStatements(_:blanked:)`).
    init(name: String, text: String, tree: SourceFileSyntax, syntaxDiagnostics: [Diagnostic], inactiveAnonymousArguments: [(offset: Int, index: Int)]) {
        self.name = name
        self.text = text
        self.tree = tree
        self.lines = LineTable(fileName: name, tree: tree)
        self.syntaxDiagnostics = syntaxDiagnostics
        self.inactiveAnonymousArguments = inactiveAnonymousArguments
    }

    /// The line and column of a node's first token (ignoring leading trivia).
    public func location(of node: some SyntaxProtocol) -> SourceLocation {
        node.startLocation(converter: converter, afterLeadingTrivia: true)
    }
}

/// A syntax tree's `SourceLocationConverter`, made once, by whichever thread first asks.
private final class LineTable: Sendable {
    private let made: Locked<SourceLocationConverter?> = Locked(nil)
    private let fileName: String
    private let tree: SourceFileSyntax

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.tree = tree
    }

    var converter: SourceLocationConverter {
        made.withLock { made in
            if let made { return made }
            let converter = SourceLocationConverter(fileName: fileName, tree: tree)
            made = converter
            return converter
        }
    }
}
