import SwiftSyntax

/// A wrapped property's backing storage (`_count` for `@State var count`): its type and how
/// it is made, as SE-0258 lays it out.
public struct WrapperStorage: @unchecked Sendable {
    /// The wrapper type with its generic arguments (`State<Int>`, `Environment<DismissAction>`).
    public let type: SwiftType
    /// The storage made from the attribute's arguments and the initial value (`State(wrappedValue: 0)`,
    /// `Environment(\.dismiss)`); nil when an initializer must provide it.
    public let initialization: Expr?
    /// The storage made from a wrapped value held in the local `wrappedValueName`, when the wrapper
    /// has `init(wrappedValue:)` (the memberwise initializer's parameter, `self.x = …` in an `init`).
    public let fromWrappedValue: Expr?
    /// The type the memberwise initializer takes for the property: the wrapped type (with
    /// `init(wrappedValue:)`), else the wrapper's, defaulting to `initialization` when the
    /// attribute alone makes it (`@Namespace var id`: `init(id: Namespace = Namespace())`).
    public let memberwiseType: SwiftType?

    public static let wrappedValueName = "$wrappedValue"
}

extension Checker {
    /// The backing storage of a wrapped property; its wrapped type is known afterwards.
    public func wrapperStorage(of p: PropertyDecl) throws(CheckError) -> WrapperStorage? {
        if let done = p.checkedWrapper { return done }
        if p.hasUnresolvedType { throw CheckError.followingOn(p.name, at: p.syntax ?? Syntax(TokenSyntax.unknown(""))) }
        guard let wrapper = p.wrapper, let decl = table.nominal(wrapper) else { return nil }
        if p.isBeingChecked { throw CheckError("circular reference", at: p.syntax ?? decl.syntax ?? Syntax(TokenSyntax.unknown(""))) }
        p.isBeingChecked = true
        defer { p.isBeingChecked = false }
        let node = p.wrapperAttribute.map(Syntax.init) ?? p.syntax ?? Syntax(TokenSyntax.unknown(""))
        let checker = bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: true, mutating: false, staticMember: true)
        var attributeArguments: [Argument] = []
        if case .argumentList(let list)? = p.wrapperAttribute?.arguments {
            attributeArguments = list.map { Argument(label: $0.label?.text, syntax: $0.expression) }
        }
        let annotated = p.type != .error
        let expected = annotated ? expectedWrapperType(decl, wrapped: p.type) : nil
        let unbound = SwiftType.nominal(wrapper, [])
        var initialization: Expr?
        if let initializer = p.initializer {
            let value = annotated ? try checker.check(initializer, convertingTo: p.type) : try checker.check(initializer)
            let wrapped = Argument(label: "wrappedValue", checked: value)
            initialization = try checker.initializer(of: unbound, [wrapped] + attributeArguments, expected: expected, at: node)
        } else if !attributeArguments.isEmpty || decl.initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
            // With arguments the initializer must exist; without, `W()` is tried quietly.
            if attributeArguments.isEmpty {
                initialization = try? checker.initializer(of: unbound, [], expected: expected, at: node)
            } else {
                initialization = try checker.initializer(of: unbound, attributeArguments, expected: expected, at: node)
            }
        }
        // An optional wrapped value without one starts as nil (`@Published var name: String?`).
        let startsAsNil = initialization == nil && p.initializer == nil && attributeArguments.isEmpty && annotated
            && p.type.optionalWrapped != nil && decl.initializers.contains { $0.parameters.first?.label == "wrappedValue" }
        if startsAsNil {
            let none = Argument(label: "wrappedValue", checked: Expr(.nilLiteral, p.type, node))
            initialization = try? checker.initializer(of: unbound, [none], expected: expected, at: node)
        }
        // `@Query var birds: [Bird]` made by `Query()`: the wrapped type binds what the
        // initializer left open (`Element`, which `wrappedValue: Result` does not name).
        if annotated, let made = initialization.map({ checker.resolve($0.type) }), case .nominal = made,
           let property = decl.properties["wrappedValue"]?.first(where: { !$0.isStatic }), let declared = try? propertyType(property) {
            _ = checker.solver.unify(declared.substituting(system.substitution(for: made)), p.type)
        }
        checker.finish()
        var storageType = initialization.map { checker.resolve($0.type) } ?? expected ?? .error
        if !annotated {
            guard storageType != .error else { throw CheckError("type annotation missing in pattern", at: p.syntax ?? node) }
            p.type = try wrappedType(of: storageType, decl: decl, at: node)
        }
        // With `init(wrappedValue:)`, a wrapped value becomes storage (memberwise, `init` bodies).
        var fromWrappedValue: Expr?
        // Found by the initial value, declared in the wrapper's own body (swiftc passes over a generic
        // one and those of extensions), or the memberwise one of a wrapper whose first stored property is `wrappedValue`.
        let takesWrappedValue = p.initializer != nil || decl.initializers.contains {
            $0.parameters.first?.label == "wrappedValue" && $0.genericParameters.isEmpty && !$0.isDeclaredInExtension
        } || (decl.kind == .struct && !decl.declaresInitializer && decl.storedProperties.first?.name == "wrappedValue")
        if takesWrappedValue, p.type != .error {
            let local = bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: true, mutating: false)
            local.declare(WrapperStorage.wrappedValueName, .init(type: p.type, isMutable: false))
            let value = Expr(.local(WrapperStorage.wrappedValueName), p.type, node)
            fromWrappedValue = try? local.initializer(
                of: unbound, [Argument(label: "wrappedValue", checked: value)] + attributeArguments,
                expected: expectedWrapperType(decl, wrapped: p.type), at: node)
            local.finish()
            if storageType == .error, let made = fromWrappedValue { storageType = local.resolve(made.type) }
        }
        // SE-0258: the memberwise initializer takes the wrapped value (with `init(wrappedValue:)`),
        // else the wrapper, whose default is the attribute's (`@Namespace var id`). A wrapper with
        // `init(wrappedValue:)` that the attribute alone makes is left out.
        let madeByAttribute = p.initializer == nil && !startsAsNil && initialization != nil
        let memberwiseType: SwiftType? = if fromWrappedValue != nil {
            madeByAttribute ? nil : p.type
        } else {
            storageType
        }
        let storage = WrapperStorage(type: storageType, initialization: initialization, fromWrappedValue: fromWrappedValue, memberwiseType: memberwiseType)
        p.checkedWrapper = storage
        checkedProperties.append(p)
        return storage
    }

    /// `W<T>` for a wrapper generic over its wrapped value, `W` for a non-generic one.
    func expectedWrapperType(_ decl: NominalDecl, wrapped: SwiftType) -> SwiftType? {
        // The generic arguments that make `wrappedValue`'s type the wrapped one (`Query<Element>`
        // whose `wrappedValue` is `[Element]`, for `@Query var books: [Book]`).
        if let property = decl.properties["wrappedValue"]?.first(where: { !$0.isStatic }), !decl.genericParameters.isEmpty {
            var solver = Solver()
            var opened = Substitution()
            for p in decl.genericParameters { opened.bindings[p] = solver.fresh(for: p) }
            if solver.unify(property.type.substituting(opened), wrapped) {
                let arguments = decl.genericParameters.map { solver.resolve(opened.bindings[$0]!) }
                if !arguments.contains(where: { if case .variable = $0 { true } else { false } }) {
                    return .nominal(decl.id, arguments)
                }
            }
        }
        switch decl.genericParameters.count {
        case 0: return .nominal(decl.id, [])
        case 1: return .nominal(decl.id, [wrapped])
        default: return nil
        }
    }

    /// The type of a wrapper's `wrappedValue` (the wrapped property's type).
    func wrappedType(of storage: SwiftType, decl: NominalDecl, at node: Syntax) throws(CheckError) -> SwiftType {
        guard let wrapped = decl.properties["wrappedValue"]?.first(where: { !$0.isStatic }) else {
            throw CheckError("property wrapper type '\(decl.name)' does not contain a non-static property named 'wrappedValue'", at: node)
        }
        return system.normalize(try propertyType(wrapped).substituting(system.substitution(for: storage)))
    }
}
