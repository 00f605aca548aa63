import PlaygroundRuntime

/// The range forms of `.lineLimit` (`LineLimitModifier`): text below keeps to the upper bound.
enum LineLimitWriting: ModifierKind {
    static let declarations = ["LineLimitModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        if case .int(let limit)? = modifier.field("upperBound")?.unwrapped { environment.lineLimit = limit }
    }
}
