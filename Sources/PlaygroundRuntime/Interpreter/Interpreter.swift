import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// Runs checked code: expressions, statements, calls of declared and native functions.
///
/// The PlaygroundRuntime folder holds the third stage: values (`Values/`), the interpreter
/// (`Interpreter/`), and the evaluated view graph with its state and identities (`Graph/`).
public final class Interpreter {
    public let checker: Checker
    let globals = Environment(parent: nil)
    /// A module's top-level variables not read yet: each gets its value on first read, as
    /// Swift initializes a module's globals (`deferGlobal(_:)`).
    var unreadGlobals: [String: PropertyDecl] = [:]
    /// Static stored properties once evaluated, by declaration serial.
    var staticValues: [Int: Value] = [:]
    var viewModifierCache: [Int: Bool] = [:]
    var viewConformanceCache: [SwiftType: Bool] = [:]
    /// Each type's `InstanceLayout`, made when its first instance is (`declarationsChanged` forgets them).
    var instanceLayouts: [ObjectIdentifier: InstanceLayout] = [:]
    /// Evaluation steps left before the run is stopped (infinite loops, huge ranges).
    public var stepBudget = 20_000_000
    var steps = 0
    var callDepth = 0
    /// When the entry must stop (`entryTimeLimit` after `startClock()`), if started.
    var deadline: ContinuousClock.Instant?
    /// How long one entry may run: `Limits.entrySeconds`; tests of the step budget lift it so
    /// a loaded machine's clock cannot stop the entry first.
    public var entryTimeLimit: Duration = .seconds(Limits.entrySeconds)
    public static let maximumCallDepth = 300
    /// Checked often; true stops the run with "interrupted" (Ctrl-C).
    public var isInterrupted: @Sendable () -> Bool = { false }
    /// What `print` wrote during the run.
    public var printed = ""
    /// The resources `Bundle.main` finds (the session's `--module` folders).
    public var bundle = ResourceBundle.empty
    /// The JSON values a custom `init(from:)`'s decoder and containers stand at, by `_node`,
    /// during one `JSONDecoder.decode` call.
    var decodingNodes: [DecodingNode] = []
    /// What each custom `encode(to:)`'s encoder has written, by `_node`, during one
    /// `JSONEncoder.encode` call.
    var encodingNodes: [EncodingNode] = []
    /// Why each module member kept without its body was left out (`_notLoaded(n)` stops with the nth).
    public var notLoadedReasons: [String] = []
    /// The session's random numbers (SplitMix64 from a fixed seed), so runs repeat.
    var randomState: UInt64 = 0x5EED_0F_5E55_1014
    /// `drand48`'s 48-bit state; the C library's before any `srand48`.
    var rand48State: UInt64 = 0x1234_ABCD_330E
    /// The number `ObjectIdentifier(x)` gives each object, in the order they were asked for.
    var objectNumbers: [Swift.ObjectIdentifier: Int] = [:]
    /// The identity `ObjectIdentifier(T.self)` gives each type, in the order asked for.
    var typeNumbers: [SwiftType: Int] = [:]
    /// `UUID()`s made so far: the next one's number (deterministic, for stable transcripts).
    var uuidsMade = 0
    /// `@AppStorage` and `@SceneStorage` cells by key: every view using a key shares one.
    var sharedStorage: [String: StateCell] = [:]
    /// `@Namespace`s made so far (each gets the next number).
    var namespacesMade = 0
    /// `DispatchQueue` work waiting for the next turn (`Interpreter+MainQueue.swift`).
    var mainQueue: [QueuedWork] = []
    var queuedWorkRun = 0
    /// The virtual clock of queued work, in nanoseconds since the session's start.
    var virtualClock: UInt64 = 0
    /// The `@Observable` fields read while a body runs (nil when nothing is tracking).
    var observationReads: [(object: ObjectStorage, field: String)]?
    /// Called when a body runs `Self._printChanges()`.
    public var onPrintChanges: (() -> Void)?
    /// The error value a `throw` raised (with its run-time error's message) until a `catch` takes it.
    var thrown: (message: String, value: Value)?

