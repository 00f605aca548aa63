import SwiftSyntax

extension PatternBindingSyntax {
    /// The type this binding has from a later one's annotation: in `var x, y: Int`, `x` is an
    /// `Int` too. Only a binding with neither annotation nor initializer takes it, and only
    /// across bindings that have none either.
    var sharedTypeAnnotation: TypeSyntax? {
        if let own = typeAnnotation?.type { return own }
        guard initializer == nil, let list = parent?.as(PatternBindingListSyntax.self) else { return nil }
        for later in list[list.index(after: list.index(of: self) ?? list.endIndex)...] {
            if let type = later.typeAnnotation?.type { return type }
            if later.initializer != nil { return nil }
        }
        return nil
    }
}
