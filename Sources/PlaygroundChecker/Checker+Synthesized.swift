import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Members Swift synthesizes: memberwise initializers and enum case constructors.
extension Checker {
    /// The memberwise initializer Swift synthesizes for a struct without initializers of its own.
    public func memberwiseInitializer(_ decl: NominalDecl) -> FunctionDecl? {
        guard decl.kind == .struct || decl.kind == .class, !decl.declaresInitializer else { return nil }
        // A class gets `init()` when every stored property has an initial value (an optional `var` starts as nil).
        if decl.kind == .class, decl.storedProperties.contains(where: { p in
            p.initializer == nil && p.wrapper == nil && (p.isLet || (try? propertyType(p))?.optionalWrapped == nil)
        }) { return nil }
        if let done = decl.memberwiseInitializer { return done }
        var params: [ParameterDecl] = []
        var unresolved = false
        for p in decl.storedProperties where !(p.isLet && p.initializer != nil) && decl.kind == .struct {
            // A property whose type did not resolve is still a parameter, and a call is a follow-on.
            if p.hasUnresolvedType {
                unresolved = true
                params.append(ParameterDecl(label: p.name, name: p.name, type: .error, defaultValue: p.initializer, builder: nil, isVariadic: false, isInout: false))
                continue
            }
            guard var type = try? propertyType(p) else { continue }
            if p.wrapper != nil {
                guard let storage = try? wrapperStorage(of: p), let taken = storage.memberwiseType else { continue }
                type = taken
            }
            // An optional `var` starts as nil, through its wrapper's `init(wrappedValue:)` when wrapped.
            let startsNil = type.optionalWrapped != nil && !p.isLet && (p.wrapper == nil || type == (try? propertyType(p)))
            // A wrapper the attribute makes defaults to it (`defaultArgument` calls the attribute).
            let madeByAttribute = p.initializer == nil && p.wrapper != nil && (try? wrapperStorage(of: p))??.initialization != nil && type != p.type
            let defaultValue = p.initializer ?? (madeByAttribute ? Self.attributeMadeDefault : startsNil ? ExprSyntax(NilLiteralExprSyntax()) : nil)
            // `@ViewBuilder var content: Content` is initialized from a builder closure; a property of
            // function type (`@TupleBuilder let first: () -> T`) is that closure.
            if let builder = p.builder {
                let closureType = if case .function = type { type } else { SwiftType.function([], type) }
                params.append(ParameterDecl(label: p.name, name: p.name, type: closureType, defaultValue: nil, builder: builder, isVariadic: false, isInout: false))
                continue
            }
            // A `lazy` one is taken as an optional, nil leaving it to its first read.
            if p.isLazy {
                let optional = DeclarationTable.optional(type)
                params.append(ParameterDecl(label: p.name, name: p.name, type: optional, defaultValue: ExprSyntax(NilLiteralExprSyntax()), builder: nil, isVariadic: false, isInout: false))
                continue
            }
            params.append(ParameterDecl(label: p.name, name: p.name, type: type, defaultValue: defaultValue, builder: nil, isVariadic: false, isInout: false))
        }
        let fn = FunctionDecl(
            name: "init", kind: .initializer, parameters: params, resultType: decl.declaredType, opaqueResult: nil,
            genericParameters: [], requirements: [], isStatic: true, isMutating: true, owner: decl,
            isProtocolExtensionMember: false, body: nil, builder: nil, isDisfavored: false, unavailableMessage: nil,
            syntax: decl.syntax, serial: table.nextSerial())
        fn.synthesized = .memberwise
        fn.hasUnresolvedType = unresolved
        decl.memberwiseInitializer = fn
        return fn
    }

    /// The default value of a memberwise parameter whose wrapper the attribute makes: a stand-in
    /// that `defaultArgument` replaces with the attribute as a call (`Namespace()`).
    static let attributeMadeDefault = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("$attributeMadeWrapper")))

    /// A callable constructor for an enum case with associated values.
    func enumConstructor(_ decl: NominalDecl, _ c: EnumCaseDecl) -> FunctionDecl {
        let key = decl.id.qualifiedName + "." + c.name + "#\(decl.serial)"
        if let done = enumConstructors[key] { return done }
        let params = zip(c.payload, c.labels).enumerated().map { i, pair in
            ParameterDecl(label: pair.1, name: pair.1 ?? "_\(i)", type: pair.0, defaultValue: c.defaults.indices.contains(i) ? c.defaults[i] : nil, builder: nil, isVariadic: false, isInout: false)
        }
        let fn = FunctionDecl(
            name: c.name, kind: .initializer, parameters: params, resultType: decl.declaredType, opaqueResult: nil,
            genericParameters: [], requirements: [], isStatic: true, isMutating: false, owner: decl,
            isProtocolExtensionMember: false, body: nil, builder: nil, isDisfavored: false, unavailableMessage: nil,
            syntax: decl.syntax, serial: table.nextSerial())
        fn.synthesized = .enumCase(c.name)
        enumConstructors[key] = fn
        return fn
    }
}
