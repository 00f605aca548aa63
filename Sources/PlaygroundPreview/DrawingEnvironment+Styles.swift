import PlaygroundRuntime

extension DrawingEnvironment {
    /// Records `style` for `control` when it is a person's (its `makeBody` runs); a built-in
    /// style below a person's clears it.
    mutating func recordStyle(_ style: Value?, for control: StyledControl) {
        guard case .instance(let instance)? = style?.unwrapped else { return }
        customStyles[control] = Interpreter.makeBody(of: instance.decl) != nil ? .instance(instance) : nil
    }
}
