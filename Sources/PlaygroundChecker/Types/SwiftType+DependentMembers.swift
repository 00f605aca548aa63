extension SwiftType {
    /// Whether the type names an associated type of a generic parameter (`Binding<F.FormatInput>`):
    /// an argument of such a parameter is checked once the other arguments have bound `F`.
    var mentionsDependentMember: Bool {
        switch self {
        case .member: true
        case .nominal(_, let args): args.contains(where: \.mentionsDependentMember)
        case .tuple(let elements, _): elements.contains(where: \.mentionsDependentMember)
        case .function(let parameters, let result): parameters.contains(where: \.mentionsDependentMember) || result.mentionsDependentMember
        case .packExpansion(let t), .inoutParameter(let t), .metatype(let t): t.mentionsDependentMember
        case .parameter, .variable, .existential, .error: false
        }
    }
}
