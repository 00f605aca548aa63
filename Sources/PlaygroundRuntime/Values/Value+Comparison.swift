/// Structural equality and ordering, as the standard types' `==` and `<` do.
extension Value: Equatable, Comparable {
    public static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.uint(let x), .uint(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.float, .double), (.double, .float), (.int, .double), (.double, .int), (.int, .float), (.float, .int),
             (.uint, .double), (.double, .uint), (.uint, .float), (.float, .uint):
            let (x, y) = sameKind(a, b)
            return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.optional(let x), .optional(let y)): return x == y
        case (.optional(let x?), let y), (let y, .optional(let x?)): return x == y
        case (.tuple(let x), .tuple(let y)), (.array(let x), .array(let y)): return x == y
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)): return a1 == a2 && b1 == b2 && c1 == c2
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return k1.count == k2.count && zip(k1, v1).allSatisfy { key, value in k2.firstIndex(of: key).map { v2[$0] == value } ?? false }
        case (.instance(let x), .instance(let y)) where x.object != nil || y.object != nil:
            return x.object === y.object
        case (.instance(let x), .instance(let y)):
            return x.decl === y.decl && x.fields.count == y.fields.count
                && x.fields.allSatisfy { key, value in y.fields[key].map { $0 == value } ?? false }
        case (.enumCase(let x), .enumCase(let y)): return x.decl === y.decl && x.name == y.name && x.payload == y.payload
        case (.function(let x), .function(let y)): return x === y
        case (.keyPath(let x), .keyPath(let y)): return x == y
        case (.cell(let x), .cell(let y)): return x === y
        case (.metatype(let x), .metatype(let y)): return x == y
        case (.void, .void): return true
        default: return false
        }
    }

    public static func < (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        // Both unsigned: every `.int` one is below every `.uint` one.
        case (.uint(let x), .uint(let y)): return x < y
        case (.int, .uint): return true
        case (.uint, .int): return false
        case (.double(let x), .double(let y)): return x < y
        case (.float(let x), .float(let y)): return x < y
        case (.float, .double), (.double, .float), (.int, .double), (.double, .int), (.int, .float), (.float, .int),
             (.uint, .double), (.double, .uint), (.uint, .float), (.float, .uint):
            let (x, y) = sameKind(a, b)
            return x < y
        case (.string(let x), .string(let y)): return x < y
        default: return false
        }
    }

    /// Two numbers of one kind: a literal in generic code (`self > 0` where `Self:
    /// BinaryFloatingPoint`) was made before its type was known, and takes the other's kind.
    static func sameKind(_ a: Value, _ b: Value) -> (Value, Value) {
        switch (a, b) {
        case (.int(let x), .double): return (.double(Double(x)), b)
        case (.double, .int(let y)): return (a, .double(Double(y)))
        case (.int(let x), .float): return (.float(Float(x)), b)
        case (.float, .int(let y)): return (a, .float(Float(y)))
        case (.uint(let x), .double): return (.double(Double(x)), b)
        case (.double, .uint(let y)): return (a, .double(Double(y)))
        case (.uint(let x), .float): return (.float(Float(x)), b)
        case (.float, .uint(let y)): return (a, .float(Float(y)))
        case (.double(let x), .float): return (.float(Float(x)), b)
        case (.float, .double(let y)): return (a, .float(Float(y)))
        default: return (a, b)
        }
    }
}
