import PlaygroundChecker
import PlaygroundRuntime

/// The view an entry mounted: its value and type, and the graph that keeps its state.
final class MountedView {
    let value: Value
    let type: SwiftType
    let graph = MountedGraph()
    var root: ViewNode?

    init(value: Value, type: SwiftType) {
        self.value = value
        self.type = type
    }

    /// The view whose state statements at the prompt act on: the first with `@State`, else the first custom view.
    var stateOwner: Instance? {
        let mounted = graph.mountedInstances
        return mounted.first { $0.decl.storedProperties.contains { $0.wrapper != nil } } ?? mounted.first
    }
}
