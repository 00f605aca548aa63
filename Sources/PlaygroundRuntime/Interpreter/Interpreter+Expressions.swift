import PlaygroundChecker
import SwiftSyntax
import PlaygroundSyntax

/// Evaluating checked expressions.
extension Interpreter {
    func eval(_ e: Expr, _ env: Environment) throws(RuntimeError) -> Value {
        switch e.kind {
        case .integer(let n):
            // A UInt64 literal past `Int.max` is held as its bits.
            if n < 0, NumericType(e.type)?.isUnsigned64 == true { return .uint(UInt(bitPattern: n)) }
            return .int(n)
        case .double(let d): return e.type == Self.floatType ? .float(Float(d)) : .double(d)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .nilLiteral: return .none
        case .interpolation(let segments):
            var out = ""
            for segment in segments {
                switch segment {
                case .text(let t): out += t
                case .value(let v): out += try describing(try eval(v, env), at: e.syntax)
                }
                if out.utf8.count > Limits.stringLength { throw Self.stringTooLong(at: e.syntax) }
            }
            return .string(out)
        case .local(let name), .packTuple(let name):
            guard let box = env.lookup(name) else { throw RuntimeError("'\(name)' used before being initialized", at: e.syntax) }
            return box.value
        case .selfValue:
            guard let box = env.selfBox else { throw RuntimeError("'self' used outside of a type", at: e.syntax) }
            return box.value
        case .global(let name):
            // A computed global (`@ArrayBuilder var numbers: [Int] { … }`) runs its getter each time.
            if let p = checker.table.variables[name], p.getter != nil, let getter = try checkedGetter(p) {
                return try nested(at: e.syntax) { () throws(RuntimeError) in try execBody(getter, env: Environment(parent: globals)) } ?? .void
            }
            guard let box = try globalBox(name) else { throw RuntimeError("'\(name)' used before being initialized", at: e.syntax) }
            return box.value
        case .call(let call):
            return try evalCall(call, env, at: e.syntax)
        case .enumCase(let decl, let name, let payload):
            var values: [Value] = []
            for p in payload { values.append(try eval(p, env)) }
            return .enumCase(EnumValue(decl: decl, type: e.type.substituting(env.substitution), name: name, payload: values))
        case .property(let base, let p):
            // `super.title` reads the superclass's property, not the override that reads it.
            let isSuper = if case .native("super", _) = base.kind { true } else { false }
            let value = try eval(base, env)
            // A protocol extension's getter binds `Self` to the base's type: the value's own, or
            // this static one for a value that carries none (an array).
            let baseType = p.owner?.kind == .protocol && !value.carriesItsType ? checker.system.normalize(base.type.substituting(env.substitution)) : nil
            return try property(p, of: value, at: e.syntax, dispatchesStatically: isSuper, baseType: baseType)
        case .staticProperty(let p, let sub):
            // A protocol's static requirement (`Self.prefix`, `T.defaultValue`): the conforming type's.
            if let owner = p.owner, owner.kind == .protocol, let selfType = sub.bindings[owner.selfParameter] {
                let concrete = checker.system.normalize(selfType.substituting(env.substitution))
                let own = witness(for: p, of: .metatype(concrete))
                // A default in a protocol's extension reads the conforming type as `Self`.
                var substitution = own === p ? sub : checker.system.substitution(for: concrete)
                if let declaring = own.owner, declaring.kind == .protocol {
                    substitution = Substitution(substitution.bindings.merging([declaring.selfParameter: concrete]) { _, concrete in concrete })
                }
                return try staticProperty(own, substitution: substitution, at: e.syntax)
            }
            return try staticProperty(p, substitution: sub, at: e.syntax)
        case .projection(let base, let p):
            return try projection(p, of: try eval(base, env), type: e.type, at: e.syntax)
        case .wrapperStorage(let base, let p):
            guard case .instance(let instance) = try eval(base, env), let storage = instance.fields[p.storageName] else {
                throw RuntimeError("'\(p.storageName)' has no value", at: e.syntax)
            }
            return storage
        case .closure(let closure):
            return .function(FunctionValue(.closure(closure, closure.capturesLiveScope ? env : env.captured(above: globals))))
        case .apply(let function, let args):
            guard case .function(let f) = try eval(function, env) else { throw RuntimeError("not a function", at: e.syntax) }
            var values: [Value] = []
            for a in args { values.append(try eval(a, env)) }
            // `inout` arguments (`&path`) get the closure's final values of its parameters back.
            let places = Self.inoutPlaces(in: args)
            guard !places.isEmpty else { return try call(f, values, at: e.syntax) }
            let finalArguments = Box(.tuple(values))
            let result = try call(f, values, at: e.syntax, finalArguments: finalArguments)
            try writeBack(finalArguments, to: places, env)
            return result
        case .tuple(let elements):
            var values: [Value] = []
            for element in elements { values.append(try eval(element, env)) }
            return .tuple(values)
        case .tupleElement(let base, let index):
            guard case .tuple(let values) = try eval(base, env), index < values.count else { throw RuntimeError("not a tuple", at: e.syntax) }
            return values[index]
        case .array(let elements):
            var values: [Value] = []
            for element in elements { values.append(try eval(element, env)) }
            try checkArrayCount(values.count, at: e.syntax)
            return .array(values)
        case .range(let lo, let hi, let closed):
            let lower = try eval(lo, env), upper = try eval(hi, env)
            guard case .int(let l) = lower, case .int(let h) = upper else {
                // Other bounds (`0.0...1.0` for a Slider, dates for a DatePicker) are kept as a
                // pair: `lowerBound`/`upperBound` only.
                if try isLess(upper, lower, at: e.syntax) { throw RuntimeError("Fatal error: Range requires lowerBound <= upperBound", at: e.syntax) }
                return .tuple([lower, upper])
            }
            if closed ? l > h : l > h { throw RuntimeError("Fatal error: Range requires lowerBound <= upperBound", at: e.syntax) }
            return .range(l, h, closed: closed)
        case .keyPath(let path):
            return .keyPath(path)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, env, at: e.syntax)
        case .not(let operand):
            guard case .bool(let b) = try eval(operand, env) else { throw RuntimeError("not a Bool", at: e.syntax) }
            return .bool(!b)
        case .negate(let operand):
            switch try eval(operand, env) {
            case .int(let n): return .int(try Self.negated(n, at: e.syntax))
            case .double(let d): return .double(-d)
            case .float(let f): return .float(-f)
            default: throw RuntimeError("not a number", at: e.syntax)
            }
        case .ternary(let condition, let first, let second):
            guard case .bool(let b) = try eval(condition, env) else { throw RuntimeError("not a Bool", at: e.syntax) }
            return try eval(b ? first : second, env)
        case .nilCoalescing(let lhs, let rhs):
            if case .optional(let wrapped?) = try eval(lhs, env) {
                return e.type.optionalWrapped != nil ? .optional(wrapped) : wrapped
            }
            return try eval(rhs, env)
        case .wrapOptional(let inner):
            return .optional(try eval(inner, env))
        case .forceUnwrap(let inner):
            guard case .optional(let wrapped?) = try eval(inner, env) else {
                // An implicitly unwrapped property's read has no `!` of its own.
                let how = e.syntax.is(ForceUnwrapExprSyntax.self) ? "unwrapping" : "implicitly unwrapping"
                throw RuntimeError("Fatal error: Unexpectedly found nil while \(how) an Optional value", at: e.syntax)
            }
            return wrapped
        case .cast(let inner, let target, let kind):
            return try cast(try eval(inner, env), to: target.substituting(env.substitution), kind, at: e.syntax)
        case .optionalChain(let base, let name, let rest):
            guard case .optional(let wrapped?) = try eval(base, env) else { return .none }
            let inner = Environment(parent: env)
            inner.define(name, wrapped)
            let value = try eval(rest, inner)
            if case .optional = value, rest.type.optionalWrapped != nil { return value }
            return .optional(value)
        case .assign(let target, let value):
            try assign(target, try eval(value, env), env)
            return .void
        case .compoundAssign(let op, let target, let value):
            if try appendInPlace(op, target, value, env, at: e.syntax) { return .void }
            let current = try eval(target, env)
            let result = try arithmetic(op, current, try eval(value, env), of: target.type, at: e.syntax)
            try assign(target, result, env)
            return .void
        case .block(let statements, let result):
            let inner = Environment(parent: env)
            if case .return(let value) = try exec(statements, inner) { return value ?? .void }
            return try eval(result, inner)
        case .native("super", let args) where args.count == 1:
            return try eval(args[0], env)
        case .native("failIfNil", let args) where args.count == 1:
            // A failable initializer's `self.init(…)`: nil ends the initializer that delegated.
            guard case .optional(let made?) = try eval(args[0], env) else { throw RuntimeError.initializerFailed(at: e.syntax) }
            return made
        case .native("OptionSet.union", let args):
            var raw = 0
            for a in args {
                if case .instance(let i) = try eval(a, env), case .int(let r)? = i.fields["rawValue"] { raw |= r }
            }
            guard case .nominal(let id, _) = e.type, let decl = checker.table.nominal(id) else { return .void }
            return .instance(Instance(decl: decl, type: e.type, fields: ["rawValue": .int(raw)]))
        case .native("inout", let place) where place.count == 1:
            // An `inout` argument's value going in (`evalCall` copies the callee's out).
            return try eval(place[0], env)
        case .native(let name, let args):
            return try nativeExpression(name, args, type: e.type, env, at: e.syntax)
        case .typeValue(let type):
            return .metatype(checker.system.normalize(type.substituting(env.substitution)))
        case .dynamicType(let operand):
            let value = try eval(operand, env)
            return .metatype(dynamicType(of: value, static: checker.system.normalize(operand.type.substituting(env.substitution))))
        }
    }

    /// The type a value has at run time: an instance's or enum case's own, a type's metatype;
    /// otherwise its static type (a struct's value has no other).
    func dynamicType(of value: Value, static type: SwiftType) -> SwiftType {
        switch value {
        // A library value made without its generic arguments (a `Task`) has its static type's.
        case .instance(let i) where i.type.genericArguments.isEmpty && type.genericArguments.count > 0:
            if case .nominal(let id, _) = i.type, case .nominal(id, _) = type { type } else { i.type }
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        case .metatype(let t): .metatype(t)
        case .optional(let wrapped?) where type.optionalWrapped == nil: dynamicType(of: wrapped, static: type)
        default: type
        }
    }

    /// Evaluates a call: receiver, arguments (defaults, variadics, packs), then the function.
    func evalCall(_ call: Call, _ env: Environment, at node: Syntax) throws(RuntimeError) -> Value {
        if let result = try evalInPlaceCall(call, env, at: node) { return result }
        let receiver = try call.receiver.map { (r) throws(RuntimeError) in try eval(r, env) }
        let args = try argumentValues(call, env)
        let substitution = openingExistentials(call.function, args: args, calleeSubstitution(call, env))
        // `inout` arguments (`&x`) get the callee's final values of their parameters back.
        let places = Self.inoutPlaces(in: call.arguments)
        let finalArguments = places.isEmpty ? nil : Box(.void)
        // `super.method()` runs the superclass's method, not the override that calls it.
        let isSuper = if case .native("super", _)? = call.receiver?.kind { true } else { false }
        let (result, newReceiver) = try invoke(call.function, receiver: receiver, args: args, substitution: substitution, at: node, finalArguments: finalArguments, dispatchesStatically: isSuper)
        if call.function.isMutating, call.function.kind != .initializer, let newReceiver, let target = call.receiver {
            try assign(target, newReceiver, env)
        }
        if let finalArguments { try writeBack(finalArguments, to: places, env) }
        return result
    }

    /// The places passed as `inout` arguments (`&x`), by argument index.
    static func inoutPlaces(in arguments: [Expr?]) -> [(Int, Expr)] {
        arguments.enumerated().compactMap { index, argument in
            guard case .native("inout", let place)? = argument?.kind, place.count == 1 else { return nil }
            return (index, place[0])
        }
    }

    /// Copies a callee's final parameter values (a tuple) to the places its `inout` arguments named.
    func writeBack(_ finalArguments: Box, to places: [(Int, Expr)], _ env: Environment) throws(RuntimeError) {
        guard case .tuple(let values) = finalArguments.value else { return }
        for (index, place) in places where index < values.count { try assign(place, values[index], env) }
    }

    /// A call's arguments in parameter order: defaults, variadics and packs filled in.
    func argumentValues(_ call: Call, _ env: Environment) throws(RuntimeError) -> [Value] {
        var args: [Value] = []
        for (index, argument) in call.arguments.enumerated() {
            if let argument {
                args.append(try eval(argument, env))
            } else if let elements = call.variadic[index] {
                var values: [Value] = []
                for element in elements { values.append(try eval(element, env)) }
                if case .packExpansion = call.function.parameters[index].type { args.append(.tuple(values)) } else { args.append(.array(values)) }
            } else if let defaultValue = call.defaults[index] {
                args.append(try eval(defaultValue, env))
            } else if call.function.parameters[index].isVariadic {
                // No argument for a variadic parameter: an empty array.
                args.append(.array([]))
            } else {
                args.append(.void)
            }
        }
        return args
    }

    /// SE-0352: an existential passed for a generic parameter that a protocol constrains is
    /// opened, so the parameter is the value's own type when the call runs (`toSerializable(next)`
    /// with `next` an `any Serializable` holding a `String` runs with `T == String`). An `Any`
    /// for an unconstrained parameter stays `Any`.
    func openingExistentials(_ fn: FunctionDecl, args: [Value], _ substitution: Substitution) -> Substitution {
        guard !fn.genericParameters.isEmpty else { return substitution }
        var opened = substitution
        for (param, arg) in zip(fn.parameters, args) {
            guard case .parameter(let g) = param.type, let bound = substitution.bindings[g], bound != .any,
                  checker.system.isExistential(bound), fn.genericParameters.contains(g),
                  fn.requirements.contains(where: { if case .conformance(.parameter(g), _) = $0 { true } else { false } }),
                  let own = Self.runtimeType(of: arg) else { continue }
            opened.bindings[g] = own
        }
        return opened
    }

    /// The type a value holds when it is the payload of an existential.
    static func runtimeType(of value: Value) -> SwiftType? {
        switch value {
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        case .string: DeclarationTable.string
        case .bool: DeclarationTable.bool
        case .double: DeclarationTable.double
        case .int: DeclarationTable.int
        default: nil
        }
    }

    /// The callee's generic arguments in terms of the running function's (often nothing to do).
    func calleeSubstitution(_ call: Call, _ env: Environment) -> Substitution {
        env.substitution.bindings.isEmpty || call.substitution.bindings.isEmpty
            ? call.substitution
            : Substitution(call.substitution.bindings.mapValues { checker.system.normalize($0.substituting(env.substitution)) })
    }

    /// Stores a value into an assignable expression, copying structs back up the chain.
    func assign(_ target: Expr, _ value: Value, _ env: Environment) throws(RuntimeError) {
        switch target.kind {
        case .local(let name):
            guard let box = env.lookup(name) else { throw RuntimeError("'\(name)' is not defined", at: target.syntax) }
            box.value = value
        case .global(let name):
            try storeGlobal(name, value, at: target.syntax)
        case .selfValue:
            env.selfBox?.value = value
        case .optionalChain(let base, let name, let rest):
            // A store that needs no copy back into `base` (a class's, a nonmutating setter's); a
            // struct's is the checker's chain of a store into the copy and the copy into `base`.
            guard case .optional(let wrapped?) = try eval(base, env) else { return }
            let inner = Environment(parent: env)
            inner.define(name, wrapped)
            try assign(rest, value, inner)
        case .staticProperty(let p, let substitution):
            try storeStatic(p, value, substitution: substitution, at: target.syntax)
        case .property(let base, let requested):
            let baseValue = try eval(base, env)
            let p = witness(for: requested, of: baseValue)
            // A type's own initializer stores into `self` without running its observers.
            var observed = true
            if case .selfValue = base.kind, let initializing = env.initializing, initializing === p.owner { observed = false }
            if p.wrapper != nil {
                if let owner = try storeWrapped(p, of: baseValue, value, observed: observed, at: target.syntax) { try assign(base, owner, env) }
                return
            }
            // A struct's new value is copied back up the chain (through setters too); a class
            // instance is a reference: the write is done.
            if let newBase = try storeProperty(p, of: baseValue, value, observed: observed, at: target.syntax) {
                try assign(base, newBase, env)
            }
        case .call(let call) where call.function.name == "subscript":
            try storeSubscript(call, value, env, at: target.syntax)
        case .apply(let getter, let args) where args.isEmpty:
            // A computed local read by its getter (`view.append(2)` on `var view: [Int] { get set }`)
            // is stored by its setter: the hidden locals `$get_view` and `$set_view` that
            // `ExpressionChecker.computedLocal` declares.
            guard case .local(let name) = getter.kind, name.hasPrefix("$get_"),
                  case .function(let setter)? = env.lookup("$set_" + name.dropFirst("$get_".count))?.value else {
                throw RuntimeError("cannot assign to this expression", at: target.syntax)
            }
            _ = try call(setter, [value], at: target.syntax)
        case .forceUnwrap(let inner):
            // `name! = "b"`, `casts[id]![key] = value`: nil traps, as reading through `!` does.
            guard case .optional(_?) = try eval(inner, env) else {
                throw RuntimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: target.syntax)
            }
            try assign(inner, .optional(value), env)
        case .tupleElement(let base, let index):
            guard case .tuple(var values) = try eval(base, env), index < values.count else { throw RuntimeError("not a tuple", at: target.syntax) }
            values[index] = value
            try assign(base, .tuple(values), env)
        case .projection(_, let p) where p.wrapper?.qualifiedName == "Published":
            // `&$status` written back after `assign(to:)`: the profile's setter stores nothing.
            return
        case .wrapperStorage(let base, let p):
            guard case .instance(var instance) = try eval(base, env) else { throw RuntimeError("cannot assign to '\(p.storageName)'", at: target.syntax) }
            instance.fields[p.storageName] = named(value, p)
            if instance.object == nil { try assign(base, .instance(instance), env) }
        case .native("KeyPath.apply", let args) where args.count == 2:
            guard case .keyPath(let path) = try eval(args[1], env) else { throw RuntimeError("cannot assign to this expression", at: target.syntax) }
            if let newBase = try storingKeyPath(path[...], in: try eval(args[0], env), value, at: target.syntax) { try assign(args[0], newBase, env) }
        case .native("Array.subscript", let args) where args.count == 2:
            guard case .array(var elements) = try eval(args[0], env), case .int(let i) = try eval(args[1], env) else {
                throw RuntimeError("cannot assign to this expression", at: target.syntax)
            }
            guard elements.indices.contains(i) else { throw RuntimeError("Fatal error: Index out of range", at: target.syntax) }
            elements[i] = value
            try assign(args[0], .array(elements), env)
        case .native("Dictionary.subscript", let args) where args.count == 2:
            let key = try eval(args[1], env)
            try assign(args[0], try dictionaryStoring(value, at: key, in: try eval(args[0], env), at: target.syntax), env)
        case .native("Dictionary.subscriptDefault", let args) where args.count == 3:
            let key = try eval(args[1], env)
            try assign(args[0], try dictionaryStoring(.optional(value), at: key, in: try eval(args[0], env), at: target.syntax), env)
        default:
            throw RuntimeError("cannot assign to this expression", at: target.syntax)
        }
    }
}
