import PlaygroundChecker

/// A view's event modifier met by a render (`onAppear`, `onDisappear`, `task`, `onChange`,
/// `onReceive`): where it is in the graph, and what it runs.
///
/// The mounted graph compares the sites of one render with the last one's
/// (`MountedGraph.settleLifecycle`): a new site has appeared, a missing one has disappeared,
/// and a site whose value differs has changed.
struct LifecycleSite {
    enum Kind {
        /// `onAppear` and `onDisappear`.
        case appearance(appear: FunctionValue?, disappear: FunctionValue?)
        /// `task` (with `id:`, run again when the value changes).
        case task(action: FunctionValue, id: Value?)
        /// `onChange(of:)`: the one-value form (`perform:`) or the two-value one.
        case change(value: Value, action: FunctionValue, initial: Bool, takesOldValue: Bool)
        /// `onReceive(_:perform:)`: subscribed while the view is in the graph.
        case receive(publisher: Value, action: FunctionValue)
    }

    /// The graph path of the modifier (or `SubscriptionView`) that carries it.
    let path: String
    let kind: Kind

    /// The site of a profile's event modifier or subscription view; nil for any other view.
    init?(_ instance: Instance, path: String) {
        self.path = path
        let fields = instance.fields
        switch instance.decl.id.qualifiedName {
        case "_AppearanceActionModifier":
            kind = .appearance(appear: fields["appear"]?.function, disappear: fields["disappear"]?.function)
        case "_TaskModifier":
            guard let action = fields["action"]?.function else { return nil }
            kind = .task(action: action, id: nil)
        case "_TaskValueModifier":
            guard let action = fields["action"]?.function else { return nil }
            kind = .task(action: action, id: fields["value"])
        case "_ValueActionModifier":
            guard let value = fields["value"], let action = fields["action"]?.function else { return nil }
            kind = .change(value: value, action: action, initial: false, takesOldValue: false)
        case "_ValueActionModifier2":
            guard let value = fields["value"], let action = fields["action"]?.function else { return nil }
            kind = .change(value: value, action: action, initial: fields["initial"] == .bool(true), takesOldValue: true)
        case "SubscriptionView":
            guard let publisher = fields["publisher"], let action = fields["action"]?.function else { return nil }
            kind = .receive(publisher: publisher, action: action)
        default:
            return nil
        }
    }
}

private extension Value {
    /// The closure a field holds, unwrapped from the optional an optional closure is kept in.
    var function: FunctionValue? {
        switch self {
        case .function(let f): f
        case .optional(let wrapped?): wrapped.function
        default: nil
        }
    }
}
