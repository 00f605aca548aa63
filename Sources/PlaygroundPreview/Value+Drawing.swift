import PlaygroundChecker
import PlaygroundRuntime

/// Reading the runtime values views and modifiers store, for drawing; each looks through
/// optionals (`unwrapped`, `doubleValue` and `field` are the runtime's, `Value+Reading`).
extension Value {
    var stringValue: String? {
        if case .string(let s) = unwrapped { return s }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let b) = unwrapped { return b }
        return nil
    }

    /// A `Color`'s name (`red`).
    var colorName: String? {
        guard case .instance(let i) = unwrapped, i.decl.name == "Color" else { return nil }
        return i.fields["name"]?.stringValue
    }

    /// A `Color`'s terminal colour: named ones from the palette, `Color(red:green:blue:)` and
    /// `Color(white:)` as 24-bit colour; `nil` for asset colours.
    var terminalColor: TerminalColor? {
        anyColor
    }

    /// Whether a `Font` draws bold (the title styles and headline).
    var isBoldFont: Bool {
        if let weight = field("weight")?.field("value")?.doubleValue { return weight >= 0.3 }
        guard let name = field("name")?.stringValue else { return false }
        return ["largeTitle", "title", "headline"].contains(name)
    }

    /// An alignment value; along a stack's `axis`, `leading`/`top` mean that axis' guide.
    func alignment(axis: Axis?) -> Alignment {
        guard case .enumCase(let e) = unwrapped else { return .center }
        var name = e.name
        // A custom guide aligns as the built-in one its default falls nearest to.
        if name == "_custom", e.payload.count == 2, let fraction = e.payload[1].doubleValue {
            let isVerticalGuide = e.decl.name == "VerticalAlignment"
            name = fraction < 0.25 ? (isVerticalGuide ? "top" : "leading") : fraction > 0.75 ? (isVerticalGuide ? "bottom" : "trailing") : "center"
        }
        switch (name, axis) {
        case ("leading", .vertical?): return .leading
        case ("trailing", .vertical?): return .trailing
        case ("top", .horizontal?): return .top
        case ("bottom", .horizontal?): return .bottom
        case ("leading", _): return .leading
        case ("trailing", _): return .trailing
        case ("top", _): return .top
        case ("bottom", _): return .bottom
        case ("topLeading", _): return .topLeading
        case ("topTrailing", _): return .topTrailing
        case ("bottomLeading", _): return .bottomLeading
        case ("bottomTrailing", _): return .bottomTrailing
        default: return .center
        }
    }

    /// A binding's current value, read through its getter.
    func bindingValue(_ interpreter: Interpreter?) -> Value? {
        guard let interpreter, case .function(let get)? = field("get") else { return nil }
        return try? interpreter.call(get, [], at: nil)
    }
}

extension Optional where Wrapped == Value {
    /// `.center` when there is no value.
    func alignment(axis: Axis?) -> Alignment {
        self?.alignment(axis: axis) ?? .center
    }
}

/// Geometry and control values (sizes, ranges, tags, style colours).
extension Value {
    /// A `CGSize`'s width and height.
    var sizeValue: (width: Double, height: Double)? {
        guard let width = field("width")?.doubleValue, let height = field("height")?.doubleValue else { return nil }
        return (width, height)
    }

    /// A `ClosedRange`'s bounds: ranges of Int, and of Double (kept as a pair at run time).
    var rangeBounds: (lower: Double, upper: Double)? {
        switch unwrapped {
        case .range(let low, let high, _): return (Double(low), Double(high))
        case .tuple(let bounds) where bounds.count == 2:
            guard let low = bounds[0].doubleValue, let high = bounds[1].doubleValue else { return nil }
            return (low, high)
        default: return nil
        }
    }

    /// The value an `AnyHashable` (a tag, an id) wraps, or the value itself.
    public var hashableBase: Value {
        if case .instance(let i) = unwrapped, i.decl.name == "AnyHashable", let base = i.fields["base"] { return base.hashableBase }
        return unwrapped
    }

    /// An enum value's case name (`segmented`, `leading`).
    var caseName: String? {
        if case .enumCase(let e) = unwrapped { return e.name }
        return nil
    }

    /// A colour for any `Color`: its name, or `rgb(r, g, b)` / `white(w)` as 24-bit colour.
    var anyColor: TerminalColor? {
        guard let name = colorName else { return nil }
        if let named = TerminalColor(named: name) { return named }
        let numbers = name.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
        func byte(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
        if name.hasPrefix("rgb"), numbers.count == 3 { return .rgb(byte(numbers[0]), byte(numbers[1]), byte(numbers[2])) }
        if name.hasPrefix("white"), numbers.count == 1 { return .rgb(byte(numbers[0]), byte(numbers[0]), byte(numbers[0])) }
        return nil
    }
}
