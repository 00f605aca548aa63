/// Tarjan's strongly connected components of a graph, each after the components it reaches.
struct StronglyConnectedComponents {
    private(set) var components: [[Int]] = []
    private var edges: [Int: [Int]]
    private var index: [Int: Int] = [:]
    private var lowLink: [Int: Int] = [:]
    private var stack: [Int] = []
    private var onStack: Set<Int> = []
    private var counter = 0

    init(nodes: [Int], edges: [Int: [Int]]) {
        self.edges = edges
        for node in nodes where index[node] == nil { visit(node) }
    }

    /// Iterative, so a long chain of declarations cannot overflow the stack.
    private mutating func visit(_ root: Int) {
        var work: [(node: Int, next: Int)] = [(root, 0)]
        enter(root)
        while let (node, next) = work.last {
            let successors = edges[node] ?? []
            if next < successors.count {
                work[work.count - 1].next += 1
                let successor = successors[next]
                if index[successor] == nil {
                    enter(successor)
                    work.append((successor, 0))
                } else if onStack.contains(successor) {
                    lowLink[node] = min(lowLink[node]!, index[successor]!)
                }
                continue
            }
            work.removeLast()
            if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
            if lowLink[node] == index[node] {
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }
    }

    private mutating func enter(_ node: Int) {
        index[node] = counter
        lowLink[node] = counter
        counter += 1
        stack.append(node)
        onStack.insert(node)
    }
}
