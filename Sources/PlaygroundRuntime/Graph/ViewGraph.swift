import PlaygroundChecker
import SwiftSyntax

/// Expands a view value into its graph: multi-views into their parts, custom views into their bodies.
public struct ViewGraph {
    /// What placeholders stand for while a body is expanded.
    struct Context {
        /// The content a custom `ViewModifier`'s `content` placeholder stands for.
        var modifierContent: ViewNode?
        /// The children `_VariadicView_Children.Element`s stand for, by index.
        var variadicChildren: [ViewNode] = []
        /// The structural position of the node being built (its identity, with its type).
        var path = ""
        /// What `.environment(…)`, `.environmentObject(…)` and the like wrote above this node.
        var environment = EnvironmentSnapshot()
    }

    /// Where state lives between renders; nil for a one-off evaluation.
    let mount: MountedGraph?

    let interpreter: Interpreter
    /// Rows a `ForEach` may produce before the preview refuses it.
    public static let maximumRows = 10_000
    static let maximumDepth = 200

    public init(interpreter: Interpreter, mount: MountedGraph? = nil) {
        self.interpreter = interpreter
        self.mount = mount
    }

    var system: TypeSystem { interpreter.checker.system }

    /// The graph of a view value whose static type is `type`.
    public func build(_ value: Value, type: SwiftType) throws(RuntimeError) -> ViewNode {
        try node(value, type: type, role: "root", depth: 0, context: Context())
    }

    func node(_ value: Value, type staticType: SwiftType, role: String, depth: Int, context outer: Context, key: String? = nil) throws(RuntimeError) -> ViewNode {
        var context = outer
        context.path += "/" + (key ?? role)
        if depth > Self.maximumDepth {
            throw RuntimeError("the view graph is nested more than \(Self.maximumDepth) levels deep; does a view contain itself?", at: nil)
        }
        try interpreter.tick(nil)
        // Builder profiles (issue 6): arrays of views and UIKit views; see Profiles/ViewGraph+Profiles.swift.
        if let node = try profileNode(value, type: staticType, role: role, depth: depth, context: context) { return node }
        switch value {
        case .optional(let wrapped):
            let wrappedType = staticType.optionalWrapped ?? .error
            let node = ViewNode(type: staticType, value: value, role: role)
            if let wrapped {
                node.branch = .some
                node.children = [try self.node(wrapped, type: wrappedType, role: "some", depth: depth + 1, context: context)]
            } else {
                node.branch = .none(wrapped: wrappedType)
            }
            return node
        case .instance(let instance):
            return try expand(instance, value: value, role: role, depth: depth, context: context)
        default:
            return ViewNode(type: staticType, value: value, role: role)
        }
    }

