import PlaygroundSyntax
import SwiftSyntax

/// A file checked as a Swift program's `main.swift`: top-level statements are plain code run in
/// order, not the body of the profile's builder (the compiler suite's programs are such files).
extension Checker {
    /// Registers the file's declarations and checks its top-level statements as top-level code
    /// whose result is `()`; errors leave nothing declared.
    public func checkProgram(_ file: SourceFile) -> CheckedEntry {
        checkingEntry(file) { entry, statements in
            let checker = bodyChecker(owner: nil, generics: [], requirements: [], isStatic: true, mutating: false)
            do throws(CheckError) {
                var returnType: SwiftType? = .void
                let checked = try checker.withScope { () throws(CheckError) -> [Stmt] in
                    try checker.checkStatements(statements, returnType: &returnType)
                }
                checker.finish()
                entry.body = CheckedBody(statements: checked, resultType: .void)
                entry.resultType = .void
            } catch {
                entry.diagnostics.append(error.diagnostic)
            }
        }
    }
}

extension Checker {
    /// Types and functions declared inside top-level functions and `do` blocks (and inside those
    /// local functions), and types declared inside the members of types (`struct Body:
    /// Encodable` in a method): registered as if declared at the top level, which is how far the
    /// playground models local declarations (they capture nothing of their enclosing scope). A
    /// member's local type whose name another declaration has stays unsupported. A local
    /// function that names the enclosing function's locals or parameters is not registered
    /// when a closure can stand for it: it is checked where it is declared, and sees the locals
    /// before it (`ExpressionChecker.localFunction`).
    static func localDeclarations(in items: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        var memberTypes: [CodeBlockItemSyntax] = []
        func visit(_ body: some Sequence<CodeBlockItemSyntax>, isLocal: Bool, locals: Set<String> = []) {
            let locals = locals.union(body.flatMap { item in
                item.item.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } ?? []
            })
            for item in body {
                switch item.item {
                case .decl(let decl):
                    if isLocal, DeclarationCollector.isDeclaration(item), !decl.is(ExtensionDeclSyntax.self), !capturesLocals(decl, locals) { out.append(item) }
                    if let function = decl.as(FunctionDeclSyntax.self) {
                        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                        visit(function.body?.statements ?? [], isLocal: true, locals: isLocal ? locals.union(parameters) : Set(parameters))
                    }
                    if let members = decl.asDeclGroup?.memberBlock.members { visitMembers(members) }
                case .stmt(let stmt):
                    if let doStmt = stmt.as(DoStmtSyntax.self) { visit(doStmt.body.statements, isLocal: true, locals: locals) }
                case .expr:
                    break
                }
            }
        }
        /// The types declared in the bodies of a type's members (and of its nested types').
        func visitMembers(_ members: MemberBlockItemListSyntax) {
            for member in members {
                let bodies: [CodeBlockItemListSyntax]
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    bodies = [function.body?.statements].compactMap { $0 }
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    bodies = [initializer.body?.statements].compactMap { $0 }
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    // A computed property's getter (`var row: some View { enum Action { … } … }`) and accessors.
                    bodies = variable.bindings.flatMap { binding -> [CodeBlockItemListSyntax] in
                        switch binding.accessorBlock?.accessors {
                        case .getter(let statements)?: [statements]
                        case .accessors(let accessors)?: accessors.compactMap { $0.body?.statements }
                        case nil: []
                        }
                    }
                } else if let group = member.decl.asDeclGroup {
                    visitMembers(group.memberBlock.members)
                    continue
                } else {
                    continue
                }
                for body in bodies {
                    for item in body where item.item.as(DeclSyntax.self).flatMap(DeclarationCollector.typeDeclaration) != nil {
                        memberTypes.append(item)
                    }
                }
            }
        }
        visit(items, isLocal: false)
        let named = { (item: CodeBlockItemSyntax) in item.item.as(DeclSyntax.self)?.asNamedDecl?.name.text }
        var names = Set((items + out).compactMap(named))
        for item in memberTypes {
            guard let name = named(item), names.insert(name).inserted else { continue }
            out.append(item)
        }
        return out
    }
}

extension Checker {
    /// A local function that names one of `locals` and that a closure can stand for: not
    /// generic, without attributes (a result builder's) and without default, variadic or
    /// attributed parameters.
    static func capturesLocals(_ decl: DeclSyntax, _ locals: Set<String>) -> Bool {
        guard !locals.isEmpty, let function = decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil,
              let body = function.body, function.attributes.isEmpty else { return false }
        let plain = function.signature.parameterClause.parameters.allSatisfy { parameter in
            parameter.defaultValue == nil && parameter.ellipsis == nil && parameter.attributes.isEmpty
                && parameter.type.as(AttributedTypeSyntax.self)?.attributes.isEmpty != false
        }
        // Its own parameters hide the locals of their names.
        let own = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let captured = locals.subtracting(own)
        return plain && body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind.isIdentifierLike && captured.contains($0.text) }
    }

    /// A local type or function that `localDeclarations` registered (its body is checked there).
    func isRegisteredLocal(_ decl: DeclSyntax) -> Bool {
        let syntax = Syntax(decl)
        if let function = decl.as(FunctionDeclSyntax.self) {
            return table.functions[function.name.text]?.contains { $0.syntax == syntax } == true
        }
        if decl.is(TypeAliasDeclSyntax.self) { return true }
        return table.nominals.values.contains { $0.syntax == syntax }
    }
}
