import PlaygroundChecker

/// Running a custom `Layout` for the preview: the size it takes for a proposal, and where
/// it places its subviews. Lengths are points; the drawing converts them to cells.
extension Interpreter {
    /// The layout's `sizeThatFits(proposal:subviews:cache:)`, with a fresh cache.
    public func layoutSize(of layout: Value, proposal: LayoutSubviewHandle.Proposal, subviews: [LayoutSubviewHandle]) throws(RuntimeError) -> (width: Double, height: Double) {
        let result = try callLayout("_playgroundSizeThatFits", on: layout, args: [try proposalValue(proposal), try subviewsValue(subviews)])
        return (Self.number(result.field("width")), Self.number(result.field("height")))
    }

    /// The layout's `placeSubviews(in:proposal:subviews:cache:)` in `bounds`, with a fresh
    /// cache; each subview's `place` hears where it went.
    public func placeSubviews(of layout: Value, in bounds: (x: Double, y: Double, width: Double, height: Double), proposal: LayoutSubviewHandle.Proposal, subviews: [LayoutSubviewHandle]) throws(RuntimeError) {
        let rect = try instance("CGRect", [
            "origin": try point(bounds.x, bounds.y),
            "size": try size(bounds.width, bounds.height),
        ])
        _ = try callLayout("_playgroundPlaceSubviews", on: layout, args: [rect, try proposalValue(proposal), try subviewsValue(subviews)])
    }

    private func callLayout(_ name: String, on layout: Value, args: [Value]) throws(RuntimeError) -> Value {
        checker.loadProfileMembers(named: [name])
        guard let proto = checker.table.nominal("Layout"), let fn = proto.functions(named: name)?.first,
              let type = Self.dynamicType(of: layout) else {
            throw RuntimeError("no Layout in this profile", at: nil)
        }
        var substitution = checker.system.substitution(for: type)
        substitution.bindings[proto.selfParameter] = type
        return try invoke(fn, receiver: layout, args: args, substitution: substitution, at: nil).result
    }

    private static func dynamicType(of value: Value) -> SwiftType? {
        switch value {
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        default: nil
        }
    }

    /// `LayoutSubviews` whose elements call back into `handles`.
    private func subviewsValue(_ handles: [LayoutSubviewHandle]) throws(RuntimeError) -> Value {
        var elements: [Value] = []
        for (index, handle) in handles.enumerated() {
            let measure = FunctionValue(.native { [unowned self] (args) throws(RuntimeError) in
                let (width, height) = handle.measure(Self.proposal(args.first))
                return try self.size(width, height)
            })
            let place = FunctionValue(.native { (args) throws(RuntimeError) in
                guard args.count == 3 else { return .void }
                let anchor = (x: Self.number(args[1].field("x")), y: Self.number(args[1].field("y")))
                handle.place(Self.number(args[0].field("x")), Self.number(args[0].field("y")), anchor, Self.proposal(args[2]))
                return .void
            })
            let layoutValue = FunctionValue(.native { (args) throws(RuntimeError) in
                guard case .instance(let trait)? = args.first else { return .none }
                return .optional(handle.layoutValue(trait.type))
            })
            elements.append(try instance("LayoutSubview", [
                "_index": .int(index), "_measure": .function(measure), "_place": .function(place),
                "_priority": .double(handle.priority), "_layoutValue": .function(layoutValue),
            ]))
        }
        guard let direction = checker.table.nominal("LayoutDirection") else { throw RuntimeError("no LayoutDirection in this profile", at: nil) }
        let leftToRight = Value.enumCase(EnumValue(decl: direction, type: direction.declaredType, name: "leftToRight", payload: []))
        return try instance("LayoutSubviews", ["elements": .array(elements), "layoutDirection": leftToRight])
    }

    private func proposalValue(_ proposal: LayoutSubviewHandle.Proposal) throws(RuntimeError) -> Value {
        try instance("ProposedViewSize", [
            "width": .optional(proposal.width.map(Value.double)),
            "height": .optional(proposal.height.map(Value.double)),
        ])
    }

    private func point(_ x: Double, _ y: Double) throws(RuntimeError) -> Value {
        try instance("CGPoint", ["x": .double(x), "y": .double(y)])
    }

    private func size(_ width: Double, _ height: Double) throws(RuntimeError) -> Value {
        try instance("CGSize", ["width": .double(width), "height": .double(height)])
    }

    private static func proposal(_ value: Value?) -> LayoutSubviewHandle.Proposal {
        (value?.field("width")?.doubleValue, value?.field("height")?.doubleValue)
    }

    private static func number(_ value: Value?) -> Double {
        value?.doubleValue ?? 0
    }
}
