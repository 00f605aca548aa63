import PlaygroundChecker

/// The mounted view: state by identity, which views are invalidated, and the `_printChanges` log.
///
/// A custom view keeps its `@State` cells for as long as its identity (structural position
/// and type) stays in the graph. A render re-evaluates a body only when the view is new,
/// its state changed, or its parent passed a different value; otherwise the last subtree is kept.
public final class MountedGraph {
    /// Which evaluations are logged.
    public enum ChangesMode: String, Sendable {
        /// Views whose body calls `Self._printChanges()`.
        case printing
        /// Every body evaluated, as if each called `_printChanges`.
        case all
        case off
    }

    /// A custom view as of the last render.
    struct Mounted {
        var instance: Instance
        /// The body's value, re-expanded (not re-evaluated) when a descendant changed.
        var bodyValue: Value
        var body: ViewNode
        /// Storage names (`_count`) of the view's dynamic properties, in declaration order.
        let dynamicNames: [String]
        /// What each `@Binding` read when the body last ran.
        var boundValues: [String: Value]
    }

    /// What a `ForEach`'s rows were made from: equal keys give equal rows.
    struct RowsKey: Equatable {
        let closureID: Int
        let captured: [Value]
        let data: Value
        let idPath: [String]
        /// For a closure that uses `self`: the closure value itself. The same value (a body that
        /// did not run again) makes the same rows; holding it keeps its identity from being reused.
        var function: FunctionValue?

        static func == (a: RowsKey, b: RowsKey) -> Bool {
            a.closureID == b.closureID && a.captured == b.captured && a.data == b.data && a.idPath == b.idPath
                && a.function === b.function
        }
    }

    /// The rows of a `ForEach` as of the last render, with what they were made from.
    struct Rows {
        let key: RowsKey
        let children: [ViewNode]
    }

    public var changesMode: ChangesMode = .printing
    private var rows: [String: Rows] = [:]
    private var rowsSeen: Set<String> = []
    /// Log lines of the last render, in evaluation order.
    public private(set) var log: [String] = []
    /// Bodies evaluated in the last render.
    public private(set) var evaluatedBodies = 0
    private var views: [String: Mounted] = [:]
    private var order: [String] = []
    /// Changed storage names per identity since the last render.
    private var dirty: [String: [String]] = [:]
    private var seen: Set<String> = []
    /// Paths of subtrees kept whole this render; the views under them stay mounted.
    private(set) var keptPrefixes: [String] = []
    /// The reasons of the body being evaluated, for `_printChanges`.
    private var reasons: [(type: SwiftType, items: [String])] = []
    private var printed: Set<Int> = []
    /// The objects whose `@Observable` fields each view's body read when it last ran.
    private var trackedObjects: [String: [ObjectStorage]] = [:]
    /// The `ObservableObject`s each view holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
    private var observedObjects: [String: [ObjectStorage]] = [:]

    public init() {}

    /// The `NavigationLink`s opened (by path), in the order they were opened.
    public private(set) var openedLinks: [String] = []

    /// The event sites of the render under way, in the order their actions run (deepest first).
    var lifecycleSites: [LifecycleSite] = []
    /// The event sites as of the last settled render, by path, and their order.
    var settledSites: [String: LifecycleSite] = [:]
    var settledOrder: [String] = []
    /// The `onReceive` subscriptions of the views in the graph, by path.
    var subscriptions: [String: ReceiveSubscription] = [:]

    /// What returning from each opened link does besides popping it (a binding link writes false).
    private var linkClosers: [String: () -> Void] = [:]

    /// Pushes a link's destination (`:open`); the next render shows it. `closing` runs when it
    /// is popped.
    public func openLink(at path: String, closing: (() -> Void)? = nil) {
        guard !openedLinks.contains(path) else { return }
        openedLinks.append(path)
        linkClosers[path] = closing
        dirty[path, default: []].append("@link")
    }

    /// Pops the destination opened last (`:back`); false when none is open.
    public func closeLastLink() -> Bool {
        guard let path = openedLinks.popLast() else { return false }
        linkClosers.removeValue(forKey: path)?()
        dirty[path, default: []].append("@link")
        return true
    }

    /// Whether any state changed since the last render.
    public var needsRender: Bool { !dirty.isEmpty }

    /// Starts a render: clears the log and counters.
    public func beginRender() {
        log = []
        lifecycleSites = []
        evaluatedBodies = 0
        seen = []
        rowsSeen = []
        keptPrefixes = []
        order = []
    }