    func expand(_ instance: Instance, value: Value, role: String, depth: Int, context: Context) throws(RuntimeError) -> ViewNode {
        let node = ViewNode(type: instance.type, value: value, role: role)
        let args = instance.type.genericArguments
        let next = depth + 1
        func child(_ v: Value, _ t: SwiftType, _ r: String, key: String? = nil) throws(RuntimeError) -> ViewNode {
            try self.node(v, type: t, role: r, depth: next, context: context, key: key)
        }
        switch instance.decl.id.qualifiedName {
        case "_ViewModifier_Content":
            if let content = context.modifierContent { return content }
            return node
        case "TupleView":
            guard case .tuple(let values)? = instance.fields["value"] else { return node }
            let types: [SwiftType] = if case .tuple(let t, _)? = args.first { t } else { values.map { _ in .error } }
            for (index, (v, t)) in zip(values, types).enumerated() { node.children.append(try child(v, t, "element", key: "\(index)")) }
            return node
        case "_ConditionalContent":
            guard case .enumCase(let storage)? = instance.fields["storage"], let active = storage.payload.first, args.count == 2 else { return node }
            let isFirst = storage.name == "trueContent"
            node.branch = isFirst ? .first(inactive: args[1]) : .second(inactive: args[0])
            node.children = [try child(active, isFirst ? args[0] : args[1], isFirst ? "trueContent" : "falseContent")]
            return node
        case "ForEach":
            return try forEach(node, instance, depth: depth, context: context)
        case "GeometryReader", "ScrollViewReader":
            return try reader(node, instance, depth: depth, context: context)
        case "_VariadicView_Children.Element":
            if case .int(let index)? = instance.fields["$index"], context.variadicChildren.indices.contains(index) {
                return context.variadicChildren[index]
            }
            return node
        case "_VariadicView.Tree":
            return try variadicTree(node, instance, depth: depth, context: context)
        case "IDView":
            if let content = instance.fields["content"] {
                let id = instance.fields["id"]?.description ?? ""
                node.children = [try child(content, args.first ?? .error, "content", key: "id(\(id))")]
            }
            return node
        case "ModifiedContent":
            if let content = instance.fields["content"] {
                var inner = context
                if case .instance(let m)? = instance.fields["modifier"] { inner.environment = environment(context.environment, writtenBy: m) }
                node.children.append(try self.node(content, type: args.first ?? .error, role: "content", depth: next, context: inner))
            }
            if case .instance(let m)? = instance.fields["modifier"] { recordLifecycle(of: m, path: context.path) }
            if let modifier = instance.fields["modifier"], case .instance(var m) = modifier {
                // An `EnvironmentalModifier` applies the modifier its `resolve(in:)` returns.
                if let resolved = try interpreter.resolvedEnvironmentalModifier(m) {
                    node.resolvedModifierType = resolved.type
                    m = resolved
                }
                if let body = try customModifierBody(m, content: node.children.first, depth: next, context: context) {
                    node.children.append(body)
                } else if Border(modifier: m) != nil {
                    // A border: drawn from the modifier's fields, not a child view.
                } else if m.decl.id.qualifiedName == "ToolbarModifier" {
                    try appendToolbarItems(of: m, to: node, depth: next, context: context)
                } else if Self.presentations[m.decl.id.qualifiedName] != nil {
                    if let presented = try presentedContent(of: m, depth: next, context: context) { node.children.append(presented) }
                } else {
                    try appendViewFields(of: m, to: node, depth: next, context: context)
                }
            }
            return node
        default:
            break
        }
        // A user's shape inside its own shape view (`_ShapeView`'s `shape`) is the shape, not
        // the view its body makes again.
        if let (body, selfBinding) = interpreter.checker.bodyProperty(of: instance.decl), !(try bodyIsNever(body)),
           role != "shape" || selfBinding.bindings.isEmpty {
            let type = try bodyType(body, of: instance, selfBinding: selfBinding)
            if let mount {
                node.children = [try mount.body(
                    of: instance, path: context.path, interpreter: interpreter, environment: context.environment,
                    evaluate: { (current) throws(RuntimeError) in try interpreter.evaluateBody(of: current, property: body) },
                    expand: { (value) throws(RuntimeError) in try child(value, type, "body") })]
                return node
            }
            try interpreter.resolveEnvironment(of: instance, in: context.environment)
            let bodyValue = try interpreter.evaluateBody(of: instance, property: body)
            node.children = [try child(bodyValue, type, "body")]
            return node
        }
        try appendViewFields(of: instance, to: node, depth: next, context: context)
        recordLifecycle(of: instance, path: context.path)
        if instance.decl.id.qualifiedName == "NavigationLink", interpreter.checker.isProfileDeclaration(instance.decl) {
            try appendOpenedDestination(of: instance, to: node, depth: next, context: context)
        }
        return node
    }

    /// Notes a profile's event modifier (or `SubscriptionView`) for the mounted graph to run
    /// its actions once the render is done.
    func recordLifecycle(of instance: Instance, path: String) {
        guard let mount, interpreter.checker.isProfileDeclaration(instance.decl), let site = LifecycleSite(instance, path: path) else { return }
        mount.recordLifecycle(site)
    }

    /// A `NavigationLink` keeps its path; once opened (`:open`, or its `isActive` binding) its
    /// destination is a child.
    func appendOpenedDestination(of link: Instance, to node: ViewNode, depth: Int, context: Context) throws(RuntimeError) {
        node.path = context.path
        guard case .optional(let destination?)? = link.fields["destination"], let type = link.type.genericArguments.last else { return }
        var opened = mount?.openedLinks.contains(context.path) == true
        if !opened { opened = try interpreter.isActive(link) }
        guard opened else { return }
        node.children.append(try self.node(destination, type: type, role: "destination", depth: depth, context: context))
    }

