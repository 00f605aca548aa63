import PlaygroundRuntime
import Testing

/// Values print as Swift prints them; Swift itself (this test's own `print` format) is the judge.
struct ValueDescriptionTests {
    static let awkward = "a\tb \"q\" \\ c\n é"

    @Test func aStringPrintsBareAndEscapedInsideValues() {
        let s = Self.awkward
        #expect(Value.string(s).description == s)
        #expect(Value.string(s).describeQuoted == s.debugDescription)
        #expect(Value.array([.string(s), .string("b")]).description == String(describing: [s, "b"]))
        #expect(Value.optional(.string(s)).description == String(describing: Optional(s)))
        #expect(Value.tuple([.int(1), .string(s)]).description == String(describing: (1, s)))
    }

    @Test func numbersRangesAndOptionalsPrintAsSwiftPrintsThem() {
        #expect(Value.double(0.1).description == String(describing: 0.1))
        #expect(Value.double(1).description == String(describing: 1.0))
        #expect(Value.int(-3).description == String(describing: -3))
        #expect(Value.range(0, 3, closed: false).description == String(describing: 0..<3))
        #expect(Value.range(1, 5, closed: true).description == String(describing: 1...5))
        #expect(Value.optional(.int(3)).description == String(describing: Optional(3)))
        #expect(Value.none.description == String(describing: Int?.none as Any))
        #expect(Value.array([.optional(.int(1)), .none]).description == String(describing: [Optional(1), nil]))
    }
}
