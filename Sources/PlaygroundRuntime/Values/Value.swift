import PlaygroundChecker

/// A runtime value. Structs are values (copied on assignment); closures and state cells are shared.
public indirect enum Value: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case optional(Value?)
    case tuple([Value])
    case array([Value])
    case range(Int, Int, closed: Bool)
    case instance(Instance)
    case enumCase(EnumValue)
    case function(FunctionValue)
    case keyPath([String])
    /// The storage of an `@State` property: shared by every copy of the view value.
    case cell(StateCell)
    case void

    public static let none = Value.optional(nil)
}

/// A struct (or class) value: its declaration, dynamic type and stored properties.
public struct Instance: @unchecked Sendable {
    public let decl: NominalDecl
    public let type: SwiftType
    public var fields: [String: Value]

    public init(decl: NominalDecl, type: SwiftType, fields: [String: Value] = [:]) {
        self.decl = decl
        self.type = type
        self.fields = fields
    }
}

/// An enum value: its case and associated values.
public struct EnumValue: @unchecked Sendable {
    public let decl: NominalDecl
    public let type: SwiftType
    public let name: String
    public let payload: [Value]
}

/// The storage behind an `@State` property; views hold it by reference, as SwiftUI's graph does.
public final class StateCell: @unchecked Sendable {
    public var value: Value
    /// Called after every write (the view graph invalidates the owner).
    public var onChange: ((StateCell) -> Void)?
    /// The property's storage name (`_count`), for logs and `:state`.
    public let name: String

    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// Stores a value; an equal value invalidates nothing, as in SwiftUI.
    public func write(_ newValue: Value) {
        if newValue == value { return }
        value = newValue
        onChange?(self)
    }
}

/// A closure value, or a native function.
public final class FunctionValue: @unchecked Sendable {
    public enum Body {
        case closure(Closure, Environment)
        case native(([Value]) throws(RuntimeError) -> Value)
    }
    public let body: Body

    public init(_ body: Body) { self.body = body }
}
