import SwiftSyntax

/// Spelling helpers shared by the visitors.
enum NameText {
    /// Module names that qualify a name (`SwiftUI.Color`) rather than being used themselves.
    static let modules: Set<String> = ["SwiftUI", "Swift", "Foundation", "UIKit", "AppKit"]

    /// The token's identifier text without backticks, or nil for keywords, operators and `$0`.
    static func identifier(_ token: TokenSyntax) -> String? {
        guard case .identifier(let text) = token.tokenKind else { return nil }
        let bare = text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
        return bare.isEmpty ? nil : bare
    }

    /// Whether `node` is what a call calls (`f(…)`, `x.f(…)`, `F { … }`).
    static func isCallee(_ node: some SyntaxProtocol) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    /// Whether a name starts with an upper-case letter, Swift's convention for types.
    static func looksLikeType(_ name: String) -> Bool {
        name.first?.isUppercase ?? false
    }
}
