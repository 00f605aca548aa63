import SwiftSyntax

/// Properties checked when first needed: a type inferred from an initial value, getters,
/// setters, observers, and initial values (`lazy` ones in the instance's context).
extension Checker {
    /// A property's type, inferring it from its initializer or (for `some P`) its getter.
    public func propertyType(_ p: PropertyDecl) throws(CheckError) -> SwiftType {
        if p.hasUnresolvedType { throw CheckError.followingOn(p.name, at: p.syntax ?? Syntax(TokenSyntax.unknown(""))) }
        if p.type != .error { return p.type }
        if p.wrapper != nil {
            _ = try wrapperStorage(of: p)
            return p.type
        }
        if p.opaqueResult != nil {
            _ = try checkedGetter(of: p)
            return p.type
        }
        guard let initializer = p.initializer else { return p.type }
        if p.isBeingChecked { throw CheckError("circular reference", at: p.syntax ?? Syntax(initializer)) }
        p.isBeingChecked = true
        defer { p.isBeingChecked = false }
        loadDeclarations(reachedByBody: initializer)
        let checker = initialValueChecker(p)
        let value: Expr
        if let bare = p.annotationWithoutArguments {
            value = try checker.checkValue(initializer, specifiedType: checker.openingArguments(of: bare))
        } else {
            value = try checker.checkValue(initializer, expected: nil)
        }
        checker.finish()
        p.type = checker.resolve(value.type)
        p.checkedInitializer = value
        checkedProperties.append(p)
        return p.type
    }

    /// The checked getter of a computed property.
    public func checkedGetter(of p: PropertyDecl) throws(CheckError) -> CheckedBody? {
        if let done = p.checkedGetter { return done }
        guard let getter = p.getter else { return nil }
        if p.isBeingChecked {
            throw CheckError("function opaque return type was inferred but its underlying type refers to itself", at: p.syntax ?? Syntax(getter))
        }
        p.isBeingChecked = true
        defer { p.isBeingChecked = false }
        let checker = bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: p.isStatic, mutating: false, staticMember: p.isStatic)
        var builder = p.builder
        if builder == nil { builder = try inferredBuilder(named: p.name, owner: p.owner, isFunction: false, member: p.syntax, body: getter) }
        let declaration = p.syntax.flatMap { $0.as(VariableDeclSyntax.self) ?? $0.ancestorVariable }
        let arguments = p.builder == nil ? [] : builderArguments(in: declaration?.attributes ?? [], owner: p.owner, generics: [], requirements: p.requirements)
        checker.opaqueResultProtocols = builder == nil ? p.opaqueResult ?? [] : []
        let checked = try checker.checkBody(getter, builder: builder, builderArguments: arguments, expectedResult: p.opaqueResult == nil ? p.type : nil)
        checker.finish()
        if let protocols = p.opaqueResult {
            let underlying = checker.resolve(checked.resultType)
            for proto in protocols where !system.conforms(underlying, to: proto, requirements: checker.requirements) {
                throw CheckError("return type of property '\(p.name)' requires that '\(underlying.sugared)' conform to '\(proto.simpleName)'", at: Self.resultAnchor(checked) ?? p.syntax ?? Syntax(getter))
            }
            p.type = underlying
        }
        p.checkedGetter = checked
        checkedProperties.append(p)
        return checked
    }

    /// The checked `set` accessor of a computed property: a mutating body (unless `nonmutating`)
    /// with `newValue` (or the name written in `set(v)`) of the property's type.
    public func checkedSetter(of p: PropertyDecl) throws(CheckError) -> CheckedBody? {
        if let done = p.checkedSetter { return done }
        guard let setter = p.setter else { return nil }
        p.checkedSetter = try checkedAccessor(setter, of: p)
        checkedProperties.append(p)
        return p.checkedSetter
    }

    /// The checked observers of a stored property: `willSet` (with `newValue`), `didSet` (with `oldValue`).
    public func checkedObservers(of p: PropertyDecl) throws(CheckError) -> (willSet: CheckedBody?, didSet: CheckedBody?) {
        if p.checkedWillSet == nil, let willSet = p.willSet { p.checkedWillSet = try checkedAccessor(willSet, of: p) }
        if p.checkedDidSet == nil, let didSet = p.didSet { p.checkedDidSet = try checkedAccessor(didSet, of: p) }
        if p.isObserved { checkedProperties.append(p) }
        return (p.checkedWillSet, p.checkedDidSet)
    }

    /// An accessor body that takes a value of the property's type and returns nothing.
    private func checkedAccessor(_ accessor: Accessor, of p: PropertyDecl) throws(CheckError) -> CheckedBody {
        let type = try propertyType(p)
        let mutating = p.owner?.kind != .class && !accessor.isNonmutating
        let checker = bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: p.isStatic, mutating: mutating, staticMember: p.isStatic)
        checker.declare(accessor.parameter, .init(type: type, isMutable: false))
        let checked = try checker.checkBody(accessor.statements, builder: nil, expectedResult: .void)
        checker.finish()
        return checked
    }

    /// The checked initial value of a stored property.
    public func checkedInitializer(of p: PropertyDecl) throws(CheckError) -> Expr? {
        if let done = p.checkedInitializer { return done }
        guard let initializer = p.initializer else { return nil }
        let type = try propertyType(p)
        if let done = p.checkedInitializer { return done }
        if let literal = Self.plainLiteral(initializer, of: type) {
            p.checkedInitializer = literal
            checkedProperties.append(p)
            return literal
        }
        let checker = initialValueChecker(p)
        let value = try checker.checkValue(initializer, specifiedType: type)
        checker.finish()
        p.checkedInitializer = value
        checkedProperties.append(p)
        return value
    }

    /// A default that is a literal of the property's own type (`= nil` of an optional, `= false`,
    /// `= 0` of a number type): what checking it would make, without making a checker for it.
    /// (Most of a profile type's fields are such: a `Text` has fourteen.)
    static func plainLiteral(_ syntax: ExprSyntax, of type: SwiftType) -> Expr? {
        if syntax.is(NilLiteralExprSyntax.self), type.optionalWrapped != nil {
            return Expr(.nilLiteral, type, syntax)
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self), type == DeclarationTable.bool {
            return Expr(.bool(literal.literal.tokenKind == .keyword(.true)), type, syntax)
        }
        if let literal = syntax.as(IntegerLiteralExprSyntax.self), let number = NumericType(type) {
            // (One that does not fit is left to the checker, which says so.)
            return ExpressionChecker.integerLiteral(literal.literal.text.filter { $0 != "_" }, as: number, at: syntax)
        }
        return nil
    }

    /// The checker of a stored property's initial value: in its type's static context (Swift
    /// computes it before `self` exists), or the instance's for a `lazy` one.
    func initialValueChecker(_ p: PropertyDecl) -> ExpressionChecker {
        if p.isLazy, !p.isStatic {
            return bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: false, mutating: true)
        }
        let checker = bodyChecker(owner: p.owner, generics: [], requirements: p.requirements, isStatic: true, mutating: false, staticMember: true)
        checker.selfIsType = p.isStatic
        return checker
    }

    /// Where swiftc points when a body's result does not fit: the returned expression.
    static func resultAnchor(_ body: CheckedBody) -> Syntax? {
        guard case .return(let value?)? = body.statements.last else { return nil }
        return value.syntax
    }
}
