import PlaygroundChecker
import SwiftSyntax

/// `$property` of an `@Published` property: Combine's `Published<Value>.Publisher`.
extension Interpreter {
    /// A publisher that sends the property's current value to each subscriber, then every value
    /// assigned to it, before the value is stored (Combine publishes in `willSet`).
    func publishedPublisher(_ cell: StateCell, valueType: SwiftType, at node: Syntax?) throws(RuntimeError) -> Value {
        guard let decl = checker.table.nominal("Published.Publisher"), let parameter = decl.genericParameters.first else {
            throw RuntimeError("no Published.Publisher type in this profile", at: node)
        }
        let subscribe = FunctionValue(.native { [unowned self] (args) throws(RuntimeError) -> Value in
            guard case .function(let receive)? = args.first else { return .void }
            _ = try self.call(receive, [try self.dynamicValue(cell, at: node)], at: node)
            cell.observeWillWrite { [unowned self] value in _ = try? self.call(receive, [value], at: node) }
            return .void
        })
        let assign = FunctionValue(.native { (args) throws(RuntimeError) -> Value in
            if let value = args.first { cell.write(value) }
            return .void
        })
        let type = decl.declaredType.substituting(Substitution([parameter: valueType]))
        return .instance(Instance(decl: decl, type: type, fields: ["subscription": .function(subscribe), "_assign": .function(assign)]))
    }
}
