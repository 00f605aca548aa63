import SwiftSyntax

/// What Swift synthesizes for enums: `rawValue` and `init?(rawValue:)` for a raw type,
/// `allCases` for `CaseIterable`.
extension DeclarationCollector {
    func synthesizeEnumMembers(of decl: NominalDecl) {
        if let rawType = decl.rawType {
            if decl.properties["rawValue"] == nil {
                decl.properties["rawValue"] = [synthesizedProperty("rawValue", type: rawType, isStatic: false, owner: decl)]
            }
            let initializer = FunctionDecl(
                name: "init", kind: .initializer,
                parameters: [ParameterDecl(label: "rawValue", name: "rawValue", type: rawType, defaultValue: nil, builder: nil, isVariadic: false, isInout: false)],
                resultType: decl.declaredType, opaqueResult: nil, genericParameters: [], requirements: [], isStatic: true,
                isMutating: false, owner: decl, isProtocolExtensionMember: false, body: nil, builder: nil, isDisfavored: false,
                unavailableMessage: nil, syntax: decl.syntax, serial: table.nextSerial())
            initializer.synthesized = .rawValue
            decl.addInitializer(initializer)
        }
        let isCaseIterable = decl.conformances.contains { refines($0.protocolID, "CaseIterable") }
        if isCaseIterable, decl.properties["allCases"] == nil, decl.enumCases.values.allSatisfy({ $0.payload.isEmpty }) {
            decl.properties["allCases"] = [synthesizedProperty("allCases", type: DeclarationTable.array(decl.declaredType), isStatic: true, owner: decl)]
        }
    }

    /// Whether protocol `id` is `name` or refines it (`protocol Choice: CaseIterable`).
    private func refines(_ id: NominalID, _ name: String, depth: Int = 0) -> Bool {
        if id.qualifiedName == name { return true }
        guard depth < 16, let proto = table.nominal(id), proto.kind == .protocol else { return false }
        return proto.conformances.contains { refines($0.protocolID, name, depth: depth + 1) }
    }

    /// A property Swift synthesizes, computed by the runtime.
    private func synthesizedProperty(_ name: String, type: SwiftType, isStatic: Bool, owner: NominalDecl) -> PropertyDecl {
        PropertyDecl(
            name: name, type: type, opaqueResult: nil, isStatic: isStatic, isLet: false, isStored: false,
            initializer: nil, getter: nil, isSettable: false, builder: nil, wrapper: nil, owner: owner,
            isProtocolExtensionMember: false, requirements: [], syntax: owner.syntax, serial: table.nextSerial())
    }
}
