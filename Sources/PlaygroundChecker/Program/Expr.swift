import SwiftSyntax

/// A checked expression: what it does, its static type, and where it was written.
public final class Expr: @unchecked Sendable {
    public let kind: ExprKind
    public let type: SwiftType
    public let syntax: Syntax

    public init(_ kind: ExprKind, _ type: SwiftType, _ syntax: some SyntaxProtocol) {
        self.kind = kind
        self.type = type
        self.syntax = Syntax(syntax)
    }
}

/// The operations a checked expression can perform.
public indirect enum ExprKind: @unchecked Sendable {
    case integer(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case nilLiteral
    case interpolation([InterpolationSegment])
    /// A local variable, parameter or closure parameter (`$0` included).
    case local(String)
    case selfValue
    case global(String)
    /// A call of a declared function or initializer.
    case call(Call)
    case enumCase(NominalDecl, String, [Expr])
    case property(Expr, PropertyDecl)
    case staticProperty(PropertyDecl, Substitution)
    /// `$name`: the projected value of a wrapped property.
    case projection(Expr, PropertyDecl)
    /// `_name`: a wrapped property's storage, the wrapper itself (`_model = StateObject(…)`).
    case wrapperStorage(Expr, PropertyDecl)
    case closure(Closure)
    /// Calling a value of function type (`content()`).
    case apply(Expr, [Expr])
    case tuple([Expr])
    case tupleElement(Expr, Int)
    case array([Expr])
    case range(Expr, Expr, closed: Bool)
    case keyPath([String])
    case binary(BinaryOperator, Expr, Expr)
    case not(Expr)
    case negate(Expr)
    case ternary(Expr, Expr, Expr)
    case nilCoalescing(Expr, Expr)
    /// Wraps a value as `Optional.some`.
    case wrapOptional(Expr)
    case forceUnwrap(Expr)
    /// `x as? T`, `x as! T` or `x is T`: a test of the value's dynamic type.
    case cast(Expr, SwiftType, CastKind)
    /// `base?.rest`: `rest` sees the unwrapped base as `.local(name)`.
    case optionalChain(Expr, String, Expr)
    /// `(repeat each x)`: the elements of a parameter pack as a tuple.
    case packTuple(String)
    case assign(Expr, Expr)
    case compoundAssign(BinaryOperator, Expr, Expr)
    /// Statements then a result: the output of the result-builder transform.
    case block([Stmt], Expr)
    /// A value whose evaluation traps (`fatalError()`), or a native function.
    case native(String, [Expr])
    /// A type as a value (`Int.self`, `K.self`): a generic parameter's is its argument's.
    case typeValue(SwiftType)
    /// `type(of: x)`: the dynamic type of `x`'s value.
    case dynamicType(Expr)
}

/// Which dynamic cast: `as?` (an optional), `as!` (traps on failure) or `is` (a Bool).
public enum CastKind: Sendable {
    case conditional, forced, test
}

/// Literal text or an interpolated value in a string literal.
public enum InterpolationSegment: @unchecked Sendable {
    case text(String)
    case value(Expr)
}

/// A resolved call: which declaration, the receiver, the arguments in parameter order.
public struct Call: @unchecked Sendable {
    public let function: FunctionDecl
    /// The instance (or the metatype's value for static members) it is called on.
    public let receiver: Expr?
    /// One entry per parameter; nil where the default value is used.
    public let arguments: [Expr?]
    /// Variadic parameters receive several arguments.
    public let variadic: [Int: [Expr]]
    /// Resolved once the whole body is checked (later statements may bind what this call left open).
    public let substitutionBox: SubstitutionBox
    public var substitution: Substitution { substitutionBox.value }
    /// For default arguments: the checked default expressions.
    public let defaults: [Int: Expr]
}

/// A substitution that is completed when the body it belongs to has been checked.
public final class SubstitutionBox: @unchecked Sendable {
    public var value: Substitution
    init(_ value: Substitution) { self.value = value }
}

/// A type that is completed when the body it belongs to has been checked.
public final class TypeBox: @unchecked Sendable {
    public var value: SwiftType
    init(_ value: SwiftType) { self.value = value }
}

/// A closure literal: parameter names and its checked body.
public struct Closure: @unchecked Sendable {
    public let parameters: [String]
    public let body: CheckedBody
    /// Unique per closure literal (two values of one literal share it).
    public let id: Int
    /// Variables from outside the closure it reads (its result depends only on these, its
    /// arguments and, when `usesSelf`, `self`).
    public let captures: [String]
    public let usesSelf: Bool
    /// A local function called before its declaration: made when its scope begins, it reads the
    /// scope's variables when called (the ones declared after it too), not a copy made then.
    public var capturesLiveScope = false
}

/// Binary operators the checker knows natively.
public enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    /// Identity of class instances (`===`, `!==`), whatever their type's `==` says.
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||"
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    /// Arithmetic that wraps around the type's range instead of trapping.
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"

    /// `&`, `|`, `^`, `<<`, `>>`, `&+`, `&-`, `&*`: defined on integers only.
    public var isBitwise: Bool {
        switch self {
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply: true
        default: false
        }
    }
}