    /// Ends a render: forgets views that left the graph (their state starts over if they return).
    public func endRender() {
        // Views not reached this render left the graph, unless they sit in a subtree kept whole.
        for key in views.keys where !seen.contains(key) && !keptPrefixes.contains(where: { key.hasPrefix($0) }) {
            views[key] = nil
            forget(key)
        }
        for key in rows.keys where !rowsSeen.contains(key) && !keptPrefixes.contains(where: { key.hasPrefix($0) }) {
            rows[key] = nil
        }
        dirty = [:]
    }

    /// The rows a `ForEach` at `path` made last time, when they were made from the same things
    /// and nothing under them changed (its content closure then need not run again).
    func keptRows(at path: String, key: RowsKey) -> [ViewNode]? {
        rowsSeen.insert(path)
        guard let previous = rows[path], previous.key == key else { return nil }
        let below = path + "/"
        guard !dirty.keys.contains(where: { $0.hasPrefix(below) }) else { return nil }
        keptPrefixes.append(below)
        return previous.children
    }

    func rememberRows(at path: String, key: RowsKey, children: [ViewNode]) {
        rows[path] = Rows(key: key, children: children)
    }

    /// A custom view's body subtree: reused, or evaluated with state cells carried over.
    func body(
        of instance: Instance, path: String, interpreter: Interpreter, environment: EnvironmentSnapshot,
        evaluate: (Instance) throws(RuntimeError) -> Value, expand: (Value) throws(RuntimeError) -> ViewNode
    ) throws(RuntimeError) -> ViewNode {
        let identity = path + "<\(instance.decl.serial):\(instance.type.hashValue)>"
        seen.insert(identity)
        order.append(identity)
        let previous = views[identity]
        var current = instance
        let dynamicNames = instance.decl.storedProperties.filter { $0.wrapper != nil }.map(\.storageName)
        var items: [String]
        if let previous { adoptCells(from: previous.instance, into: &current) }
        try interpreter.resolveEnvironment(of: current, in: environment)
        let bound = try boundValues(of: current, interpreter: interpreter)
        if let previous {
            let changedBindings = bound.filter { previous.boundValues[$0.key] != $0.value }.map(\.key)
            let changedState = (dirty[identity] ?? []) + changedBindings
            let selfChanged = !sameValue(previous.instance, current, ignoring: dynamicNames)
            if !selfChanged, changedState.isEmpty {
                // Unchanged: keep the subtree, unless a view inside it has changed state.
                let below = path + "/"
                guard dirty.keys.contains(where: { $0.hasPrefix(below) }) else {
                    keptPrefixes.append(below)
                    return previous.body
                }
                let body = try expand(previous.bodyValue)
                views[identity]?.body = body
                return body
            }
            // Observation's `@dependencies` comes first (as SwiftUI 17 printed it: `@dependencies, @self`).
            items = (changedState.contains(Self.dependencies) ? [Self.dependencies] : [])
                + (selfChanged ? ["@self"] : []) + dynamicNames.filter { changedState.contains($0) }
        } else {
            items = ["@self"] + (dynamicNames.isEmpty ? [] : ["@identity"] + dynamicNames)
        }
        try observeCells(of: current, identity: identity, interpreter: interpreter)
        evaluatedBodies += 1
        reasons.append((current.type, items))
        let depth = reasons.count
        // Logging every body: the line comes when the body starts, before its children's.
        if changesMode == .all { printChanges(depth: depth) }
        let previousHook = interpreter.onPrintChanges
        interpreter.onPrintChanges = { [unowned self] in self.printChanges(depth: depth) }
        defer {
            interpreter.onPrintChanges = previousHook
            printed.remove(depth)
            reasons.removeLast()
        }
        let outerReads = interpreter.observationReads
        interpreter.observationReads = []
        let bodyValue: Value
        do {
            bodyValue = try evaluate(current)
        } catch {
            interpreter.observationReads = outerReads
            throw error
        }
        observeReads(interpreter.observationReads ?? [], identity: identity)
        interpreter.observationReads = outerReads
        let body = try expand(bodyValue)
        views[identity] = Mounted(instance: current, bodyValue: bodyValue, body: body, dynamicNames: dynamicNames, boundValues: bound)
        return body
    }

    /// `Self._printChanges()` ran in the body at `depth`.
    func printChanges(depth: Int) {
        guard changesMode != .off, !printed.contains(depth) else { return }
        printed.insert(depth)
        record(depth: depth)
    }

    private func record(depth: Int) {
        guard changesMode != .off, depth <= reasons.count else { return }
        let (type, items) = reasons[depth - 1]
        log.append(items.isEmpty ? "\(type): unchanged." : "\(type): \(items.joined(separator: ", ")) changed.")
    }

    /// The item `_printChanges` shows when an `@Observable` field a body read has changed.
    static let dependencies = "@dependencies"
    /// The key of what the last drawing read (`drawing(with:_:)`).
    static let display = "@display"

