import PlaygroundSyntax
import SwiftSyntax

/// A member of a module's type that can be left out alone when it does not check, keeping the
/// rest of its type: a method, a computed property, a subscript, a nested type.
///
/// What changes the type's shape is never left out whole: a stored property without a default
/// or a struct's only initializer in its body (either changes the memberwise initializer). An
/// error there leaves out the whole declaration, unless it is inside a body that can go alone (a
/// struct's initializer keeps its signature, so the shape stays). An enum case whose payload
/// names what the playground lacks goes alone: the enum keeps its other cases, and a `switch`
/// that names the lost case loses its body in turn.
///
/// An error inside the body of a member whose type is written out (not `some P`) leaves out
/// only the body: the member keeps its signature, so conformances and callers still check,
/// and running it stops with the error (`stubBody`).
struct RemovableMember: Equatable {
    /// `Landmark.locationCoordinate`, `Landmark.Coordinates`.
    let name: String
    /// The member's text, as offsets into its declaration's text (`syntax.trimmedDescription`).
    let range: Range<Int>
    /// Its line in its file.
    let line: Int
    /// The inside of the body (between its braces) that holds the error, when only the body goes.
    let stubBody: Range<Int>?
    /// Whether the whole member may go (when its body cannot be stubbed); false for a struct's
    /// only initializer and a stored property with observers, whose bodies alone may.
    let mayGoWhole: Bool

    /// The member of `declaration` that holds `position` (in the declaration's own file) and
    /// can be left out alone, innermost first; nil when the position is not inside one.
    static func containing(_ position: AbsolutePosition, in declaration: ModuleDeclaration) -> RemovableMember? {
        guard let group = declaration.syntax.asDeclGroup else { return nil }
        let start = declaration.syntax.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let member = member(containing: position, in: group, named: typeName(of: declaration.syntax)) else { return nil }
        let range = member.node.positionAfterSkippingLeadingTrivia.utf8Offset - start ..< member.node.endPositionBeforeTrailingTrivia.utf8Offset - start
        let body = member.node.as(MemberBlockItemSyntax.self).flatMap { bodyInterior(of: $0.decl, containing: position) }
        guard body != nil || member.mayGoWhole else { return nil }
        let stubBody = body.map { $0.lowerBound.utf8Offset - start ..< $0.upperBound.utf8Offset - start }
        return RemovableMember(name: member.name, range: range, line: declaration.file.location(of: member.node).line, stubBody: stubBody, mayGoWhole: member.mayGoWhole)
    }

    /// The inside of the body of `decl` that holds `position`, when `decl` declares its type in
    /// full: a function or subscript not returning `some P`, an initializer, a computed property
    /// with a written type (one getter or accessor), a stored property's `didSet` or `willSet`.
    private static func bodyInterior(of decl: DeclSyntax, containing position: AbsolutePosition) -> Range<AbsolutePosition>? {
        func inside(_ left: TokenSyntax, _ right: TokenSyntax) -> Range<AbsolutePosition>? {
            let interior = left.endPositionBeforeTrailingTrivia..<right.positionAfterSkippingLeadingTrivia
            return interior.contains(position) ? interior : nil
        }
        func isOpaque(_ type: TypeSyntax?) -> Bool {
            type?.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
        }
        func accessors(_ block: AccessorBlockSyntax) -> Range<AbsolutePosition>? {
            switch block.accessors {
            case .getter: return inside(block.leftBrace, block.rightBrace)
            case .accessors(let list):
                return list.lazy.compactMap { $0.body.flatMap { inside($0.leftBrace, $0.rightBrace) } }.first
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body, !isOpaque(function.signature.returnClause?.type) {
            return inside(body.leftBrace, body.rightBrace)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            return inside(body.leftBrace, body.rightBrace)
        }
        if let sub = decl.as(SubscriptDeclSyntax.self), let block = sub.accessorBlock, !isOpaque(sub.returnClause.type) {
            return accessors(block)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type, !isOpaque(type), binding.initializer == nil, let block = binding.accessorBlock {
            return accessors(block)
        }
        return nil
    }

    private static func member(containing position: AbsolutePosition, in group: some DeclGroupSyntax, named owner: String) -> (node: Syntax, name: String, mayGoWhole: Bool)? {
        guard let item = group.memberBlock.members.first(where: { $0.range.contains(position) }) else { return nil }
        let decl = item.decl
        if let nested = decl.asDeclGroup, let named = decl.asNamedDecl {
            let name = "\(owner).\(named.name.text)"
            return member(containing: position, in: nested, named: name) ?? (Syntax(item), name, true)
        }
        guard let name = memberName(of: decl) else { return nil }
        let whole = isRemovable(decl, in: group)
        // An initializer's body, or a stored property's observer, may go alone (`bodyInterior`).
        let hasBody = decl.is(InitializerDeclSyntax.self) || decl.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock != nil
        guard whole || hasBody else { return nil }
        return (Syntax(item), "\(owner).\(name)", whole)
    }

    /// Whether leaving `decl` out keeps the shape of the type `group` declares.
    private static func isRemovable(_ decl: DeclSyntax, in group: some DeclGroupSyntax) -> Bool {
        if decl.is(FunctionDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return true }
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return cases.elements.allSatisfy { $0.parameterClause != nil } }
        // A struct's initializer beside another in its body: the struct has no memberwise
        // initializer either way.
        if decl.is(InitializerDeclSyntax.self) {
            return !group.is(StructDeclSyntax.self) || group.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) && $0.decl.id != decl.id }
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        return isStatic || variable.bindings.allSatisfy { binding in
            binding.initializer != nil || binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } == true
                || binding.accessorBlock.map(isComputed) == true
        }
    }

    /// A getter, or accessors with `get`: not only `willSet`/`didSet` observers of a stored property.
    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return true }
        return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) || $0.accessorSpecifier.tokenKind == .keyword(._read) }
    }

    private static func memberName(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return cases.elements.map(\.name.text).joined(separator: ", ") }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
    }

    private static func typeName(of decl: DeclSyntax) -> String {
        if let named = decl.asNamedDecl { return named.name.text }
        return decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "declaration"
    }
}
