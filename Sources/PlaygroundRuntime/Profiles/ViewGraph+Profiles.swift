import PlaygroundChecker

/// What the builder profiles build besides SwiftUI views: arrays of views (SequenceBuilder's
/// `Array<Either<…>>`, SwiftlyUI's `[UIView]`) and UIKit-style view classes.
extension ViewGraph {
    /// A node for such a value, or nil for everything else (the graph's own rules apply).
    func profileNode(_ value: Value, type: SwiftType, role: String, depth: Int, context: Context) throws(RuntimeError) -> ViewNode? {
        switch value {
        case .instance(let instance) where interpreter.isView(instance.type):
            return nil
        case .array(let elements):
            guard case .nominal(let id, let args) = type, id.qualifiedName == "Array", let element = args.first, draws(element) else { return nil }
            let node = ViewNode(type: type, value: value, role: role)
            for (index, v) in elements.enumerated() {
                let elementType = isUIKitView(element) ? dynamicType(v) : element
                node.children.append(try self.node(v, type: elementType, role: "element", depth: depth + 1, context: context, key: "\(index)"))
            }
            return node
        case .instance(let instance) where !interpreter.isView(type) && sequenceElement(type).map(draws) == true:
            // A sequence of views kept in an `elements` array (SequenceBuilder's `EitherSequence`).
            guard case .array(let elements)? = instance.fields["elements"], let element = sequenceElement(type) else { return nil }
            let node = ViewNode(type: type, value: value, role: role)
            for (index, v) in elements.enumerated() {
                node.children.append(try self.node(v, type: element, role: "element", depth: depth + 1, context: context, key: "\(index)"))
            }
            return node
        case .instance(let instance) where isUIKitView(instance.type):
            let node = ViewNode(type: instance.type, value: value, role: role)
            for field in ["subviews", "arrangedSubviews"] {
                guard case .array(let views)? = instance.fields[field] else { continue }
                for (index, v) in views.enumerated() {
                    node.children.append(try self.node(v, type: dynamicType(v), role: field, depth: depth + 1, context: context, key: "\(field)\(index)"))
                }
            }
            return node
        case .enumCase(let e) where system.conforms(e.type, to: NominalID("View")):
            // An enum view (SequenceBuilder's `Either`): its body.
            guard let (body, selfBinding) = interpreter.checker.bodyProperty(of: e.decl), !(try bodyIsNever(body)) else { return nil }
            // The static type when it names the enum (a value built generically may carry `Array<Text>.Element`).
            let enumType = type.nominalID == e.decl.id ? type : system.normalize(e.type)
            let node = ViewNode(type: enumType, value: value, role: role)
            let bodyValue = try interpreter.property(body, of: value, at: body.syntax)
            let bodyType = system.normalize(try interpreter.checker.propertyTypeOrError(body).substituting(selfBinding).substituting(system.substitution(for: enumType)))
            node.children = [try self.node(bodyValue, type: bodyType, role: "body", depth: depth + 1, context: context)]
            return node
        default:
            return nil
        }
    }

    /// Whether values of `type` are drawn: views, UIKit views, and arrays of either.
    public func draws(_ type: SwiftType) -> Bool {
        if interpreter.isView(type) || isUIKitView(type) { return true }
        if case .nominal(let id, let args) = type, id.qualifiedName == "Array", let element = args.first { return draws(element) }
        return sequenceElement(type).map(draws) ?? false
    }

    /// The element type of a (non-array) type that conforms to `Sequence`.
    func sequenceElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let id, _) = type, id.qualifiedName != "Array", system.conforms(type, to: NominalID("Sequence")),
              let element = system.memberType(of: type, named: "Element") else { return nil }
        return system.normalize(element)
    }

    /// `UIView` or a class that inherits from it.
    func isUIKitView(_ type: SwiftType) -> Bool {
        guard case .nominal(let id, _) = type else { return false }
        var current = interpreter.checker.table.nominal(id)
        while let decl = current {
            if decl.kind == .class, decl.id.qualifiedName == "UIView" { return true }
            current = decl.superclass.flatMap { interpreter.checker.table.nominal($0) }
        }
        return false
    }
}