    public init(checker: Checker) {
        self.checker = checker
    }

    /// Breaks the cycles top-level closures make (a global holds a closure that captures the
    /// globals), so a session's values go with it.
    deinit {
        globals.variables = [:]
    }

    /// Runs an entry's body and returns its value.
    public func run(_ body: CheckedBody, selfValue: Value? = nil) throws(RuntimeError) -> Value {
        steps = 0
        callDepth = 0
        thrown = nil
        let env = Environment(parent: globals, selfBox: selfValue.map(Box.init))
        return try execBody(body, env: env) ?? .void
    }

    /// Evaluates a top-level variable's initial value and stores it.
    public func defineGlobal(_ p: PropertyDecl) throws(RuntimeError) {
        unreadGlobals[p.name] = nil
        let expr: Expr?
        do { expr = try checker.checkedInitializer(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
        var value = Value.void
        if let expr { value = try eval(expr, globals) }
        globals.define(p.name, value)
    }

    /// Leaves a module's top-level variable without a value until it is first read, when its
    /// initializer runs (and an error in it is that read's).
    public func deferGlobal(_ p: PropertyDecl) {
        globals.variables[p.name] = nil
        unreadGlobals[p.name] = p
    }

    /// The box of a top-level variable, its deferred initializer run first if it has not been;
    /// nil while that initializer runs (it reads the variable it initializes) or for an unknown name.
    func globalBox(_ name: String) throws(RuntimeError) -> Box? {
        if let box = globals.lookup(name) { return box }
        guard let p = unreadGlobals.removeValue(forKey: name) else { return nil }
        do throws(RuntimeError) { try defineGlobal(p) } catch {
            unreadGlobals[name] = p
            throw error
        }
        return globals.lookup(name)
    }

    /// Counts a step; stops runaway or interrupted runs.
    func tick(_ node: Syntax?) throws(RuntimeError) {
        steps += 1
        if steps > stepBudget {
            throw RuntimeError("evaluation stopped after \(stepBudget) steps; is there an infinite loop or a huge range?", at: node)
        }
        if steps & 0x3FF == 0 {
            if isInterrupted() { throw RuntimeError("interrupted", at: node) }
            if isPastDeadline { throw Self.outOfTime(at: node) }
        }
    }

    /// Runs a body's statements; the value of its `return`, if any.
    func execBody(_ body: CheckedBody, env: Environment) throws(RuntimeError) -> Value? {
        if case .return(let value) = try exec(body.statements, env) { return value }
        return nil
    }

    // MARK: Calls

    /// Calls a declared function (or synthesized initializer, or native) with evaluated arguments;
    /// `finalArguments` receives its parameters' values when it returns (a tuple), for `inout`
    /// arguments to be copied back.
    func invoke(
        _ requested: FunctionDecl, receiver: Value?, args: [Value], substitution: Substitution, at node: Syntax?,
        finalArguments: Box? = nil, dispatchesStatically: Bool = false
    ) throws(RuntimeError) -> (result: Value, receiver: Value?) {
        finalArguments?.value = .tuple(args)
        try tick(node)
        let fn = dispatchesStatically ? requested : witness(for: requested, receiver: receiver ?? staticReceiver(of: requested, substitution))
        var substitution = substitution
        if fn !== requested, fn.genericParameters.count == requested.genericParameters.count {
            // A generic requirement's witness has parameters of its own: bound as the requirement's were.
            for (own, required) in zip(fn.genericParameters, requested.genericParameters) where substitution.bindings[own] == nil {
                if let bound = substitution.bindings[required] { substitution.bindings[own] = bound }
            }
        }
        if fn !== requested, let owner = fn.owner, !owner.genericParameters.isEmpty, let receiver {
            // A witness in a generic type (`RawBridge<Value>.de` called as `Bridge.de`) reads its
            // type's parameters from the receiver's type.
            for (parameter, bound) in conformingType(of: receiver).map(checker.system.substitution(for:))?.bindings ?? [:]
            where substitution.bindings[parameter] == nil {
                substitution.bindings[parameter] = bound
            }
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth {
            throw RuntimeError("too many nested calls (over \(Self.maximumCallDepth)); does a view contain itself?", at: node)
        }
        if fn.kind == .initializer, let owner = fn.owner, let kind = DynamicPropertyKind(owner, checker: checker) {
            return (makeDynamicStorage(kind, fn, args: args, substitution: substitution), nil)
        }
        switch fn.synthesized {
        case .memberwise?:
            guard let owner = fn.owner else { break }
            return (try memberwise(constructedClass(receiver) ?? owner, args: args, parameters: fn.parameters, substitution: substitution), nil)
        case .rawValue?:
            guard let owner = fn.owner, let raw = args.first else { break }
            for name in owner.enumCaseOrder where try rawValue(ofCase: name, in: owner) == raw {
                return (.optional(.enumCase(EnumValue(decl: owner, type: owner.declaredType, name: name, payload: []))), nil)
            }
            return (.none, nil)
        case .enumCase(let name)?:
            guard let owner = fn.owner else { break }
            return (.enumCase(EnumValue(decl: owner, type: owner.declaredType.substituting(substitution), name: name, payload: args)), nil)
        case nil:
            break
        }
        let body: CheckedBody?
        do { body = try checker.checkedBody(of: fn) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
        guard let body else {
            var receiver = receiver
            let result = try callNative(fn, receiver: &receiver, args: args, at: node)
            return (result, receiver)
        }
        if sendObjectWillChange(fn, receiver: receiver) { return (.void, receiver) }
        // A `DismissAction` from a presentation closes it.
        if fn.name == "callAsFunction", fn.owner?.name == "DismissAction", case .instance(let action)? = receiver,
           case .function(let dismiss)? = action.fields["action"] {
            return (try call(dismiss, [], at: node), receiver)
        }
        if fn.name == "_printChanges", fn.owner?.name == "View" {
            onPrintChanges?()
            return (.void, receiver)
        }
        let env = Environment(parent: globals, substitution: substitution)
        if fn.kind == .initializer, let owner = fn.owner {
            if case .instance(let existing)? = receiver, existing.object != nil {
                // `super.init(…)`, or a convenience initializer's `self.init(…)`: on the object being made.
                env.selfBox = Box(.instance(existing))
            } else {
                env.selfBox = Box(.instance(try emptyInstance(constructedClass(receiver) ?? owner, substitution: substitution)))
            }
            env.initializing = owner
        } else if let receiver {
            env.selfBox = Box(receiver)
        }
        for (param, value) in zip(fn.parameters, args) { env.define(param.name, value) }
        let result: Value?
        do throws(RuntimeError) {
            result = try execBody(body, env: env)
        } catch where error.failsInitializer && fn.isFailable {
            return (.none, nil)
        }
        if let finalArguments {
            finalArguments.value = .tuple(zip(fn.parameters, args).map { param, value in env.lookup(param.name)?.value ?? value })
        }
        if fn.kind == .initializer {
            if fn.isFailable, case .optional(nil)? = result { return (.optional(nil), nil) }
            let value = env.selfBox?.value ?? .void
            return (fn.isFailable ? .optional(value) : value, nil)
        }
        return (result ?? .void, fn.isMutating ? env.selfBox?.value : nil)
    }

    /// The metatype a protocol's static or initializer requirement is called on (`Self.make()`,
    /// `T(x: 1)`): the conforming type the call's substitution binds to `Self`.
    func staticReceiver(of fn: FunctionDecl, _ substitution: Substitution) -> Value? {
        guard fn.isStatic || fn.kind == .initializer, let owner = fn.owner, owner.kind == .protocol,
              let type = substitution.bindings[owner.selfParameter] else { return nil }
        return .metatype(type)
    }

    /// The subclass an inherited initializer makes (`Derived(name:)` runs `Base.init(name:)`):
    /// the checker passes it as the call's receiver.
    func constructedClass(_ receiver: Value?) -> NominalDecl? {
        guard case .metatype(.nominal(let id, _))? = receiver, let decl = checker.table.nominal(id), decl.kind == .class else { return nil }
        return decl
    }

    /// An instance whose stored properties with initial values are set (before an `init` body runs).
    func emptyInstance(_ decl: NominalDecl, substitution: Substitution) throws(RuntimeError) -> Instance {
        let layout = try instanceLayout(decl)
        var instance = Instance(decl: decl, type: decl.declaredType.substituting(substitution), fields: layout.literals)
        for p in layout.others {
            if p.wrapper != nil {
                if let made = try wrapperInitialization(p, substitution: substitution) { instance.fields[p.storageName] = made }
            } else if p.isLazy {
                continue
            } else if let initial = try initialValue(p, substitution: substitution) {
                instance.fields[p.storageName] = initial
            } else if try checker.propertyTypeOrError(p).optionalWrapped != nil, !p.isLet {
                instance.fields[p.name] = Value.none
            }
        }
        publishCells(of: instance)
        return instance
    }

    /// A type's stored properties split once: those whose initial value is a literal (`= false`,
    /// `= nil`, `= 0`: a `Text` has fifteen), with their values, which every instance starts
    /// with; and the others, evaluated per instance.
    func instanceLayout(_ decl: NominalDecl) throws(RuntimeError) -> InstanceLayout {
        if let known = instanceLayouts[ObjectIdentifier(decl)] { return known }
        var layout = InstanceLayout(decl: decl)
        for p in try storedPropertiesWithInherited(decl) {
            if p.wrapper == nil, !p.isLazy, let value = try literalInitialValue(p) {
                layout.literals[p.storageName] = value
            } else {
                layout.others.append(p)
            }
        }
        instanceLayouts[ObjectIdentifier(decl)] = layout
        return layout
    }

    /// A stored property's initial value when it is a literal, the same for every instance.
    private func literalInitialValue(_ p: PropertyDecl) throws(RuntimeError) -> Value? {
        guard let expr = try checkedInitializer(p) else { return nil }
        switch expr.kind {
        case .integer, .double, .string, .bool, .nilLiteral: return try eval(expr, globals)
        default: return nil
        }
    }

    /// A class's stored properties and those of its superclasses (superclasses first).
    func storedPropertiesWithInherited(_ decl: NominalDecl) throws(RuntimeError) -> [PropertyDecl] {
        var chain: [NominalDecl] = [decl]
        while let next = chain.last?.superclass.flatMap({ checker.table.nominal($0) }), !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        return chain.reversed().flatMap(\.storedProperties)
    }

    /// A stored property's initial value, for an instance of its type with `substitution`'s
    /// generic arguments (`@EnvironmentObject var store: Store<S>` looks for a `Store<AppState>`).
    func initialValue(_ p: PropertyDecl, substitution: Substitution = .empty) throws(RuntimeError) -> Value? {
        guard let expr = try checkedInitializer(p) else { return nil }
        return try eval(expr, initializerEnvironment(substitution))
    }

    /// A stored property's checked initial value (checked when first needed), its error a run-time one.
    private func checkedInitializer(_ p: PropertyDecl) throws(RuntimeError) -> Expr? {
        do { return try checker.checkedInitializer(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }

    /// A wrapped property's storage made from its attribute and initial value (`State(wrappedValue: 0)`).
    func wrapperInitialization(_ p: PropertyDecl, substitution: Substitution = .empty) throws(RuntimeError) -> Value? {
        guard let made = try wrapperStorage(p)?.initialization else { return nil }
        return named(try eval(made, initializerEnvironment(substitution)), p)
    }

    /// A wrapped property's storage made from a wrapped value (the memberwise initializer's argument).
    func wrapperStorage(_ p: PropertyDecl, fromWrapped value: Value, substitution: Substitution = .empty) throws(RuntimeError) -> Value {
        guard let made = try wrapperStorage(p)?.fromWrappedValue else { return named(value, p) }
        let env = Environment(parent: globals, substitution: substitution)
        env.define(WrapperStorage.wrappedValueName, value)
        return named(try eval(made, env), p)
    }

    /// Where a property's initial value is evaluated: the globals, with the instance's generic arguments.
    private func initializerEnvironment(_ substitution: Substitution) -> Environment {
        substitution.bindings.isEmpty ? globals : Environment(parent: globals, substitution: substitution)
    }

    func wrapperStorage(_ p: PropertyDecl) throws(RuntimeError) -> WrapperStorage? {
        do { return try checker.wrapperStorage(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }

    /// Gives a dynamic property's cell its storage name (`_count`) for logs.
    func named(_ storage: Value, _ p: PropertyDecl) -> Value {
        if case .cell(let cell) = storage { cell.name = p.storageName }
        return storage
    }

    /// An `ObservableObject`'s `@Published` cells tell the object when they change.
    func publishCells(of instance: Instance) {
        guard let object = instance.object else { return }
        for case (let name, .cell(let cell)) in instance.fields where cell.kind == .published {
            cell.observe(key: "object") { [weak object] _ in object?.notify(.published(name)) }
        }
    }

    /// The memberwise initializer: stored properties from the arguments, or their initial values.
    func memberwise(_ decl: NominalDecl, args: [Value], parameters: [ParameterDecl], substitution: Substitution) throws(RuntimeError) -> Value {
        var instance = Instance(decl: decl, type: decl.declaredType.substituting(substitution))
        // A class's `init()` sets its superclasses' stored properties too.
        for p in decl.kind == .class ? try storedPropertiesWithInherited(decl) : decl.storedProperties {
            guard let index = parameters.firstIndex(where: { $0.name == p.name }), index < args.count else {
                let value = p.wrapper != nil ? try wrapperInitialization(p, substitution: substitution) : p.isLazy ? nil : try initialValue(p, substitution: substitution)
                if let value {
                    instance.fields[p.storageName] = value
                } else if !p.isLet, !p.isLazy, p.wrapper == nil, try checker.propertyTypeOrError(p).optionalWrapped != nil {
                    instance.fields[p.name] = Value.none
                }
                continue
            }
            var value = args[index]
            if p.isLazy {
                if case .optional(let given) = value { instance.fields[p.name] = given }
                continue
            }
            if p.builder != nil, case .function(let make) = value, !p.type.isFunction {
                value = try call(make, [], at: nil)
            }
            try store(value, as: p, in: &instance, substitution: substitution)
        }
        publishCells(of: instance)
        return .instance(instance)
    }

    /// Stores a memberwise argument in `p`'s storage (a wrapper's, from its wrapped value or itself).
    func store(_ value: Value, as p: PropertyDecl, in instance: inout Instance, substitution: Substitution = .empty) throws(RuntimeError) {
        if p.wrapper != nil, let storage = try wrapperStorage(p), storage.memberwiseType == storage.type {
            instance.fields[p.storageName] = named(value, p)
        } else if p.wrapper != nil {
            instance.fields[p.storageName] = try wrapperStorage(p, fromWrapped: value, substitution: substitution)
        } else {
            instance.fields[p.storageName] = value
        }
    }

    /// Calls a closure or native function value.
    /// Calls a function value; `finalArguments` receives a closure's parameters' values when it
    /// returns (a tuple), for `inout` arguments.
    public func call(_ function: FunctionValue, _ args: [Value], at node: Syntax?, finalArguments: Box? = nil) throws(RuntimeError) -> Value {
        try tick(node)
        switch function.body {
        case .native(let native):
            return try native(args)
        case .closure(let closure, let captured):
            callDepth += 1
            defer { callDepth -= 1 }
            if callDepth > Self.maximumCallDepth {
                throw RuntimeError("too many nested calls (over \(Self.maximumCallDepth))", at: node)
            }
            let env = Environment(parent: captured)
            for (name, value) in zip(closure.parameters, args) where name != "_" { env.define(name, value) }
            let result = try execBody(closure.body, env: env) ?? .void
            finalArguments?.value = .tuple(zip(closure.parameters, args).map { name, value in env.lookup(name)?.value ?? value })
            return result
        }
    }
}

extension Checker {
    /// A stored property's type, or `.error` when it cannot be inferred.
    func propertyTypeOrError(_ p: PropertyDecl) throws(RuntimeError) -> SwiftType {
        do { return try propertyType(p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }
}
