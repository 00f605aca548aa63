// The standard library's number types beside Int and Double: Float (single precision), the
// sized and unsigned integers, conversions between them, and literals typed by context.

// MARK: - numbers_float_arithmetic
// expect: VStack<TupleView<(Text, Text, Text)>>
let opacity: Float = 0.25
let scaled = opacity * 3 + 0.5
VStack {
    Text("\(scaled)")
    Text("\(Double(opacity)) \(Float(0.1))")
    Text("\(Float.pi * 2) \(Float.infinity > opacity)")
}

// MARK: - numbers_sized_integers
// expect: HStack<TupleView<(Text, Text, Text)>>
let small: UInt8 = 200
let big: Int64 = 1_000_000_000_000
let count: Int32 = 7
HStack {
    Text("\(small) \(UInt8.max) \(Int8.min)")
    Text("\(big / 1000) \(Int(big) + 1)")
    Text("\(count + 3) \(Int(count) * 2) \(UInt(5))")
}

// MARK: - numbers_conversions
// expect: TupleView<(Text, Text)>
let measured: Float = 9.75
let rounded = Int(measured)
let back = Float(rounded) + Float(Int8(-3))
Text("\(rounded) \(back)")
Text(String(measured) + String(UInt8(7)))

// MARK: - numbers_float_in_a_view_property
// expect: ModifiedContent<Text, _OpacityEffect>
struct Faded: View {
    var level: Float = 0.5
    var body: some View {
        Text("\(level * 2)").opacity(Double(level))
    }
}
Faded().body

// MARK: - numbers_parsed_from_text_and_repeated_arrays
// expect: VStack<TupleView<(Text, ForEach<Array<Int>, Int, Text>)>>
let typed = "42"
let zeros = Array(repeating: 0, count: 2) + [Int(typed) ?? 0]
VStack {
    Text("\(Double("2.5") ?? 0) \(UInt8("300") == nil)")
    ForEach(zeros, id: \.self) { Text("\($0)") }
}

// MARK: - numbers_bit_operations_and_option_sets
// expect: HStack<TupleView<(Text, Text)>>
struct Borders: OptionSet {
    let rawValue: UInt8
    static let top = Borders(rawValue: 1 << 0)
    static let bottom = Borders(rawValue: 1 << 1)
}
let mask: UInt8 = 0b1010 | 0x0F & ~0o3
let shifted = (mask << 2) >> Int8(1)
HStack {
    Text("\(Borders.top.rawValue | Borders.bottom.rawValue) \(mask ^ 0xFF)")
    Text("\(shifted) \(1 << 10)")
}
