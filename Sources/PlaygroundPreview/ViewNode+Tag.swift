import PlaygroundRuntime

extension ViewNode {
    /// The value of the first `.tag(_:)` around this view (a picker option's or a tab's), looking
    /// through the modifiers wrapped around it; nil for an untagged view or a `nil` tag.
    public var tagValue: Value? {
        var current: ViewNode? = self
        while let n = current, n.kindName == "ModifiedContent" {
            if case .instance(let modifier)? = n.field("modifier"), modifier.decl.name == "_TraitWritingModifier",
               case .nominal(let key, _)? = modifier.type.genericArguments.first, key.simpleName == "TagValueTraitKey",
               let value = modifier.fields["value"] {
                if case .optional(nil) = value.hashableBase { return nil }
                return value.hashableBase
            }
            current = n.child("content")
        }
        return nil
    }
}
