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
    private var keptPrefixes: [String] = []
    /// The reasons of the body being evaluated, for `_printChanges`.
    private var reasons: [(type: SwiftType, items: [String])] = []
    private var printed: Set<Int> = []

    public init() {}

    /// Whether any state changed since the last render.
    public var needsRender: Bool { !dirty.isEmpty }

    /// Starts a render: clears the log and counters.
    public func beginRender() {
        log = []
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
        of instance: Instance, path: String, interpreter: Interpreter,
        evaluate: (Instance) throws(RuntimeError) -> Value, expand: (Value) throws(RuntimeError) -> ViewNode
    ) throws(RuntimeError) -> ViewNode {
        let identity = path + "<\(instance.decl.serial):\(instance.type.hashValue)>"
        seen.insert(identity)
        order.append(identity)
        let previous = views[identity]
        var current = instance
        let dynamicNames = instance.decl.storedProperties.filter { $0.wrapper != nil }.map(\.storageName)
        var items: [String]
        let bound = try boundValues(of: current, interpreter: interpreter)
        if let previous {
            adoptCells(from: previous.instance, into: &current)
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
            items = (selfChanged ? ["@self"] : []) + dynamicNames.filter { changedState.contains($0) }
        } else {
            items = ["@self"] + (dynamicNames.isEmpty ? [] : ["@identity"] + dynamicNames)
        }
        observeCells(of: current, identity: identity)
        evaluatedBodies += 1
        reasons.append((current.type, items))
        let depth = reasons.count
        let previousHook = interpreter.onPrintChanges
        interpreter.onPrintChanges = { [unowned self] in self.printChanges(depth: depth) }
        defer {
            interpreter.onPrintChanges = previousHook
            if changesMode == .all, !printed.contains(depth) { record(depth: depth) }
            printed.remove(depth)
            reasons.removeLast()
        }
        let bodyValue = try evaluate(current)
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

    /// Replaces the fresh `@State` cells of a new view value with the mounted ones.
    private func adoptCells(from previous: Instance, into current: inout Instance) {
        for (name, value) in previous.fields {
            if case .cell = value, case .cell? = current.fields[name] { current.fields[name] = value }
        }
    }

    private func observeCells(of instance: Instance, identity: String) {
        for (name, value) in instance.fields {
            guard case .cell(let cell) = value else { continue }
            cell.onChange = { [weak self] _ in self?.dirty[identity, default: []].append(name) }
        }
    }

    /// The current value behind each `@Binding` of a view (bindings compare by what they reach).
    private func boundValues(of instance: Instance, interpreter: Interpreter) throws(RuntimeError) -> [String: Value] {
        var out: [String: Value] = [:]
        for p in instance.decl.storedProperties where p.wrapper?.qualifiedName == "Binding" {
            guard case .instance(let binding)? = instance.fields[p.storageName], case .function(let get)? = binding.fields["get"] else { continue }
            out[p.storageName] = try interpreter.call(get, [], at: nil)
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
