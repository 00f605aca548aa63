import PlaygroundChecker

/// The environment flowing down the graph: what `_EnvironmentKeyWritingModifier`s write.
extension ViewGraph {
    /// The environment below a modifier: unchanged, or with the key (or object) it writes.
    func environment(_ outer: EnvironmentSnapshot, writtenBy modifier: Instance) -> EnvironmentSnapshot {
        guard modifier.decl.id.qualifiedName == "_EnvironmentKeyWritingModifier",
              case .string(let written)? = modifier.fields["keyPath"], let value = modifier.fields["value"] else { return outer }
        var environment = outer
        switch written {
        case Self.objectKey:
            // `.environmentObject(model)`, `.environment(model)`: found again by the object's type.
            let object = if case .optional(let wrapped) = value { wrapped } else { value }
            if case .instance(let instance)? = object { environment.objects[instance.type] = .instance(instance) }
        default:
            // `\.colorScheme` as the key path prints, or the key a modifier names (`font`).
            let key = written.hasPrefix("\\.") ? String(written.dropFirst(2)) : written
            environment.values[key] = value
        }
        return environment
    }

    /// The key `environmentObject(_:)` and `environment(_:)` write objects under.
    static let objectKey = "$object"
}
