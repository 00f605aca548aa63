/// Opened existentials (SE-0352): an `any P` passed where a generic parameter is the parameter's
/// whole type is opened to the type it holds, so it meets the parameter's requirements.
extension ExpressionChecker {
    /// Whether an `any P` passed where a parameter's type is the generic parameter itself is
    /// opened (SE-0352) to meet `proto`: `AnyView(params.headerView())` with an `any View`.
    func opensExistential(_ type: SwiftType, of fn: FunctionDecl, for proto: NominalID, _ sub: Substitution) -> Bool {
        guard case .existential(let held) = type, held.contains(where: { system.protocolRefines($0, proto) }) else { return false }
        return fn.parameters.contains { parameter in
            guard case .parameter(let p) = parameter.type, let bound = sub.bindings[p] else { return false }
            return resolve(bound) == type
        }
    }
}
