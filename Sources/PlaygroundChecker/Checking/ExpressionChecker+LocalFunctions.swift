import SwiftSyntax

/// Functions declared inside a body (`func layerImage(_ name: String) -> Image { … }` in an
/// initializer): a local constant holding a closure, which sees the enclosing locals and `self`
/// as a closure does, and which calls name with the function's argument labels.
extension ExpressionChecker {
    /// The local functions of a block that the block names before declaring them
    /// (`generateBird(species:)` called in a loop above its `func`): each declared with its
    /// signature now, so the calls check. Their statements go first (`localFunction(_:hoisted:)`).
    func declareForwardReferencedFunctions(in items: [CodeBlockItemSyntax]) throws(CheckError) -> Set<SyntaxIdentifier> {
        var hoisted: Set<SyntaxIdentifier> = []
        for (index, item) in items.enumerated() {
            guard case .decl(let decl) = item.item, let f = decl.as(FunctionDeclSyntax.self), f.genericParameterClause == nil,
                  !checker.isRegisteredLocal(decl) else { continue }
            let name = f.name.text
            let named = items[..<index].contains { earlier in
                earlier.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            }
            guard named else { continue }
            let signature = try localFunctionSignature(f)
            declare(name, Local(type: signature.type, isMutable: false, labels: signature.labels))
            hoisted.insert(f.id)
        }
        return hoisted
    }

    private func localFunctionSignature(_ f: FunctionDeclSyntax) throws(CheckError) -> (type: SwiftType, parameters: [SwiftType], result: SwiftType, labels: [String?]) {
        let parameters = Array(f.signature.parameterClause.parameters)
        if let unsupported = parameters.first(where: { $0.defaultValue != nil || $0.ellipsis != nil }) {
            throw CheckError("local functions with default or variadic parameters are not supported in the playground", at: unsupported)
        }
        var types: [SwiftType] = []
        for parameter in parameters {
            // `some P` here stands for any conforming type, as the closure's `any P` does.
            let type: SwiftType
            if let some = parameter.type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) {
                type = .existential(try TypeResolver(table: table).protocolList(some.constraint, in: genericScope))
            } else {
                type = try resolveType(parameter.type)
            }
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
            } ?? false
            types.append(isInout ? .inoutParameter(type) : type)
        }
        let result = try f.signature.returnClause.map { (clause) throws(CheckError) in try resolveType(clause.type) } ?? .void
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text.unescapedIdentifier }
        return (.function(types, result), types, result, labels)
    }

    /// A local function's statements; `hoisted` when its block calls it before its declaration
    /// (the closure then reads the block's variables when called).
    func localFunction(_ f: FunctionDeclSyntax, hoisted: Bool = false) throws(CheckError) -> [Stmt] {
        guard let bodySyntax = f.body else { throw CheckError("expected '{' in body of function declaration", at: f) }
        let parameters = Array(f.signature.parameterClause.parameters)
        let (type, types, result, labels) = try localFunctionSignature(f)
        let name = f.name.text
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        // Declared before its body is checked, so the body may call it.
        declare(name, Local(type: type, isMutable: false, labels: labels))
        captureFrames.append((base: scopes.count, names: [], usesSelf: false, escapesWithoutSelf: false))
        defer { captureFrames.removeLast() }
        let body = try withScope { () throws(CheckError) -> CheckedBody in
            for (parameter, type) in zip(names, types) where parameter != "_" {
                if case .inoutParameter(let base) = type {
                    declare(parameter, Local(type: base, isMutable: true))
                } else {
                    declare(parameter, Local(type: type, isMutable: false))
                }
            }
            return try checkBody(bodySyntax.statements, builder: nil, expectedResult: result)
        }
        if result != .void, !solver.unify(result, body.resultType) {
            throw CheckError("cannot convert return expression of type '\(resolve(body.resultType).sugared)' to return type '\(result.sugared)'", at: bodySyntax)
        }
        try requireReturn(body, resultType: result, statements: bodySyntax.statements, closedBy: bodySyntax.rightBrace, in: "local function")
        let frame = captureFrames[captureFrames.count - 1]
        var closure = Closure(parameters: names, body: body, id: table.nextSerial(), captures: frame.names.sorted(), usesSelf: frame.usesSelf)
        closure.capturesLiveScope = hoisted
        // Declared, then given the closure: the closure sees its own name (a recursive call).
        let value = Expr(.closure(closure), type, f)
        return [.declare(name, nil, mutable: true), .expression(Expr(.assign(Expr(.local(name), type, f), value), .void, f))]
    }

    /// A local function's call writes its labels (`rotation(duration: 2)`), as swiftc requires.
    func requireLabels(_ labels: [String?], of args: [Argument], at e: FunctionCallExprSyntax) throws(CheckError) {
        guard args.count == labels.count, args.map(\.label) != labels else { return }
        let params = labels.map { ParameterDecl(label: $0, name: $0 ?? "_", type: .void, defaultValue: nil, builder: nil, isVariadic: false, isInout: false) }
        let first = zip(args, labels).first { $0.0.label != $0.1 }?.0.node ?? Syntax(e)
        throw CheckError(labelMessage(have: args, params: params), at: first)
    }
}
