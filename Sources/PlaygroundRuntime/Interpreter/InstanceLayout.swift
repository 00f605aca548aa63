import PlaygroundChecker

/// How a type's new instance is made (`Interpreter.instanceLayout(_:)`): the stored properties
/// whose initial values are literals, with those values, and the properties evaluated per instance.
struct InstanceLayout {
    /// The type it is for: held, so its `ObjectIdentifier` (the cache's key) is not reused.
    let decl: NominalDecl
    var literals: [String: Value] = [:]
    var others: [PropertyDecl] = []
}
