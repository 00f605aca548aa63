protocol Hook {
    associatedtype State = Void
    func makeState() -> State
}

struct Coordinator<H: Hook> {
    var state: H.State
}

struct StateHook<State>: Hook {
    let initial: State
    func makeState() -> Ref { Ref(state: initial) }
    func read(_ coordinator: Coordinator<StateHook<State>>) -> State { coordinator.state.state }
}

extension StateHook {
    final class Ref {
        var state: State
        init(state: State) { self.state = state }
    }
}

struct Counter<Value>: IteratorProtocol {
    var value: Value
    mutating func next() -> Value? { value }
}

func run() {
    let hook = StateHook(initial: 5)
    let coordinator = Coordinator<StateHook<Int>>(state: hook.makeState())
    print(hook.read(coordinator))
    coordinator.state.state = 8
    print(hook.read(coordinator), coordinator.state.state + 1)
    var counter = Counter(value: "x")
    print(counter.next() ?? "-")
}
