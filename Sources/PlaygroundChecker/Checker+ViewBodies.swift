/// Where a view's `body` comes from: its own declaration, or an extension of a protocol it
/// conforms to (`extension HookView { var body: some View { HookScope { hookBody } } }`, and
/// `Shape`'s `_ShapeView<Self, ForegroundStyle>` for a user's shape).
extension Checker {
    /// A view's `body` property and the substitution that binds its `Self` (empty for its own).
    /// A profile type takes no profile protocol's body: the preview draws those kinds itself
    /// (`Circle` is a shape kind, not a `_ShapeView` child).
    public func bodyProperty(of decl: NominalDecl) -> (property: PropertyDecl, selfBinding: Substitution)? {
        if let own = decl.properties["body"]?.first(where: { $0.getter != nil }) {
            return (own, .empty)
        }
        let isProfileType = isProfileDeclaration(decl)
        for id in system.allProtocols(of: decl) {
            guard let proto = table.nominal(id), !isProfileType || !isProfileDeclaration(proto),
                  let body = proto.properties["body"]?.first(where: { $0.isProtocolExtensionMember && $0.getter != nil }) else { continue }
            return (body, Substitution([proto.selfParameter: decl.declaredType]))
        }
        return nil
    }
}
