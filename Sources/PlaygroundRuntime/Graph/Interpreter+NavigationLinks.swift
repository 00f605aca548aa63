import PlaygroundChecker

/// The `NavigationLink`s a binding opens (`NavigationLink(destination:isActive:)`,
/// `tag:selection:`): their destination shows while the binding reads true, and following one
/// (`:open`) writes true through it, as a tap does.
extension Interpreter {
    /// Whether `link`'s `isActive` binding reads true (false for a link without one).
    func isActive(_ link: Instance) throws(RuntimeError) -> Bool {
        guard let (get, _) = activeBinding(of: link) else { return false }
        return try call(get, [], at: nil) == .bool(true)
    }

    /// Writes a link's `isActive` binding, for a person following the link or returning from
    /// it; nil for a link that no binding opens.
    public func linkActivation(of node: ViewNode) -> ((Bool) -> Void)? {
        guard case .instance(let link) = node.value, let (_, set) = activeBinding(of: link) else { return nil }
        return { [unowned self] active in _ = try? self.call(set, [.bool(active)], at: nil) }
    }

    private func activeBinding(of link: Instance) -> (get: FunctionValue, set: FunctionValue)? {
        guard case .optional(.instance(let binding)?)? = link.fields["isActive"],
              case .function(let get)? = binding.fields["get"], case .function(let set)? = binding.fields["set"] else { return nil }
        return (get, set)
    }
}
