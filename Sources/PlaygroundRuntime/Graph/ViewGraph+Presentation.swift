import PlaygroundChecker

/// Presented content (sheets, full-screen covers, popovers) as part of the graph: mounted like
/// any view, so its state lives on, its bodies log, and its controls can be driven; its
/// environment's `dismiss` closes it.
extension ViewGraph {
    /// The presentation modifiers whose content is a view: by name, whether they present an item.
    static let presentations: [String: Bool] = [
        "SheetPresentationModifier": false, "FullScreenCoverPresentationModifier": false, "PopoverPresentationModifier": false,
        "ItemSheetPresentationModifier": true, "ItemFullScreenCoverPresentationModifier": true,
    ]

    /// The node of a presentation modifier's content while it is presented, else nil.
    func presentedContent(of modifier: Instance, depth: Int, context: Context) throws(RuntimeError) -> ViewNode? {
        guard let isItem = Self.presentations[modifier.decl.id.qualifiedName], checker.isProfileDeclaration(modifier.decl),
              case .function(let content)? = modifier.fields["content"]?.unwrappedFunction else { return nil }
        let bindingName = isItem ? "item" : "isPresented"
        guard case .instance(let binding)? = modifier.fields[bindingName],
              case .function(let get)? = binding.fields["get"], case .function(let set)? = binding.fields["set"] else { return nil }
        let current = try interpreter.call(get, [], at: nil)
        let arguments: [Value]
        if isItem {
            guard case .optional(let item?) = current else { return nil }
            arguments = [item]
        } else {
            guard case .bool(true) = current else { return nil }
            arguments = []
        }
        let value = try interpreter.call(content, arguments, at: nil)
        let types = modifier.type.genericArguments
        var inner = context
        inner.environment.values["dismiss"] = try dismissAction(closing: set, with: isItem ? .none : .bool(false))
        inner.environment.values["isPresented"] = .bool(true)
        return try node(value, type: (isItem ? types.last : types.first) ?? .error, role: "presented", depth: depth, context: inner)
    }

    /// A `DismissAction` whose call writes `closed` through the presentation's binding.
    private func dismissAction(closing set: FunctionValue, with closed: Value) throws(RuntimeError) -> Value {
        guard let decl = interpreter.checker.table.nominal("DismissAction") else { return .void }
        let action = FunctionValue(.native { [interpreter] (_) throws(RuntimeError) -> Value in try interpreter.call(set, [closed], at: nil) })
        return .instance(Instance(decl: decl, type: decl.declaredType, fields: ["action": .function(action)]))
    }

    private var checker: Checker { interpreter.checker }
}

private extension Value {
    /// A closure, unwrapped from the optional a modifier may hold it in.
    var unwrappedFunction: Value? {
        if case .optional(let wrapped) = self { return wrapped?.unwrappedFunction }
        return self
    }
}
