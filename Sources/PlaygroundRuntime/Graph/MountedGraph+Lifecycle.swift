import PlaygroundChecker

/// Views appearing, changing and disappearing: the actions of `onAppear`, `onChange`, `task`,
/// `onDisappear` and `onReceive`, run after a render as SwiftUI runs them.
///
/// Order, as SwiftUI 5 runs them (a test by benigumo, 2024, `Text`/`VStack`/`Group` each with
/// all three): the deepest views' first; on one view, `onAppear` and `onChange(initial:)` in
/// the order they are written; every `task` after all of those. An action that changes state
/// makes the session render again.
extension MountedGraph {
    /// Notes an event modifier met while rendering (after its content: deepest first).
    func recordLifecycle(_ site: LifecycleSite) {
        lifecycleSites.append(site)
    }

    /// Runs the actions the last render calls for, against the render before it: appearing
    /// views' `onAppear`, `onChange(initial: true)` and `task`, changed values' `onChange`
    /// (and `task(id:)`), and missing views' `onDisappear`; subscribes appearing `onReceive`s
    /// and cancels missing ones.
    public func settleLifecycle(_ interpreter: Interpreter) throws(RuntimeError) {
        let previous = settledSites
        var current: [String: LifecycleSite] = [:]
        var order: [String] = []
        var tasks: [FunctionValue] = []
        for site in lifecycleSites where current[site.path] == nil {
            current[site.path] = site
            order.append(site.path)
        }
        // Sites under a subtree kept whole (rows a `ForEach` did not make again) are still there.
        for path in settledOrder where current[path] == nil && keptPrefixes.contains(where: { path.hasPrefix($0) }) {
            current[path] = previous[path]
            order.append(path)
        }
        let appearing = order.filter { previous[$0] == nil }
        settledSites = current
        settledOrder = order
        for path in order {
            guard let site = current[path], !keptPrefixes.contains(where: { path.hasPrefix($0) }) else { continue }
            let old = previous[path]
            switch site.kind {
            case .appearance(let appear, _):
                if old == nil, let appear { _ = try interpreter.call(appear, [], at: nil) }
            case .task(let action, let id):
                if old == nil {
                    tasks.append(action)
                } else if case .task(_, let oldID)? = old?.kind, let id, oldID != id {
                    tasks.append(action)
                }
            case .change(let value, let action, let initial, let takesOldValue):
                if case .change(let oldValue, _, _, _)? = old?.kind {
                    if oldValue != value { _ = try interpreter.call(action, takesOldValue ? [oldValue, value] : [value], at: nil) }
                } else if old == nil, initial {
                    _ = try interpreter.call(action, takesOldValue ? [value, value] : [value], at: nil)
                }
            case .receive(let publisher, let action):
                if let subscription = subscriptions[path] {
                    subscription.action = action
                } else if appearing.contains(path) {
                    subscriptions[path] = try ReceiveSubscription(publisher, action: action, interpreter: interpreter)
                }
            }
        }
        for path in previous.keys.sorted() where current[path] == nil {
            if case .appearance(_, let disappear?)? = previous[path]?.kind { _ = try interpreter.call(disappear, [], at: nil) }
            subscriptions.removeValue(forKey: path)?.cancel(interpreter)
        }
        for task in tasks { _ = try interpreter.call(task, [], at: nil) }
    }
}

/// An `onReceive` subscription: the publisher's `sink`, calling the view's latest action.
final class ReceiveSubscription {
    var action: FunctionValue
    private var cancellable: Value = .void

    init(_ publisher: Value, action: FunctionValue, interpreter: Interpreter) throws(RuntimeError) {
        self.action = action
        interpreter.checker.loadProfileMembers(named: ["sink"])
        guard let publisherDecl = interpreter.checker.table.nominal("Publisher"),
              let sink = publisherDecl.functions(named: "sink")?.first(where: { $0.parameters.map(\.label) == ["receiveCompletion", "receiveValue"] }),
              case .instance(let instance) = publisher else {
            throw RuntimeError("onReceive: the publisher cannot be subscribed to", at: nil)
        }
        let receive = FunctionValue(.native { [unowned self, unowned interpreter] (args) throws(RuntimeError) -> Value in
            try interpreter.call(self.action, args, at: nil)
        })
        let ignore = FunctionValue(.native { _ in .void })
        let substitution = Substitution([publisherDecl.selfParameter: instance.type])
        cancellable = try interpreter.invoke(sink, receiver: publisher, args: [.function(ignore), .function(receive)], substitution: substitution, at: nil).result
    }

    /// Ends the subscription (`AnyCancellable.cancel()`).
    func cancel(_ interpreter: Interpreter) {
        guard case .instance(let token) = cancellable, case .function(let onCancel)? = token.fields["onCancel"] else { return }
        _ = try? interpreter.call(onCancel, [], at: nil)
    }
}
