import PlaygroundChecker
import SwiftSyntax

/// Combine's `objectWillChange`: a publisher tied to its object, whose `send()` tells every
/// view holding the object to run its body again, as a `@Published` change does.
extension Interpreter {
    /// `model.objectWillChange`: a publisher that knows its object, or nil for other properties.
    func objectWillChange(_ p: PropertyDecl, of base: Value) -> Value? {
        guard p.name == "objectWillChange", p.owner?.name == "ObservableObject", case .instance(let model) = base,
              model.object != nil, let decl = checker.table.nominal("ObservableObjectPublisher") else { return nil }
        return .instance(Instance(decl: decl, type: decl.declaredType, fields: ["object": base]))
    }

    /// `publisher.send()` of a publisher from `objectWillChange`: true when it notified its object.
    func sendObjectWillChange(_ fn: FunctionDecl, receiver: Value?) -> Bool {
        guard fn.name == "send", fn.owner?.name == "ObservableObjectPublisher", case .instance(let publisher)? = receiver,
              case .instance(let model)? = publisher.fields["object"], let object = model.object else { return false }
        object.notify(.published(nil))
        return true
    }
}
