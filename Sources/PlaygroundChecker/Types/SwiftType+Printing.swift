/// The one printer of types, matching `print(type(of:))`: no sugar, innermost names.
extension SwiftType: CustomStringConvertible {
    public var description: String {
        switch self {
        case .nominal(let id, let allArgs):
            let name = String(id.simpleName)
            let args = allArgs.indices.dropFirst(id.inheritedArguments).map { index in
                guard id.packArguments.contains(index) else { return allArgs[index].description }
                // A pack's elements, as the runtime prints them (`Predicate<Pack{Bird}>`).
                let elements = if case .tuple(let elements, _) = allArgs[index] { elements } else { [allArgs[index]] }
                return "Pack{" + elements.map(\.description).joined(separator: ", ") + "}"
            }
            return args.isEmpty ? name : "\(name)<\(args.joined(separator: ", "))>"
        case .tuple(let elements, let labels):
            if elements.isEmpty { return "()" }
            let parts = zip(elements, labels).map { element, label in
                label.map { "\($0): \(element)" } ?? element.description
            }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let params, let result):
            return "(\(params.map(\.description).joined(separator: ", "))) -> \(result)"
        case .parameter(let p):
            return p.name
        case .variable(let n):
            return "$T\(n)"
        case .member(let base, let name):
            return "\(base).\(name)"
        case .packExpansion(let pattern):
            return "repeat \(pattern)"
        case .inoutParameter(let base):
            return "inout \(base)"
        case .metatype(let t):
            return "\(t).Type"
        case .existential(let protocols):
            // As the runtime names it: no `any`, marker protocols left out (`Array<Hashable & Named>`).
            let shown = protocols.filter { $0.qualifiedName != "Sendable" }
            if shown.isEmpty { return "Any" }
            return shown.map { String($0.simpleName) }.joined(separator: " & ")
        case .error:
            return "<<error type>>"
        }
    }
}

extension SwiftType {
    /// An entry's static type as its type line shows it: the printer's, except that an
    /// existential at the top keeps `any` (a `#Preview`'s `any View`), which says what Swift
    /// knows of it; inside another type it is printed as the runtime names it.
    public var entryDescription: String {
        if case .existential(let protocols) = self, !protocols.isEmpty, protocols != [TypeSystem.anyObject] { return "any " + description }
        return description
    }
}
