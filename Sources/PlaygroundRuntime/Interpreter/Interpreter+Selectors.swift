import PlaygroundChecker
import SwiftSyntax

/// Target–action: an `@objc` method found by its Objective-C name and called, as a notification
/// centre calls the selector an observer registered.
extension Interpreter {
    /// The implementation of `_perform(_:_:_:)`, or nil for another name.
    func selectorNative(_ name: String, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        guard name == "_perform(_:_:_:)", args.count == 3, case .string(let selector) = args[1] else { return nil }
        guard case .instance(let target) = args[0] else {
            throw RuntimeError("unrecognized selector '\(selector)': the target is not an object", at: node)
        }
        for owner in [target.decl] + checker.system.superclasses(of: target.decl) {
            for method in owner.functions.values.joined() where !method.isStatic && method.kind == .function && method.objectiveCName == selector {
                let arguments = method.parameters.isEmpty ? [] : [args[2]]
                _ = try invoke(method, receiver: args[0], args: arguments, substitution: substitution(of: args[0]), at: node)
                return .void
            }
        }
        // Objective-C's own words for a selector no method answers to.
        throw RuntimeError("-[\(target.decl.name) \(selector)]: unrecognized selector sent to instance", at: node)
    }
}
