import PlaygroundChecker
import SwiftSyntax

/// Swift errors as Foundation's `NSError`: the domain and code Swift gives them, and `error as NSError`.
extension Interpreter {
    /// The domain and code a Swift error bridges to `NSError` with: its type's qualified name,
    /// and 1 for a struct or class; for an enum, its case's number, cases with associated
    /// values counted first, as Swift does.
    func errorDomainAndCode(of error: Value, type: SwiftType) -> (domain: String, code: Int) {
        var code = 1
        if case .enumCase(let e) = error {
            let order = e.decl.enumCaseOrder
            let withPayload = order.filter { !(e.decl.enumCases[$0]?.payload.isEmpty ?? true) }
            code = (withPayload + order.filter { !withPayload.contains($0) }).firstIndex(of: e.name) ?? 0
        }
        return (typeName(type, qualified: true), code)
    }

    /// `error as NSError`: an `NSError` as itself, another error as an `NSError` of its domain
    /// and code whose description is the error's `localizedDescription`.
    func bridgedNSError(_ error: Value, at node: Syntax?) throws(RuntimeError) -> Value {
        guard let decl = checker.table.nominal("NSError") else { throw RuntimeError("no NSError in this profile", at: node) }
        if case .instance(let i) = error, checker.system.superclasses(of: i.decl).contains(where: { $0 === decl }) || i.decl === decl { return error }
        let type: SwiftType
        switch error {
        case .instance(let i): type = i.type
        case .enumCase(let e): type = e.type
        default: throw RuntimeError("cannot bridge this value to NSError", at: node)
        }
        let (domain, code) = errorDomainAndCode(of: error, type: type)
        let description = try localizedDescription(of: error, at: node) ?? ""
        return .instance(Instance(decl: decl, type: decl.declaredType, fields: [
            "domain": .string(domain), "code": .int(code), "userInfo": .dictionary(keys: [], values: []),
            "_localizedDescription": .string(description),
        ]))
    }
}
