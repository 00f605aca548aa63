/// Reading what a value holds, looking through optionals: for the drawing, and for the
/// runtime's own bridges (a custom layout's proposals and sizes).
extension Value {
    /// The value inside an optional, or the value itself.
    public var unwrapped: Value {
        if case .optional(let inner?) = self { return inner.unwrapped }
        return self
    }

    /// Whether the value knows its own type (an instance's, an enum case's); an array, a number
    /// or a string is typed only by where it is.
    var carriesItsType: Bool {
        switch self {
        case .instance, .enumCase: true
        default: false
        }
    }

    /// A number of any width, as a `Double`.
    public var doubleValue: Double? {
        switch unwrapped {
        case .double(let d): d
        case .float(let f): Double(f)
        case .int(let n): Double(n)
        default: nil
        }
    }

    /// The value's stored property, for instances.
    public func field(_ name: String) -> Value? {
        if case .instance(let i) = unwrapped { return i.fields[name] }
        return nil
    }
}