    /// Children for every stored property whose type is a view (`content`, `label`, `header`…).
    func appendViewFields(of instance: Instance, to node: ViewNode, depth: Int, context: Context) throws(RuntimeError) {
        let sub = system.substitution(for: instance.type)
        for p in instance.decl.storedProperties {
            guard let v = instance.fields[p.storageName] else { continue }
            // Content is held in generically typed fields (`content: Content`) or as `Any` (AnyView).
            let holdsContent: Bool = if case .parameter = p.type { true } else { p.type == .any }
            guard holdsContent else { continue }
            // A modifier's generic field is content only when it must be a view (`overlay: Overlay`).
            if interpreter.isViewModifier(instance.decl),
               !instance.decl.requirements.contains(where: { $0 == .conformance(p.type, NominalID("View")) }) { continue }
            let type = system.normalize(p.type.substituting(sub))
            let isView = interpreter.isView(type) || (p.type == .any && isViewValue(v))
            guard isView else { continue }
            node.children.append(try self.node(v, type: type == .any ? dynamicType(v) : type, role: p.name, depth: depth, context: context))
        }
    }

    func isViewValue(_ v: Value) -> Bool {
        if case .instance(let i) = v { return system.conforms(i.type, to: NominalID("View")) }
        return false
    }

    func dynamicType(_ v: Value) -> SwiftType {
        switch v {
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        default: .error
        }
    }

    func bodyIsNever(_ body: PropertyDecl) throws(RuntimeError) -> Bool {
        try interpreter.checker.propertyTypeOrError(body).isNever
    }

    /// The type of `instance`'s body; `selfBinding` binds a protocol extension's `Self`.
    func bodyType(_ body: PropertyDecl, of instance: Instance, selfBinding: Substitution = .empty) throws(RuntimeError) -> SwiftType {
        let declared = try interpreter.checker.propertyTypeOrError(body).substituting(selfBinding)
        return system.normalize(declared.substituting(system.substitution(for: instance.type)))
    }

    /// A user `ViewModifier`'s `body(content:)`, with the content placeholder standing for `content`.
    func customModifierBody(_ modifier: Instance, content: ViewNode?, depth: Int, context: Context) throws(RuntimeError) -> ViewNode? {
        guard let fn = modifier.decl.functions(named: "body")?.first(where: { $0.parameters.first?.label == "content" }),
              fn.body != nil, !fn.resultType.isNever else { return nil }
        let (value, type) = try interpreter.evaluateModifierBody(modifier, function: fn)
        var inner = context
        inner.modifierContent = content
        return try node(value, type: type, role: "modifier", depth: depth, context: inner)
    }

    func forEach(_ node: ViewNode, _ instance: Instance, depth: Int, context: Context) throws(RuntimeError) -> ViewNode {
        guard let data = instance.fields["data"], case .function(let content)? = instance.fields["content"] else { return node }
        let elements: [Value]
        switch data {
        case .range(let lo, let hi, let closed):
            let count = try Interpreter.count(ofRange: lo, hi, closed: closed, at: nil)
            if count > Self.maximumRows {
                throw RuntimeError("ForEach over \(count) elements is more than the preview draws (\(Self.maximumRows))", at: nil)
            }
            elements = count > 0 ? (lo..<(lo + count)).map { .int($0) } : []
        case .instance(let collection):
            guard case .array(let values)? = collection.fields["elements"] else { elements = []; break }
            elements = values
        case .array(let values):
            if values.count > Self.maximumRows {
                throw RuntimeError("ForEach over \(values.count) elements is more than the preview draws (\(Self.maximumRows))", at: nil)
            }
            elements = values
        default:
            elements = []
        }
        let contentType = instance.type.genericArguments.count == 3 ? instance.type.genericArguments[2] : .error
        var keyPath: [String] = []
        if case .optional(.keyPath(let path)?)? = instance.fields["id"] { keyPath = path }
        // Rows made by the same closure from the same captured values and data are the same rows.
        var rowsKey: MountedGraph.RowsKey?
        if let mount, case .closure(let closure, let env) = content.body {
            let captured = closure.captures.map { env.lookup($0)?.value ?? .void }
            let key = MountedGraph.RowsKey(
                closureID: closure.id, captured: captured, data: data, idPath: keyPath, function: closure.usesSelf ? content : nil)
            if let kept = mount.keptRows(at: context.path, key: key) {
                node.children = kept
                return node
            }
            rowsKey = key
        }
        defer { if let mount, let rowsKey { mount.rememberRows(at: context.path, key: rowsKey, children: node.children) } }
        for element in elements {
            let row = try interpreter.call(content, [element], at: nil)
            let id = try interpreter.keyPathValue(keyPath, of: element)
            let child = try self.node(row, type: contentType, role: "element", depth: depth + 1, context: context, key: "#\(id)")
            child.elementID = id
            node.children.append(child)
        }
        return node
    }

