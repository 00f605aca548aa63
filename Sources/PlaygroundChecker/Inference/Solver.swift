/// Type variables and their bindings while one expression is checked; copied to try an overload.
struct Solver {
    var bindings: [Int: SwiftType] = [:]
    var nextVariable = 0
    /// Protocols a variable must conform to (guides implicit member lookup like `.blue`).
    var protocolHints: [Int: [NominalID]] = [:]
    /// Associated types a variable's type must have, from the arguments of parameters typed by
    /// them (`Text(3, format: .percent)`: `F.FormatInput` is `Int`, so `.percent` is the integer
    /// style): guides implicit member lookup among `where Self ==` extensions.
    var memberHints: [Int: [(name: String, type: SwiftType)]] = [:]
    /// Implicit conversions used so far (fewer is better when ranking overloads).
    var conversions = 0

    /// The generic parameter a variable stands for, when it was made for one (`T` of `test<T>`).
    var origins: [Int: String] = [:]

    mutating func fresh() -> SwiftType {
        nextVariable += 1
        return .variable(nextVariable)
    }

    mutating func fresh(for parameter: GenericParameter) -> SwiftType {
        let variable = fresh()
        if case .variable(let n) = variable { origins[n] = parameter.name }
        return variable
    }

    /// The type with every bound variable replaced, recursively.
    func resolve(_ type: SwiftType) -> SwiftType {
        // Most types hold no variable: answered without rebuilding them (the checker's hottest path).
        if bindings.isEmpty || !type.contains(where: { if case .variable = $0 { true } else { false } }) { return type }
        return Self.resolve(type, bindings)
    }

    private static func resolve(_ type: SwiftType, _ bindings: [Int: SwiftType]) -> SwiftType {
        type.map { t in
            if case .variable(let n) = t, let bound = bindings[n] { return resolve(bound, bindings) }
            return nil
        }
    }

    /// Makes two types equal by binding variables; false when they cannot be.
    mutating func unify(_ a: SwiftType, _ b: SwiftType) -> Bool {
        let a = resolve(a), b = resolve(b)
        if a == b { return true }
        switch (a, b) {
        case (.variable(let n), _):
            if b.contains(where: { $0 == a }) { return false }
            bindings[n] = b
            return true
        case (_, .variable(let n)):
            if a.contains(where: { $0 == b }) { return false }
            bindings[n] = a
            return true
        case (.error, _), (_, .error):
            return true
        case (.nominal(let x, let xs), .nominal(let y, let ys)):
            return x == y && xs.count == ys.count && zip(xs, ys).allSatisfy { unify($0, $1) }
        case (.tuple(let xs, _), .tuple(let ys, _)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { unify($0, $1) }
        case (.function(let xp, let xr), .function(let yp, let yr)):
            return xp.count == yp.count && zip(xp, yp).allSatisfy { unify($0, $1) } && unify(xr, yr)
        case (.metatype(let x), .metatype(let y)):
            return unify(x, y)
        case (.existential(let ps), .nominal(let id, let args)), (.nominal(let id, let args), .existential(let ps)):
            // `any Error` is the bare protocol name `Error` written the current way.
            return ps == [id] && args.isEmpty
        case (.member(let xb, let xn), .member(let yb, let yn)):
            return xn == yn && unify(xb, yb)
        default:
            return false
        }
    }

    /// Whether the type still has unbound variables.
    func isUnresolved(_ type: SwiftType) -> Bool {
        resolve(type).contains { if case .variable = $0 { true } else { false } }
    }
}
