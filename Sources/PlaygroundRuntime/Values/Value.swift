import PlaygroundChecker

/// A runtime value. Structs are values (copied on assignment); closures and state cells are shared.
public indirect enum Value: @unchecked Sendable {
    /// An integer of any width (`Int8`, `UInt`…: its static type holds the range).
    case int(Int)
    /// A `UInt` or `UInt64` past `Int.max` (smaller ones are `.int`, so equal values have one form).
    case uint(UInt)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case string(String)
    case optional(Value?)
    case tuple([Value])
    case array([Value])
    /// Keys and their values, in insertion order (Swift's order is unspecified; this one is stable).
    case dictionary(keys: [Value], values: [Value])
    case range(Int, Int, closed: Bool)
    case instance(Instance)
    case enumCase(EnumValue)
    case function(FunctionValue)
    case keyPath([String])
    /// The storage of a SwiftUI dynamic property (`@State`, `@StateObject`, `@Environment`…):
    /// shared by every copy of the view value.
    case cell(StateCell)
    /// A type as a value (`Int.self`, `type(of: view)`): its dynamic type.
    case metatype(SwiftType)
    case void

    public static let none = Value.optional(nil)

    /// An unsigned 64-bit value in its one form: `.int` up to `Int.max`, `.uint` past it.
    public static func unsigned(_ n: UInt) -> Value {
        n <= UInt(Int.max) ? .int(Int(n)) : .uint(n)
    }

    /// The bits of an integer read as an unsigned 64-bit value.
    public var unsignedBits: UInt? {
        switch self {
        case .int(let n): UInt(bitPattern: n)
        case .uint(let n): n
        default: nil
        }
    }
}

/// A struct or class value: its declaration, dynamic type and stored properties.
///
/// A class instance keeps its fields in one shared `ObjectStorage`, so copies of the value
/// are references to one object, as in Swift.
public struct Instance: @unchecked Sendable {
    public let decl: NominalDecl
    public let type: SwiftType
    private var inline: [String: Value]
    /// The object a class instance refers to; nil for structs.
    public let object: ObjectStorage?

    public init(decl: NominalDecl, type: SwiftType, fields: [String: Value] = [:]) {
        self.decl = decl
        self.type = type
        if decl.kind == .class {
            inline = [:]
            object = ObjectStorage(fields: fields)
        } else {
            inline = fields
            object = nil
        }
    }

    /// Another reference to an existing class instance's object.
    public init(decl: NominalDecl, type: SwiftType, object: ObjectStorage) {
        self.decl = decl
        self.type = type
        self.inline = [:]
        self.object = object
    }

    public var fields: [String: Value] {
        get { object?.fields ?? inline }
        set {
            if let object { object.replaceFields(newValue) } else { inline = newValue }
        }
    }
}

/// An enum value: its case and associated values.
public struct EnumValue: @unchecked Sendable {
    public let decl: NominalDecl
    public let type: SwiftType
    public let name: String
    public let payload: [Value]
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