    /// The size a `GeometryReader` reports to its content (points): the preview has no real layout pass yet.
    public static let geometryReaderSize = (width: 320.0, height: 480.0)

    /// `GeometryReader { proxy in … }` and `ScrollViewReader { proxy in … }`: the content closure,
    /// called with a `GeometryProxy` of `geometryReaderSize` or a `ScrollViewProxy`.
    func reader(_ node: ViewNode, _ instance: Instance, depth: Int, context: Context) throws(RuntimeError) -> ViewNode {
        guard case .function(let content)? = instance.fields["content"], let contentType = instance.type.genericArguments.first else { return node }
        func make(_ name: String, _ fields: [String: Value]) -> Value? { try? interpreter.instance(name, fields) }
        let proxy: Value?
        if instance.decl.id.qualifiedName == "GeometryReader" {
            let size = Self.geometryReaderSize
            let zero = Value.double(0)
            proxy = make("GeometryProxy", [
                "size": make("CGSize", ["width": .double(size.width), "height": .double(size.height)]) ?? .void,
                "safeAreaInsets": make("EdgeInsets", ["top": zero, "leading": zero, "bottom": zero, "trailing": zero]) ?? .void,
            ])
        } else {
            proxy = make("ScrollViewProxy", [:])
        }
        guard let proxy else { return node }
        let value = try interpreter.call(content, [proxy], at: nil)
        node.children = [try self.node(value, type: contentType, role: "content", depth: depth + 1, context: context)]
        return node
    }

    /// `_VariadicView.Tree(root) { content }`: the root's `body(children:)` over the content's
    /// flattened children; a primitive root (a `Layout`'s, whose body is `Never`) has only the content.
    func variadicTree(_ node: ViewNode, _ instance: Instance, depth: Int, context: Context) throws(RuntimeError) -> ViewNode {
        let args = instance.type.genericArguments
        guard let content = instance.fields["content"], case .instance(let root)? = instance.fields["root"], args.count == 2 else { return node }
        let contentNode = try self.node(content, type: args[1], role: "content", depth: depth + 1, context: context)
        guard let fn = root.decl.functions(named: "body")?.first(where: { $0.parameters.first?.label == "children" }), !fn.resultType.isNever else {
            node.children = [contentNode]
            return node
        }
        let flat = Self.flatten(contentNode)
        let children = try interpreter.variadicChildren(count: flat.count)
        let (value, type) = try interpreter.evaluateRootBody(root, function: fn, children: children)
        var inner = context
        inner.variadicChildren = flat
        node.children = [contentNode, try self.node(value, type: type, role: "body", depth: depth + 1, context: inner)]
        return node
    }

    /// The children a multi-view splices into its parent (TupleView, Group, ForEach, conditionals, custom views).
    public static func flatten(_ node: ViewNode) -> [ViewNode] {
        switch node.kindName {
        case "TupleView", "Group", "ForEach", "Optional", "_ConditionalContent", "AnyView":
            return node.children.flatMap(flatten)
        case "EmptyView":
            return []
        default:
            if let body = node.child("body"), node.decl?.id.qualifiedName != "_VariadicView.Tree" { return flatten(body) }
            return [node]
        }
    }
}
