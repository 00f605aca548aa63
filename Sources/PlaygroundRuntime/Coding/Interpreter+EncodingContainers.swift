import PlaygroundChecker
import SwiftSyntax

/// What a custom `encode(to encoder:)` calls while `JSONEncoder` encodes: the encoder
/// (`_JSONEncoding`) and its keyed and single-value containers, each writing into one of the
/// call's `encodingNodes`.
extension Interpreter {
    /// The implementation of `name`, or nil when it is not an encoding container's member.
    func encodingContainerNative(_ name: String, receiver: Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        guard name.hasPrefix("_JSONEncoding.") || name.hasPrefix("KeyedEncodingContainer."),
              case .int(let index)? = receiver?.field("_node"), encodingNodes.indices.contains(index) else { return nil }
        let current = encodingNodes[index]
        switch name {
        case "_JSONEncoding.container(keyedBy:)":
            guard case .metatype(let keyType)? = args.first, let decl = checker.table.nominal("KeyedEncodingContainer") else { return nil }
            current.isKeyed = true
            return .instance(Instance(decl: decl, type: .nominal(decl.id, [keyType]), fields: ["_node": .int(index)]))
        case "_JSONEncoding.singleValueContainer()":
            return receiver
        case "_JSONEncoding.encode(_:)":
            guard let value = args.first else { return nil }
            current.single = try encodedTokens(value, as: .any, path: current.path, current.options, at: node) ?? ["o0"]
            return .void
        case "_JSONEncoding.encodeNil()":
            current.single = ["z"]
            return .void
        default:
            break
        }
        guard let keyValue = args.last, case .enumCase(let e) = keyValue else { return nil }
        let key = keyName(try jsonKey(ofCase: e.name, in: e.decl), current.options)
        let path = current.path + [.key(key)]
        switch (name, args.first) {
        case ("KeyedEncodingContainer.encodeNil(forKey:)", _):
            current.set(key, ["z"])
        case ("KeyedEncodingContainer.encode(_:forKey:)", let value?):
            current.set(key, try encodedTokens(value, as: .any, path: path, current.options, at: node) ?? ["o0"])
        case ("KeyedEncodingContainer.encodeIfPresent(_:forKey:)", let value?):
            if case .optional(nil) = value { return .void }
            current.set(key, try encodedTokens(value, as: .any, path: path, current.options, at: node) ?? ["o0"])
        default:
            return nil
        }
        return .void
    }
}
