import PlaygroundChecker
import SwiftSyntax

/// What a custom `init(from decoder:)` calls while `JSONDecoder` decodes: the decoder
/// (`_JSONDecoding`) and its keyed and single-value containers, each standing at one of the
/// call's `decodingNodes`; failures are the `DecodingError`s the synthesized path throws.
extension Interpreter {
    /// The implementation of `name`, or nil when it is not a decoding container's member.
    func decodingContainerNative(_ name: String, receiver: Value?, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        guard name.hasPrefix("_JSONDecoding.") || name.hasPrefix("KeyedDecodingContainer."),
              case .int(let index)? = receiver?.field("_node"), decodingNodes.indices.contains(index) else { return nil }
        let current = decodingNodes[index]
        switch name {
        case "_JSONDecoding.container(keyedBy:)":
            guard case .metatype(let keyType)? = args.first, let decl = checker.table.nominal("KeyedDecodingContainer") else { return nil }
            guard case .object = current.json else { throw try typeMismatch("Dictionary<String, Any>", found: current.json, path: current.path, at: node) }
            return .instance(Instance(decl: decl, type: .nominal(decl.id, [keyType]), fields: ["_node": .int(index)]))
        case "_JSONDecoding.singleValueContainer()":
            return receiver
        case "_JSONDecoding.decode(_:)":
            guard case .metatype(let type)? = args.first else { return nil }
            return try decode(current.json, as: type, path: current.path, current.options, at: node)
        case "_JSONDecoding.decodeNil()":
            return .bool(current.json == .null)
        default:
            break
        }
        guard case .object(var members) = current.json, let keyValue = name.hasSuffix("(_:)") ? args.first : args.last,
              let key = try codingKeyString(keyValue) else { return nil }
        if current.options.convertsFromSnakeCase { members = Self.camelCased(members) }
        let member = members[key]
        let path = current.path + [.key(key)]
        switch (name, args.first) {
        case ("KeyedDecodingContainer.contains(_:)", _):
            return .bool(member != nil)
        case ("KeyedDecodingContainer.decodeNil(forKey:)", _):
            guard let member else { throw try keyNotFound(key, path: current.path, at: node) }
            return .bool(member == .null)
        case ("KeyedDecodingContainer.decode(_:forKey:)", .metatype(let type)?):
            guard let member else { throw try keyNotFound(key, path: current.path, at: node) }
            return try decode(member, as: type, path: path, current.options, at: node)
        case ("KeyedDecodingContainer.decodeIfPresent(_:forKey:)", .metatype(let type)?):
            guard let member, member != .null else { return .optional(nil) }
            return .optional(try decode(member, as: type, path: path, current.options, at: node))
        default:
            return nil
        }
    }

    /// The JSON key a `CodingKey` value stands for.
    private func codingKeyString(_ key: Value) throws(RuntimeError) -> String? {
        guard case .enumCase(let e) = key else { return nil }
        return try jsonKey(ofCase: e.name, in: e.decl)
    }
}
