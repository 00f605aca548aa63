import PlaygroundSyntax
import SwiftSyntax

/// Members: functions, initializers, properties, enum cases, aliases, associated types.
extension DeclarationCollector {
    func collectMembers(
        of decl: NominalDecl, from block: MemberBlockSyntax, scope: GenericScope,
        extensionRequirements: [Requirement], isProtocolExtension: Bool
    ) {
        for member in block.members {
            let syntax = member.decl
            record { () throws(CheckError) in
                if let f = syntax.as(FunctionDeclSyntax.self) {
                    if decl.kind == .protocol, !isProtocolExtension { decl.requiredFunctionNames.insert(f.name.text.unescapedIdentifier) }
                    let read = { [self] () throws(CheckError) in
                        decl.addFunction(try makeFunction(f, owner: decl, scope: scope, extensionRequirements: extensionRequirements, isProtocolExtension: isProtocolExtension))
                    }
                    if lazyMembers {
                        decl.addFunction(named: f.name.text.unescapedIdentifier) { [self] in record(read) }
                    } else {
                        try read()
                    }
                } else if let i = syntax.as(InitializerDeclSyntax.self) {
                    decl.addInitializer(try makeInitializer(i, owner: decl, scope: scope, extensionRequirements: extensionRequirements, isProtocolExtension: isProtocolExtension))
                    if block.parent?.is(ExtensionDeclSyntax.self) == false { decl.declaresInitializer = true }
                } else if let v = syntax.as(VariableDeclSyntax.self) {
                    for property in try makeProperties(v, owner: decl, scope: scope, extensionRequirements: extensionRequirements, isProtocolExtension: isProtocolExtension) {
                        decl.addProperty(property)
                        if property.isStored, !property.isStatic, !isProtocolExtension, decl.kind != .protocol {
                            decl.addStoredProperty(property)
                        }
                    }
                } else if let c = syntax.as(EnumCaseDeclSyntax.self) {
                    for element in c.elements {
                        var payload: [SwiftType] = []
                        var labels: [String?] = []
                        var defaults: [ExprSyntax?] = []
                        for p in element.parameterClause?.parameters ?? [] {
                            payload.append(try resolver.resolve(p.type, in: scope))
                            labels.append(p.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text.unescapedIdentifier })
                            defaults.append(p.defaultValue?.value)
                        }
                        let name = element.name.text.unescapedIdentifier
                        if decl.enumCases[name] == nil { decl.enumCaseOrder.append(name) }
                        if let raw = element.rawValue?.value { decl.rawValueLiterals[name] = raw }
                        decl.enumCases[name] = EnumCaseDecl(name: name, payload: payload, labels: labels, defaults: defaults)
                    }
                } else if let s = syntax.as(SubscriptDeclSyntax.self), !isProfile || s.parameterClause.parameters.first?.firstName.text != "dynamicMember"
                            || !ExpressionChecker.bindingSubjects.contains(decl.id.qualifiedName) {
                    // (The `subscript(dynamicMember:)` of SwiftUI's data flow types is reached through
                    // `ExpressionChecker+DynamicMembers.swift`; others are called as declared.)
                    let subscriptDecl = try makeSubscript(s, owner: decl, scope: scope, isProtocolExtension: isProtocolExtension)
                    if decl.kind == .protocol, !isProtocolExtension { decl.requiredFunctionNames.insert(subscriptDecl.name) }
                    decl.addFunction(subscriptDecl)
                } else if let a = syntax.as(TypeAliasDeclSyntax.self), decl.typeAliases[a.name.text] == nil {
                    var aliasScope = scope
                    if decl.kind == .protocol { aliasScope.protocolSelf = decl.selfParameter }
                    decl.typeAliases[a.name.text] = try makeAlias(a, scope: aliasScope)
                } else if let a = syntax.as(AssociatedTypeDeclSyntax.self), decl.associatedTypes[a.name.text] == nil {
                    var protocols: [NominalID] = []
                    for inherited in a.inheritanceClause?.inheritedTypes ?? [] {
                        protocols += try resolver.protocolList(inherited.type, in: scope)
                    }
                    decl.associatedTypes[a.name.text] = AssociatedTypeDecl(name: a.name.text, conformances: protocols)
                }
            }
        }
    }

    /// The aliases in a type's or extension's body recorded ahead of the others, silently: those
    /// that name a type (`onlyTypeNames`), before inheritance, since conformances and extensions
    /// may be written through them (`struct B: Defaults.Bridge`, `extension Defaults.Keys`); or
    /// any, once inheritance is known, since the type's own stored properties may name an
    /// extension's (`var builder: BuilderClosure`). One that does not resolve yet waits for
    /// the others, which report its error.
    func collectAliasesAhead(of decl: NominalDecl, from block: MemberBlockSyntax, onlyTypeNames: Bool) {
        for member in block.members {
            guard let a = member.decl.as(TypeAliasDeclSyntax.self), a.genericParameterClause == nil, decl.typeAliases[a.name.text] == nil,
                  let made = try? makeAlias(a, scope: scope(for: decl)) else { continue }
            if onlyTypeNames, made.type.nominalID == nil { continue }
            decl.typeAliases[a.name.text] = made
        }
    }

    /// The type aliases declared in a type's body (protocols' own aliases may mention `Self`).
    func collectTypeAliases(of decl: NominalDecl, from block: MemberBlockSyntax) {
        var aliasScope = scope(for: decl)
        if decl.kind == .protocol { aliasScope.protocolSelf = decl.selfParameter }
        for member in block.members {
            if let a = member.decl.as(TypeAliasDeclSyntax.self) {
                record { () throws(CheckError) in
                    decl.typeAliases[a.name.text] = try makeAlias(a, scope: aliasScope)
                }
            } else if let a = member.decl.as(AssociatedTypeDeclSyntax.self) {
                // Associated types are read with the aliases: type questions need them before members.
                record { () throws(CheckError) in
                    var protocols: [NominalID] = []
                    for inherited in a.inheritanceClause?.inheritedTypes ?? [] {
                        protocols += try resolver.protocolList(inherited.type, in: aliasScope)
                    }
                    decl.associatedTypes[a.name.text] = AssociatedTypeDecl(name: a.name.text, conformances: protocols)
                }
            }
        }
    }

    /// The result builder named by an attribute list, if any (`@ViewBuilder`), as written in `scope`.
    func builderAttribute(_ attributes: AttributeListSyntax, in scope: GenericScope) -> NominalID? {
        for attribute in attributes {
            guard let name = attribute.attributeNameText,
                  let decl = table.resultBuilder(name, writtenIn: scope.nominal?.id) else { continue }
            return decl.id
        }
        return nil
    }

    func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.attributeNameText == name }
    }

    /// The message of `@available(*, unavailable, message: "…")`.
    func unavailableMessage(_ attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard case .attribute(let a) = attribute, a.attributeNameText == "available",
                  case .availability(let args) = a.arguments,
                  args.contains(where: { $0.argument.as(TokenSyntax.self)?.text == "unavailable" }) else { continue }
            for arg in args {
                if case .availabilityLabeledArgument(let labeled) = arg.argument, labeled.label.text == "message",
                   case .string(let s) = labeled.value {
                    return s.segments.trimmedDescription
                }
            }
            return "unavailable"
        }
        return nil
    }

    /// An operator function's parameters have no argument labels (`static func + (lhs: T, rhs: T)`),
    /// nor have a subscript's, unless written with two names (`subscript(x x: Int)`).
    /// A parameter whose type does not resolve is `.error` where the collector recovers (`unresolved`).
    func makeParameters(_ clause: FunctionParameterClauseSyntax, scope: GenericScope, unlabeled: Bool = false, isSubscript: Bool = false) throws(CheckError) -> [ParameterDecl] {
        var unresolved = false
        return try makeParameters(clause, scope: scope, unlabeled: unlabeled, isSubscript: isSubscript, unresolved: &unresolved)
    }

    func makeParameters(_ clause: FunctionParameterClauseSyntax, scope: GenericScope, unlabeled: Bool = false, isSubscript: Bool = false, unresolved: inout Bool) throws(CheckError) -> [ParameterDecl] {
        var params: [ParameterDecl] = []
        for p in clause.parameters {
            let label: String? = unlabeled || p.firstName.tokenKind == .wildcard || (isSubscript && p.secondName == nil) ? nil : p.firstName.text.unescapedIdentifier
            let name = p.secondName?.text ?? p.firstName.text
            var type = try resolveRecovering(p.type, in: scope, unresolved: &unresolved)
            var isInout = false
            var isAutoclosure = false
            var isEscaping = false
            if let attributed = p.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                isAutoclosure = attributed.attributes.contains { $0.attributeNameText == "autoclosure" }
                isEscaping = attributed.attributes.contains { $0.attributeNameText == "escaping" }
                    && !p.attributes.contains { $0.attributeNameText == "_implicitSelfCapture" }
            }
            let isVariadic = p.ellipsis != nil
            if isVariadic { type = DeclarationTable.array(type) }
            var param = ParameterDecl(
                label: label, name: name, type: type, defaultValue: p.defaultValue?.value,
                builder: builderAttribute(p.attributes, in: scope), isVariadic: isVariadic, isInout: isInout)
            param.writtenTypeSyntax = p.type
            param.isAutoclosure = isAutoclosure
            param.isEscaping = isEscaping
            params.append(param)
        }
        return params
    }

    func makeFunction(
        _ f: FunctionDeclSyntax, owner: NominalDecl?, scope outer: GenericScope,
        extensionRequirements: [Requirement], isProtocolExtension: Bool
    ) throws(CheckError) -> FunctionDecl {
        let serial = table.nextSerial()
        var generics = (f.genericParameterClause?.parameters ?? []).map {
            GenericParameter(name: $0.name.text, owner: serial, isPack: $0.specifier?.tokenKind == .keyword(.each))
        }
        var scope = outer.adding(generics)
        if isProtocolExtension, let owner { scope.protocolSelf = owner.selfParameter }
        var reqs = try requirements(f.genericParameterClause, f.genericWhereClause, params: generics, scope: scope)
        scope.requirements += reqs
        let (opaqueGenerics, opaqueRequirements, opaqueScope) = try opaqueParameters(f.signature.parameterClause, owner: serial, scope: scope)
        generics += opaqueGenerics
        reqs += opaqueRequirements
        scope = opaqueScope
        let isOperator: Bool
        switch f.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: isOperator = true
        default: isOperator = false
        }
        var unresolved = false
        let params = try makeParameters(f.signature.parameterClause, scope: scope, unlabeled: isOperator, unresolved: &unresolved)
        var result = SwiftType.void
        var opaque: [NominalID]?
        var opaqueBound: [(String, SwiftType)] = []
        if let returnType = f.signature.returnClause?.type {
            if let some = returnType.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) {
                opaque = try resolver.protocolList(some.constraint, in: scope)
                opaqueBound = try resolver.constrainedProtocol(some.constraint, in: scope)?.1 ?? []
                result = .error
            } else {
                result = try resolveRecovering(returnType, in: scope, unresolved: &unresolved)
            }
        }
        let modifiers = f.modifiers.map(\.name.text)
        var allRequirements = outer.requirements + reqs
        if isProtocolExtension, let owner { allRequirements.append(.conformance(.parameter(owner.selfParameter), owner.id)) }
        let fn = FunctionDecl(
            name: f.name.text.unescapedIdentifier, kind: .function, parameters: params, resultType: result, opaqueResult: opaque,
            genericParameters: generics, requirements: allRequirements,
            isStatic: modifiers.contains("static") || modifiers.contains("class"), isMutating: modifiers.contains("mutating"),
            owner: owner, isProtocolExtensionMember: isProtocolExtension, body: f.body,
            builder: builderAttribute(f.attributes, in: scope), isDisfavored: hasAttribute(f.attributes, "_disfavoredOverload"),
            unavailableMessage: unavailableMessage(f.attributes), syntax: Syntax(f), serial: serial)
        fn.opaqueSameTypes = opaqueBound
        fn.hasUnresolvedType = unresolved
        if owner == nil { _ = extensionRequirements }
        return fn
    }

    func makeInitializer(
        _ i: InitializerDeclSyntax, owner: NominalDecl, scope outer: GenericScope,
        extensionRequirements: [Requirement], isProtocolExtension: Bool
    ) throws(CheckError) -> FunctionDecl {
        var (serial, generics, scope, reqs) = try genericSignature(i.genericParameterClause, i.genericWhereClause, outer: outer)
        // `init(_ content: some View)`: each `some P` parameter is a generic parameter of its own.
        let (opaqueGenerics, opaqueRequirements, opaqueScope) = try opaqueParameters(i.signature.parameterClause, owner: serial, scope: scope)
        generics += opaqueGenerics
        reqs += opaqueRequirements
        scope = opaqueScope
        var unresolved = false
        let initializer = FunctionDecl(
            name: "init", kind: .initializer, parameters: try makeParameters(i.signature.parameterClause, scope: scope, unresolved: &unresolved),
            resultType: owner.declaredType, opaqueResult: nil, genericParameters: generics,
            requirements: outer.requirements + reqs, isStatic: true, isMutating: true, owner: owner,
            isProtocolExtensionMember: isProtocolExtension, body: i.body, builder: nil,
            isDisfavored: hasAttribute(i.attributes, "_disfavoredOverload"),
            unavailableMessage: unavailableMessage(i.attributes), syntax: Syntax(i), serial: serial)
        initializer.hasUnresolvedType = unresolved
        return initializer
    }

    func makeProperties(
        _ v: VariableDeclSyntax, owner: NominalDecl?, scope outer: GenericScope,
        extensionRequirements: [Requirement], isProtocolExtension: Bool
    ) throws(CheckError) -> [PropertyDecl] {
        var scope = outer
        if isProtocolExtension, let owner { scope.protocolSelf = owner.selfParameter }
        let modifiers = v.modifiers.map(\.name.text)
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let wrapperAttribute = v.attributes.compactMap { element -> (NominalID, AttributeSyntax)? in
            guard case .attribute(let attribute) = element, let name = element.attributeNameText,
                  let decl = table.nominal(name), decl.isPropertyWrapper else { return nil }
            return (decl.id, attribute)
        }.first
        let wrapper = wrapperAttribute?.0
        var unresolvedAttribute = false
        if wrapper == nil, let unknown = v.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: isUnknownWrapper) {
            try recover(CheckError("unknown attribute '\(unknown.attributeNameText)'", at: unknown.attributeName), unresolved: &unresolvedAttribute)
        }
        var out: [PropertyDecl] = []
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.unescapedIdentifier else {
                throw CheckError("only simple names are supported in property declarations", at: binding.pattern)
            }
            var type = SwiftType.error
            var opaque: [NominalID]?
            var withoutArguments: SwiftType?
            var unresolved = unresolvedAttribute
            if let annotation = binding.sharedTypeAnnotation {
                if let some = annotation.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) {
                    opaque = try resolver.protocolList(some.constraint, in: scope)
                } else {
                    type = try resolveRecovering(annotation, in: scope, unresolved: &unresolved)
                    if binding.initializer != nil, wrapperAttribute == nil, Self.isWrittenWithoutArguments(annotation, resolved: type, in: table) {
                        withoutArguments = type
                        type = .error
                    }
                }
            } else if binding.initializer == nil, wrapperAttribute == nil {
                try recover(CheckError("type annotation missing in pattern", at: binding.pattern), unresolved: &unresolved)
            }
            var getter: CodeBlockItemListSyntax?
            var settable = v.bindingSpecifier.tokenKind == .keyword(.var)
            var isStored = true
            var accessorBodies: [Keyword: Accessor] = [:]
            if let accessors = binding.accessorBlock {
                isStored = false
                switch accessors.accessors {
                case .getter(let items):
                    getter = items
                    settable = false
                case .accessors(let list):
                    getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    settable = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
                    accessorBodies = Self.accessorBodies(list)
                    // A stored property with observers (`var x = 0 { didSet { … } }`).
                    if accessorBodies[.willSet] != nil || accessorBodies[.didSet] != nil {
                        isStored = true
                        settable = true
                    }
                }
            }
            if owner?.kind == .protocol && !isProtocolExtension { isStored = false }
            out.append(PropertyDecl(
                name: name, type: type, opaqueResult: opaque, isStatic: isStatic,
                isLet: v.bindingSpecifier.tokenKind == .keyword(.let), isStored: isStored,
                initializer: binding.initializer?.value, getter: getter, isSettable: settable,
                builder: builderAttribute(v.attributes, in: scope), wrapper: wrapper, owner: owner,
                isProtocolExtensionMember: isProtocolExtension,
                requirements: extensionRequirements, syntax: Syntax(binding),
                serial: table.nextSerial()))
            out[out.count - 1].wrapperAttribute = wrapperAttribute?.1
            out[out.count - 1].hasUnresolvedType = unresolved
            out[out.count - 1].annotationWithoutArguments = withoutArguments
            out[out.count - 1].setter = accessorBodies[.set]
            out[out.count - 1].willSet = accessorBodies[.willSet]
            out[out.count - 1].didSet = accessorBodies[.didSet]
        }
        return out
    }

    /// `Set` in `let ids: Set = [1, 2]`: a generic type named without its arguments, which the
    /// resolver gives its own parameters.
    static func isWrittenWithoutArguments(_ annotation: TypeSyntax, resolved: SwiftType, in table: DeclarationTable) -> Bool {
        guard let identifier = annotation.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
              case .nominal(let id, let args) = resolved, !args.isEmpty, let decl = table.nominal(id) else { return false }
        // The type's own parameters: an alias of a generic type's (`typealias Items = [T]` in
        // `Box<T>`) names `[T]`, which is written in full.
        return args == decl.genericParameters.map { .parameter($0) }
    }

    /// The `set`, `willSet` and `didSet` accessors that have bodies, by keyword.
    static func accessorBodies(_ list: AccessorDeclListSyntax) -> [Keyword: Accessor] {
        var out: [Keyword: Accessor] = [:]
        for accessor in list {
            guard let body = accessor.body, case .keyword(let keyword) = accessor.accessorSpecifier.tokenKind,
                  [.set, .willSet, .didSet].contains(keyword) else { continue }
            let parameter = accessor.parameters?.name.text ?? (keyword == .didSet ? "oldValue" : "newValue")
            let nonmutating = accessor.modifier?.name.tokenKind == .keyword(.nonmutating)
            out[keyword] = Accessor(parameter: parameter, statements: body.statements, isNonmutating: nonmutating, syntax: Syntax(accessor))
        }
        return out
    }

    /// An attribute on a property that names no declared type and no attribute Swift or a
    /// framework gives meaning to (`@AppSettings(\.x)` whose wrapper is missing): Swift's "unknown attribute".
    private func isUnknownWrapper(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeNameText
        guard let first = name.first, first.isUppercase, attribute.attributeName.is(IdentifierTypeSyntax.self) else { return false }
        return table.nominal(name) == nil && !Checker.foreignAttributes.contains(name) && !Self.propertyAttributes.contains(name)
    }

    /// Attributes a property may carry that are not property wrappers: Objective-C's and
    /// Interface Builder's, the Observation and SwiftData macros' markers, and SwiftUI's macros
    /// the playground reads as the plain property (`@Entry var density = 2`, `@Previewable`).
    static let propertyAttributes: Set<String> = [
        "NSManaged", "NSCopying", "IBOutlet", "IBInspectable", "GKInspectable", "ObservationIgnored", "ObservationTracked",
        "Attribute", "Relationship", "Transient", "Entry", "Previewable",
    ]
}

extension String {
    /// A declared name without the backticks that escape a keyword (`` `default` `` is `default`).
    var unescapedIdentifier: String {
        count > 2 && hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self
    }
}
