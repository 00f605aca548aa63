import PlaygroundChecker

/// Running a person's control style (`struct Card: ButtonStyle`) for the preview: its
/// `makeBody(configuration:)` on a configuration whose views are placeholders
/// (`ButtonStyleConfiguration.Label`) the drawing fills with the control's own parts.
extension Interpreter {
    /// A value of a configuration's placeholder view (`ButtonStyleConfiguration.Label`).
    public func placeholder(_ typeName: String) throws(RuntimeError) -> Value {
        try instance(typeName)
    }

    /// A style configuration from its stored properties' values, as its memberwise initializer
    /// would store them (`isOn` of `ToggleStyleConfiguration` is a binding's wrapped value).
    public func configuration(_ typeName: String, _ values: [String: Value]) throws(RuntimeError) -> Value {
        guard let decl = checker.table.nominal(typeName) else { throw RuntimeError("no \(typeName) in this profile", at: nil) }
        var instance = Instance(decl: decl, type: decl.declaredType)
        for p in decl.storedProperties {
            if let value = values[p.name] { try store(value, as: p, in: &instance) }
        }
        return .instance(instance)
    }

    /// The style's `makeBody(configuration:)`: the view it returns and that view's type.
    public func styleBody(of style: Value, configuration: Value) throws(RuntimeError) -> (value: Value, type: SwiftType) {
        guard case .instance(let instance) = style, let fn = Self.makeBody(of: instance.decl) else {
            throw RuntimeError("the style has no makeBody(configuration:)", at: nil)
        }
        let sub = checker.system.substitution(for: instance.type)
        let (value, _) = try invoke(fn, receiver: style, args: [configuration], substitution: sub, at: fn.syntax)
        let full = Substitution(sub.bindings.merging([instance.decl.selfParameter: instance.type]) { a, _ in a })
        return (value, checker.system.normalize(fn.resultType.substituting(full)))
    }

    /// A style type's own `makeBody(configuration:)` to run; nil for the built-in styles, whose
    /// bodies are `Never` (the drawing knows them by name).
    public static func makeBody(of decl: NominalDecl) -> FunctionDecl? {
        decl.functions(named: "makeBody")?.first {
            $0.parameters.first?.label == "configuration" && $0.body != nil && !$0.resultType.isNever
        }
    }
}