    /// Runs `draw` (the preview's drawing), noting the `@Observable` fields it reads: a control
    /// shows its binding's value, so a write to one of them redraws the preview without running
    /// a body, as SwiftUI redraws the control alone.
    public func drawing<T>(with interpreter: Interpreter, _ draw: () -> T) -> T {
        let outer = interpreter.observationReads
        interpreter.observationReads = []
        let result = draw()
        observeReads(interpreter.observationReads ?? [], identity: Self.display)
        interpreter.observationReads = outer
        return result
    }

    /// Replaces the fresh cells of a new view value with the mounted ones it owns (`@State`, `@StateObject`).
    private func adoptCells(from previous: Instance, into current: inout Instance) {
        for (name, value) in previous.fields {
            if case .cell(let cell) = value, cell.kind.isOwned, case .cell? = current.fields[name] { current.fields[name] = value }
        }
    }

    /// Invalidates the view when its cells are written or the objects it holds publish a change.
    private func observeCells(of instance: Instance, identity: String, interpreter: Interpreter) throws(RuntimeError) {
        for (name, value) in instance.fields {
            guard case .cell(let cell) = value else { continue }
            cell.observe(key: identity) { [weak self] _ in self?.dirty[identity, default: []].append(name) }
            // An environment object not found is observed by no one (reading it is the error).
            guard cell.kind.observesObject, cell.environmentKey == nil || cell.isResolved,
                  case .instance(let model) = try interpreter.dynamicValue(cell, at: nil), let object = model.object else { continue }
            observedObjects[identity, default: []].append(object)
            object.observe(key: identity + "/" + name) { [weak self] change in
                guard case .published = change else { return }
                self?.dirty[identity, default: []].append(name)
            }
        }
    }

    /// Observation: the view depends on the `@Observable` fields its body read, until it runs again.
    private func observeReads(_ reads: [(object: ObjectStorage, field: String)], identity: String) {
        var fields: [ObjectIdentifier: (ObjectStorage, Set<String>)] = [:]
        for (object, field) in reads { fields[ObjectIdentifier(object), default: (object, [])].1.insert(field) }
        let key = identity + "/" + Self.dependencies
        for object in trackedObjects[identity] ?? [] { object.stopObserving(key: key) }
        trackedObjects[identity] = fields.values.map(\.0)
        for (object, names) in fields.values {
            object.observe(key: key) { [weak self] change in
                guard case .field(let name) = change, names.contains(name) else { return }
                self?.dirty[identity, default: []].append(Self.dependencies)
            }
        }
    }

    /// Stops every observation a view that left the graph had.
    private func forget(_ identity: String) {
        for object in trackedObjects[identity] ?? [] { object.stopObserving(key: identity + "/" + Self.dependencies) }
        for object in observedObjects[identity] ?? [] {
            for key in object.keyedObservers.keys where key.hasPrefix(identity + "/") { object.stopObserving(key: key) }
        }
        trackedObjects[identity] = nil
        observedObjects[identity] = nil
    }

    /// What each `@Binding` reached and each `@Environment` value was when the body last ran.
    private func boundValues(of instance: Instance, interpreter: Interpreter) throws(RuntimeError) -> [String: Value] {
        var out: [String: Value] = [:]
        for p in instance.decl.storedProperties where p.wrapper != nil {
            switch instance.fields[p.storageName] {
            case .instance(let binding)? where binding.decl.name == "Binding":
                guard case .function(let get)? = binding.fields["get"] else { continue }
                out[p.storageName] = try interpreter.call(get, [], at: nil)
            case .cell(let cell)? where cell.environmentKey != nil:
                out[p.storageName] = cell.value
            default:
                continue
            }
        }
        return out
    }

    /// Equal view values: every stored property but the dynamic ones (state and bindings).
    private func sameValue(_ a: Instance, _ b: Instance, ignoring dynamic: [String]) -> Bool {
        guard a.decl === b.decl, a.fields.count == b.fields.count else { return false }
        for (name, value) in a.fields {
            if case .cell = value { continue }
            if dynamic.contains(name) { continue }
            guard let other = b.fields[name], value == other else { return false }
        }
        return true
    }

    /// Every `@State` value in the graph, with its owner, in evaluation order.
    public var stateValues: [(owner: String, name: String, value: Value)] {
        var out: [(String, String, Value)] = []
        for identity in order {
            guard let mounted = views[identity] else { continue }
            for p in mounted.instance.decl.storedProperties where p.wrapper != nil {
                if case .cell(let cell)? = mounted.instance.fields[p.storageName] {
                    out.append(("\(mounted.instance.type)", p.storageName, cell.value))
                }
            }
        }
        return out
    }

    /// The view values mounted, in evaluation order (for running statements against them).
    public var mountedInstances: [Instance] {
        order.compactMap { views[$0]?.instance }
    }
}
