import Testing
@testable import LineEditing

@Suite struct EntryAccumulatorTests {
    @Test func singleLineEntryIsHandedOutAtOnce() {
        var entries = EntryAccumulator()
        #expect(entries.add("Text(\"a\")") == "Text(\"a\")")
        #expect(entries.isEmpty)
    }

    @Test func continuationLinesJoinWithNewlines() {
        var entries = EntryAccumulator()
        #expect(entries.add("VStack {") == nil)
        #expect(!entries.isEmpty)
        #expect(entries.add("  Text(\"a\")") == nil)
        #expect(entries.add("}") == "VStack {\n  Text(\"a\")\n}")
        #expect(entries.isEmpty)
    }

    @Test func attributeLinesWaitForTheirDeclaration() {
        var entries = EntryAccumulator()
        #expect(entries.add("@propertyWrapper") == nil)
        #expect(entries.add("@available(*, deprecated, message: \"old (v1)\") @MainActor // soon") == nil)
        #expect(entries.add("struct Box { var wrappedValue: Int }") == "@propertyWrapper\n@available(*, deprecated, message: \"old (v1)\") @MainActor // soon\nstruct Box { var wrappedValue: Int }")
        #expect(entries.add("@State var n = 1") == "@State var n = 1")
        #expect(entries.add("x @y") == "x @y")
        #expect(entries.add("@") == "@")
    }

    @Test func blankLinesBetweenEntriesAreSkipped() {
        var entries = EntryAccumulator()
        #expect(entries.add("") == nil)
        #expect(entries.add("   ") == nil)
        #expect(entries.isEmpty)
    }

    @Test func blankLinesInsideAnEntryAreKept() {
        var entries = EntryAccumulator()
        _ = entries.add("VStack {")
        _ = entries.add("")
        #expect(entries.add("}") == "VStack {\n\n}")
    }

    @Test func recalledMultiLineEntryCompletesInOneLine() {
        var entries = EntryAccumulator()
        #expect(entries.add("VStack {\n  Text(\"a\")\n}") == "VStack {\n  Text(\"a\")\n}")
    }

    @Test func flushHandsOutAnIncompleteEntry() {
        var entries = EntryAccumulator()
        _ = entries.add("VStack {")
        #expect(entries.flush() == "VStack {")
        #expect(entries.flush() == nil)
    }

    @Test func resetDropsPendingLines() {
        var entries = EntryAccumulator()
        _ = entries.add("VStack {")
        entries.reset()
        #expect(entries.isEmpty)
        #expect(entries.add("Text(\"b\")") == "Text(\"b\")")
    }
}
