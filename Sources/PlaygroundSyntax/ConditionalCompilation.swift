import SwiftParser
import SwiftSyntax

/// `#if` blocks, resolved as a debug build for iOS 18 in the simulator would resolve them:
/// the inactive clauses and the directives are blanked out byte for byte, so what stays is
/// the code Swift compiles, at its own lines and columns (a `#if` in a builder body adds its
/// active statements, as SE-0308 made it).
///
/// | condition | value |
/// |---|---|
/// | `DEBUG` | true; other custom flags false |
/// | `os(iOS)` | true; other systems false |
/// | `canImport(M)` | true for the modules the profiles know (SwiftUI, UIKit, Foundation…) |
/// | `targetEnvironment(simulator)` | true; `macCatalyst` false |
/// | `arch(arm64)`, `_pointerBitWidth(_64)` | true |
/// | `swift(>=V)`, `compiler(>=V)` | true up to 6.3 |
/// | `hasFeature(…)`, `hasAttribute(…)` | false |
public enum ConditionalCompilation {
    /// The modules an iOS build here has: `canImport` finds them, and `import` of them means
    /// nothing more (their names are the profiles'); any other import is a warning.
    public static let importableModules: Set<String> = [
        "Swift", "SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials", "Observation", "Combine", "CoreGraphics", "CoreLocation", "MapKit", "Kingfisher", "KingfisherSwiftUI", "SafariServices", "AuthenticationServices", "UIKit", "UniformTypeIdentifiers", "SwiftData", "os", "OSLog", "StoreKit", "Charts", "WeatherKit", "WebKit", "WidgetKit", "SDWebImageSwiftUI", "SDWebImage", "Dependencies", "CoreText", "WatchKit", "AVFoundation", "AVKit", "CoreMedia", "MediaPlayer", "CoreSpotlight", "Collections", "DequeModule", "OrderedCollections", "UserNotifications", "CoreTransferable",
    ]

    /// The Mac's modules: a Mac view file's `import AppKit` means the profiles' AppKit names, but
    /// this is an iOS build, so `canImport` does not find them (a file's `#if canImport(AppKit)`
    /// branch stays inactive, as on an iPhone).
    public static let macModules: Set<String> = ["AppKit", "Cocoa", "KeyboardShortcuts", "QuickLookUI", "Quartz"]

    /// Whether `import module` means names the profiles declare.
    public static func isImportable(_ module: String) -> Bool {
        importableModules.contains(module) || macModules.contains(module)
    }

    /// `text` with its inactive `#if` clauses and all directives blanked, or nil when it has none.
    public static func resolve(_ text: String) -> String? {
        resolved(text)?.text
    }

    /// The resolved text, and the anonymous closure arguments (`$0`) its inactive clauses name:
    /// Swift counts them when it decides how many parameters a closure uses.
    static func resolved(_ text: String) -> (text: String, anonymousArguments: [(offset: Int, index: Int)])? {
        guard text.contains("#if") else { return nil }
        let tree = Parser.parse(source: text)
        var blanked: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .poundIf {
            // `#if` → its clause → the clause list → the block.
            guard let block = token.parent?.parent?.parent?.as(IfConfigDeclSyntax.self) else { continue }
            blanked += inactiveRanges(of: block)
        }
        guard !blanked.isEmpty else { return nil }
        let arguments = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> (offset: Int, index: Int)? in
            guard case .dollarIdentifier(let name) = token.tokenKind, let index = Int(name.dropFirst()) else { return nil }
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            return blanked.contains { $0.contains(offset) } ? (offset, index) : nil
        }
        return (SourceBlanking.blanking(blanked, of: Array(text.utf8)), arguments)
    }

    /// Everything of `block` but the active clause's body: the directive lines and the other clauses.
    static func inactiveRanges(of block: IfConfigDeclSyntax) -> [Range<Int>] {
        var active: IfConfigClauseSyntax?
        for clause in block.clauses {
            if let condition = clause.condition {
                if evaluate(condition) { active = clause; break }
            } else {
                active = clause
                break
            }
        }
        var ranges: [Range<Int>] = []
        for clause in block.clauses {
            let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
            if clause == active, let elements = clause.elements {
                ranges.append(start..<elements.positionAfterSkippingLeadingTrivia.utf8Offset)
            } else {
                ranges.append(start..<clause.endPosition.utf8Offset)
            }
        }
        let end = block.poundEndif
        ranges.append(end.positionAfterSkippingLeadingTrivia.utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset)
        return ranges
    }

    /// The value of a `#if` condition for a debug iOS build in the simulator.
    static func evaluate(_ condition: ExprSyntax) -> Bool {
        if let name = condition.as(DeclReferenceExprSyntax.self) {
            return name.baseName.text == "DEBUG"
        }
        if let bool = condition.as(BooleanLiteralExprSyntax.self) {
            return bool.literal.tokenKind == .keyword(.true)
        }
        if let paren = condition.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first {
            return evaluate(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return evaluate(infix.leftOperand) && evaluate(infix.rightOperand)
            case "||": return evaluate(infix.leftOperand) || evaluate(infix.rightOperand)
            default: return false
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name.baseName.text {
            case "os": return argument == "iOS"
            case "canImport": return importableModules.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "_pointerBitWidth": return argument == "_64"
            case "swift", "compiler": return versionHolds(argument)
            default: return false
            }
        }
        return false
    }

    /// An unfolded `a && b || c` (the parser leaves `#if` conditions as sequences): `&&` binds tighter.
    static func evaluate(sequence elements: [ExprSyntax]) -> Bool {
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { disjuncts.append([]) }
                continue
            }
            disjuncts[disjuncts.count - 1].append(element)
        }
        return disjuncts.contains { $0.allSatisfy(evaluate) }
    }

    /// `>=5.9` and `<6.0` against Swift 6.3.
    static func versionHolds(_ argument: String) -> Bool {
        let compact = argument.filter { !$0.isWhitespace }
        let isLess = compact.hasPrefix("<")
        let digits = compact.drop { $0 == ">" || $0 == "<" || $0 == "=" }.split(separator: ".").map { Int($0) ?? 0 }
        let current = [6, 3]
        let atLeast = current.lexicographicallyPrecedes(digits) == false
        return isLess ? !atLeast : atLeast
    }
}
