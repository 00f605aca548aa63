import PlaygroundSyntax
import SwiftSyntax

/// Matching a call's arguments to a candidate's parameters: labels, defaults, variadics and
/// trailing closures, and swiftc's wording when the labels do not fit.
extension ExpressionChecker {
    /// Assigns arguments to parameters by label, defaults and trailing closures (forward scan).
    func matchArguments(_ fn: FunctionDecl, _ args: [Argument], at e: some SyntaxProtocol) throws(CheckError) -> [Int: [Argument]] {
        let params = fn.parameters
        labelProgress = 0
        var matched: [Int: [Argument]] = [:]
        var index = 0
        func takesMany(_ p: ParameterDecl) -> Bool {
            if case .packExpansion = p.type { return true }
            return p.isVariadic
        }
        func canTakeClosure(_ p: ParameterDecl) -> Bool {
            let type = p.type.optionalWrapped ?? p.type
            if case .function = type { return true }
            // A generic parameter that must conform to a protocol cannot be a function type.
            if case .parameter(let g) = type {
                return p.defaultValue == nil && !fn.requirements.contains { if case .conformance(.parameter(g), _) = $0 { true } else { false } }
            }
            return false
        }
        if params.isEmpty, !args.isEmpty {
            throw CheckError("argument passed to call that takes no arguments", at: args[0].node)
        }
        var sawTrailing = false
        for arg in args {
            var placed = false
            while index < params.count {
                let p = params[index]
                if arg.isTrailingClosure, arg.label == nil, !sawTrailing {
                    // The first trailing closure goes to the next parameter that can take a closure.
                    // SE-0286: a parameter with a default is skipped when a later one needs the closure
                    // (`sheet(isPresented:onDismiss:content:) { … }` fills `content`).
                    let laterNeedsIt = p.defaultValue != nil && params.indices.contains {
                        $0 > index && matched[$0] == nil && params[$0].defaultValue == nil && !takesMany(params[$0]) && canTakeClosure(params[$0])
                    }
                    if canTakeClosure(p), !laterNeedsIt { matched[index, default: []].append(arg); index += 1; placed = true; sawTrailing = true; break }
                    if p.defaultValue != nil || takesMany(p) { index += 1; continue }
                    break
                }
                if matched[index] != nil, takesMany(p), arg.label == nil, !arg.isTrailingClosure {
                    matched[index]!.append(arg); placed = true; break
                }
                if p.label == arg.label, matched[index] == nil {
                    matched[index, default: []].append(arg)
                    if !takesMany(p) { index += 1 }
                    placed = true
                    break
                }
                if p.defaultValue != nil || takesMany(p) { index += 1; continue }
                if let label = arg.label, let earlier = params[..<index].firstIndex(where: { $0.label == label }),
                   let placedLater = matched.keys.filter({ $0 > earlier }).min(), let other = params[placedLater].label {
                    throw CheckError("argument '\(label)' must precede argument '\(other)'", at: arg.node)
                }
                if let label = arg.label, let later = params[index...].firstIndex(where: { $0.label == label }), later > index {
                    throw CheckError("missing argument for parameter \(p.label.map { "'\($0)'" } ?? "#\(index + 1)") in call", at: arg.node)
                }
                throw CheckError(labelMessage(have: args, params: params), at: arg.node)
            }
            if placed { labelProgress += 1 }
            if !placed {
                if let label = arg.label, let earlier = params.firstIndex(where: { $0.label == label }),
                   let placedLater = matched.keys.filter({ $0 > earlier }).min(), let other = params[placedLater].label {
                    throw CheckError("argument '\(label)' must precede argument '\(other)'", at: arg.node)
                }
                if arg.isTrailingClosure, index < params.count {
                    throw CheckError("trailing closure passed to parameter of type '\(params[index].type.sugared)' that does not accept a closure", at: arg.node)
                }
                if let label = arg.label, params.contains(where: { $0.label == label }) {
                    throw CheckError(labelMessage(have: args, params: params), at: arg.node)
                }
                throw CheckError(arg.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call", at: arg.node)
            }
        }
        for (i, p) in params.enumerated() where matched[i] == nil && p.defaultValue == nil && !takesMany(p) {
            let name = p.label.map { "'\($0)'" } ?? "#\(i + 1)"
            throw CheckError("missing argument for parameter \(name) in call", at: e)
        }
        return matched
    }

    /// swiftc's wording: one label missing or extraneous is named; otherwise both label lists.
    func labelMessage(have args: [Argument], params: [ParameterDecl]) -> String {
        let written = args.filter { !$0.isTrailingClosure }
        let wanted = Array(params.prefix(max(written.count, 1)))
        let differing = zip(written, wanted).filter { $0.0.label != $0.1.label }
        if differing.count == 1 {
            switch (differing[0].0.label, differing[0].1.label) {
            case (let have?, nil): return "extraneous argument label '\(have):' in call"
            case (nil, let want?): return "missing argument label '\(want):' in call"
            default: break
            }
        }
        let have = written.map { ($0.label ?? "_") + ":" }.joined()
        let expected = wanted.map { ($0.label ?? "_") + ":" }.joined()
        return "incorrect argument label\(differing.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"
    }
}
