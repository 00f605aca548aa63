import Foundation
@testable import PlaygroundRuntime
import Testing

/// `String(format:)` formats as Foundation's does: Foundation itself is the judge.
struct PrintfFormatTests {
    static func format(_ format: String, _ arguments: [Value]) throws(RuntimeError) -> String {
        try PrintfFormat(format: format, node: nil).formatted(arguments) { $0.description }
    }

    @Test(arguments: [
        ("%d", 42), ("%5d", 42), ("%-5d|", 42), ("%05d", -42), ("%+d", 7), ("%x", 255), ("%X", 255),
        ("%o", 8), ("%ld", Int.max), ("%lld", Int.min), ("%i items", 3), ("%u", 12), ("% d", 5),
    ])
    func integersMatchFoundation(format: String, value: Int) throws {
        #expect(try Self.format(format, [.int(value)]) == String(format: format, value))
    }

    @Test(arguments: [
        ("%f", 3.14159), ("%.2f", 2.675), ("%.0f", 0.5), ("%.0f", 1.5), ("%8.3f", -1.0005), ("%.1f%%", 45.67),
        ("%e", 12345.678), ("%.3E", 0.000123), ("%g", 0.0001), ("%G", 1e20), ("%.2f", 0.125), ("%lf", 1.0 / 3),
        ("%.2f", Double.infinity), ("%f", -0.0),
    ])
    func floatingPointMatchesFoundation(format: String, value: Double) throws {
        #expect(try Self.format(format, [.double(value)]) == String(format: format, value))
    }

    @Test func stringsAndSeveralConversions() throws {
        #expect(try Self.format("%@ has %d of %.1f", [.string("Ann"), .int(3), .double(4.25)]) == "Ann has 3 of 4.2")
        #expect(try Self.format("[%5@][%-4s][%.2@]", [.string("ab"), .string("c"), .string("xyz")]) == "[   ab][c   ][xy]")
        #expect(try Self.format("100%% sure, %c", [.int(65)]) == "100% sure, A")
        #expect(try Self.format("no conversions", []) == "no conversions")
    }

    @Test func mismatchesAreErrorsNotGarbage() {
        #expect(throws: RuntimeError.self) { try Self.format("%d", [.double(1.5)]) }
        #expect(throws: RuntimeError.self) { try Self.format("%f", [.int(1)]) }
        #expect(throws: RuntimeError.self) { try Self.format("%d and %d", [.int(1)]) }
        #expect(throws: RuntimeError.self) { try Self.format("%q", [.int(1)]) }
        #expect(throws: RuntimeError.self) { try Self.format("%*d", [.int(1)]) }
        #expect(throws: RuntimeError.self) { try Self.format("%99999d", [.int(1)]) }
    }

    @Test func theErrorSaysWhichArgument() {
        do {
            _ = try Self.format("%d %d", [.int(1), .string("x")])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "String(format:) argument 2 is a String, which '%d' does not format")
        }
    }
}
