import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// The checks Swift makes on result builder declarations and on the places builder attributes
/// are written, before any body is transformed (test/decl/var/result_builders*.swift).
extension Checker {
    /// Errors for the entry's declarations: `@resultBuilder` on something that is not a type, a
    /// builder type with no static `buildBlock` (nor both `buildPartialBlock`s), a builder
    /// attribute on a stored variable, a type alias, an autoclosure, or twice on one parameter.
    func builderDeclarationErrors(_ items: [CodeBlockItemSyntax]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            validate(decl, owner: nil, into: &out)
        }
        return out
    }

    private func validate(_ decl: DeclSyntax, owner: NominalDecl?, into out: inout [Diagnostic]) {
        if let group = DeclarationCollector.typeDeclaration(decl) {
            let name = (group.as(StructDeclSyntax.self)?.name ?? group.as(EnumDeclSyntax.self)?.name
                ?? group.as(ClassDeclSyntax.self)?.name ?? group.as(ProtocolDeclSyntax.self)?.name)?.text ?? ""
            let qualified = owner.map { $0.id.qualifiedName + "." + name } ?? name
            let nominal = table.nominal(qualified)
            if let nominal, nominal.isResultBuilder, !providesBuildBlock(nominal), let token = nameToken(of: group) {
                out.append(PlaygroundDiagnostic.error(
                    "result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'",
                    at: token))
            }
            for member in group.memberBlock.members { validate(member.decl, owner: nominal, into: &out) }
            return
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            let extended = table.nominal(ext.extendedType.trimmedDescription)
            for member in ext.memberBlock.members { validate(member.decl, owner: extended, into: &out) }
            return
        }
        let attributes = decl.asWithAttributes?.attributes ?? []
        if let replacement = attributes.first(where: { $0.attributeNameText == "_dynamicReplacement" }) {
            out.append(PlaygroundDiagnostic.error("'@_dynamicReplacement' is not supported in the playground", at: replacement))
        }
        if let attribute = attributes.first(where: { $0.attributeNameText == "resultBuilder" }) {
            out.append(PlaygroundDiagnostic.error("'@resultBuilder' attribute cannot be applied to this declaration", at: attribute))
        }
        if let builder = builderAttribute(in: attributes, owner: owner) {
            if isUnavailable(builder.name, owner: owner) {
                out.append(PlaygroundDiagnostic.error("'\(builder.name)' is unavailable", at: builder.attribute.attributeName))
            } else if decl.is(TypeAliasDeclSyntax.self) {
                out.append(PlaygroundDiagnostic.error(
                    "result builder attribute '\(builder.name)' can only be applied to a parameter, function, or computed property", at: builder.attribute))
            } else if owner == nil, let variable = decl.as(VariableDeclSyntax.self), variable.bindings.contains(where: { $0.accessorBlock == nil }) {
                out.append(PlaygroundDiagnostic.error(
                    "result builder attribute '\(builder.name)' can only be applied to a variable if it defines a getter", at: builder.attribute))
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            unknownAttributes(function.attributes, owner: owner, into: &out)
            validateParameters(function.signature.parameterClause, owner: owner, into: &out)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            validateParameters(initializer.signature.parameterClause, owner: owner, into: &out)
        }
    }

    private func validateParameters(_ clause: FunctionParameterClauseSyntax, owner: NominalDecl?, into out: inout [Diagnostic]) {
        for parameter in clause.parameters {
            unknownAttributes(parameter.attributes, owner: owner, into: &out)
            let builders = parameter.attributes.compactMap { attribute -> AttributeSyntax? in
                guard case .attribute(let a) = attribute, table.resultBuilder(a.attributeNameText, writtenIn: owner?.id) != nil else { return nil }
                return a
            }
            guard let first = builders.first else { continue }
            let name = first.attributeNameText
            if isUnavailable(name, owner: owner) {
                out.append(PlaygroundDiagnostic.error("'\(name)' is unavailable", at: first.attributeName))
            } else if builders.count > 1 {
                out.append(PlaygroundDiagnostic.error("only one result builder attribute can be attached to a parameter", at: first))
            } else if first.arguments != nil {
                out.append(PlaygroundDiagnostic.error("result builder attributes cannot have arguments", at: first))
            } else if let attributed = parameter.type.as(AttributedTypeSyntax.self),
                      attributed.attributes.contains(where: { $0.attributeNameText == "autoclosure" }) {
                out.append(PlaygroundDiagnostic.error("result builder attribute '\(name)' cannot be applied to an autoclosure parameter", at: first))
            }
        }
    }

    /// A static `buildBlock`, or both `buildPartialBlock(first:)` and `(accumulated:next:)`, on
    /// the type, its extensions, its superclasses or its protocols' extensions.
    func providesBuildBlock(_ builder: NominalDecl) -> Bool {
        let checker = ExpressionChecker(checker: self, genericScope: GenericScope(), selfType: nil, selfIsMutable: false)
        let type = SwiftType.nominal(builder.id, [])
        if !checker.allFunctions(named: "buildBlock", on: type, isStatic: true).isEmpty { return true }
        let partial = checker.allFunctions(named: "buildPartialBlock", on: type, isStatic: true).map(\.fullName)
        return partial.contains("buildPartialBlock(first:)") && partial.contains("buildPartialBlock(accumulated:next:)")
    }

    private func builderAttribute(in attributes: AttributeListSyntax, owner: NominalDecl?) -> (name: String, attribute: AttributeSyntax)? {
        for case .attribute(let a) in attributes {
            if table.resultBuilder(a.attributeNameText, writtenIn: owner?.id) != nil { return (a.attributeNameText, a) }
        }
        return nil
    }

    /// Attributes of other frameworks' builders and actors that a real file may carry and the
    /// playground does not declare: not reported as unknown.
    static let foreignAttributes: Set<String> = [
        "MainActor", "Sendable", "SceneBuilder", "CommandsBuilder", "ToolbarContentBuilder", "TableRowBuilder",
        "TableColumnBuilder", "TabContentBuilder", "ChartContentBuilder", "AccessibilityRotorContentBuilder",
    ]

    /// `@Missing` on a function or parameter names no type: Swift's "unknown attribute"; `@Plain`
    /// names a type that is no result builder, property wrapper or global actor.
    private func unknownAttributes(_ attributes: AttributeListSyntax, owner: NominalDecl?, into out: inout [Diagnostic]) {
        for case .attribute(let a) in attributes {
            let name = a.attributeNameText
            guard let first = name.first, first.isUppercase, !Self.foreignAttributes.contains(name),
                  a.attributeName.as(IdentifierTypeSyntax.self) != nil else { continue }
            guard let decl = table.nominal(name, writtenIn: owner?.id) else {
                out.append(PlaygroundDiagnostic.error("unknown attribute '\(name)'", at: a.attributeName))
                continue
            }
            let isGlobalActor = decl.syntax?.asWithAttributes?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeNameText == "globalActor"
            } ?? false
            guard !decl.isResultBuilder, !decl.isPropertyWrapper, !isGlobalActor else { continue }
            let kind = switch decl.kind {
            case .struct: "struct"
            case .enum: "enum"
            case .class: "class"
            case .protocol: "protocol"
            }
            let generic = decl.genericParameters.isEmpty ? "" : "generic "
            out.append(PlaygroundDiagnostic.error("\(generic)\(kind) '\(name)' cannot be used as an attribute", at: a))
        }
    }

    /// The builder type is marked `@available(*, unavailable)`.
    private func isUnavailable(_ name: String, owner: NominalDecl?) -> Bool {
        guard let attributes = table.nominal(name, writtenIn: owner?.id)?.syntax?.asWithAttributes?.attributes else { return false }
        return DeclarationCollector(table: table).unavailableMessage(attributes) != nil
    }

    private func nameToken(of group: some DeclGroupSyntax) -> TokenSyntax? {
        group.as(StructDeclSyntax.self)?.name ?? group.as(EnumDeclSyntax.self)?.name ?? group.as(ClassDeclSyntax.self)?.name
    }
}
