import SwiftSyntax

/// An array literal searched for a value (`[.a, .b].contains(self)`): its elements take the
/// value's type, as Swift infers them through the search's `Element`.
extension ExpressionChecker {
    /// `[.a, .b].contains(self)`, `["\"", "$"].contains(word.last)`: an array literal of implicit
    /// members or plain literals searched for a value takes its element type from the value, as
    /// Swift infers it through `Element` (here `Character?`).
    func elementSearchBase(_ base: ExprSyntax, _ name: String, _ args: [Argument]) throws(CheckError) -> SwiftType? {
        guard ["contains", "firstIndex", "lastIndex"].contains(name), args.count == 1, args[0].label == nil || args[0].label == "of",
              let value = args[0].syntax, value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) && !args[0].isImplicitMember,
              let array = base.as(ArrayExprSyntax.self), !array.elements.isEmpty,
              array.elements.allSatisfy({ Argument(label: nil, syntax: $0.expression).isImplicitMember || Self.isPlainLiteral($0.expression) }) else { return nil }
        let type = resolve(try check(value).type)
        // Literals of a type they cannot be (`[1, 2].contains(name)`) keep their own type and fail as before.
        if array.elements.contains(where: { Self.isPlainLiteral($0.expression) }), !literalsCanBe(type) { return nil }
        return DeclarationTable.array(type)
    }

    /// A string without interpolation, a number, a Boolean or `nil`.
    static func isPlainLiteral(_ e: ExprSyntax) -> Bool {
        if let string = e.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        return e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self) || e.is(NilLiteralExprSyntax.self)
    }

    /// Whether plain literals can be of `type` (or of the type it wraps): a string, character, number or Boolean type.
    private func literalsCanBe(_ type: SwiftType) -> Bool {
        let wrapped = type.optionalWrapped ?? type
        guard case .nominal(let id, _) = wrapped else { return false }
        return NumericType(wrapped) != nil || ["String", "Character", "Substring", "Bool"].contains(id.qualifiedName)
    }
}
