import Testing
@testable import LineEditing

@Suite struct CompletionTests {
    @Test func wordUnderCursor() {
        #expect(Completion.word(before: ":he") == ":he")
        #expect(Completion.word(before: "Text(\"a\").pad") == ".pad")
        #expect(Completion.word(before: "VSt") == "VSt")
        #expect(Completion.word(before: "foo(") == "")
        #expect(Completion.word(before: ":builder mi") == "mi")
        #expect(Completion.word(before: "a.") == ".")
    }

    @Test func uniqueCandidateIsCompleted() {
        let completion = Completion(lineBeforeCursor: ":he", candidates: [":help"])
        #expect(completion == Completion(insertion: "lp"))
    }

    @Test func bareCandidateCompletesAfterDot() {
        let completion = Completion(lineBeforeCursor: "Text(\"a\").pad", candidates: ["padding"])
        #expect(completion.insertion == "ding")
    }

    @Test func candidateWithDotCompletesAfterDot() {
        let completion = Completion(lineBeforeCursor: "Text(\"a\").pad", candidates: [".padding"])
        #expect(completion.insertion == "ding")
    }

    @Test func commonPrefixIsInsertedFirst() {
        let completion = Completion(lineBeforeCursor: "V", candidates: ["VStack", "VGrid", "VSplitView"])
        #expect(completion == Completion(listing: ["VStack", "VGrid", "VSplitView"]))
        let narrower = Completion(lineBeforeCursor: "VS", candidates: ["VStack", "VSplitView"])
        #expect(narrower == Completion(listing: ["VStack", "VSplitView"]))
        let withPrefix = Completion(lineBeforeCursor: "fo", candidates: ["foreground", "font", "foregroundStyle"])
        #expect(withPrefix == Completion(listing: ["foreground", "font", "foregroundStyle"]))
        let progress = Completion(lineBeforeCursor: "fore", candidates: ["foreground", "foregroundStyle"])
        #expect(progress == Completion(insertion: "ground"))
    }

    @Test func ambiguousCommandsAreListed() {
        let completion = Completion(lineBeforeCursor: ":", candidates: [":help", ":quit"])
        #expect(completion == Completion(listing: [":help", ":quit"]))
    }

    @Test func exactMatchAmongLongerOnesAddsNothing() {
        let completion = Completion(lineBeforeCursor: "Text", candidates: ["Text", "TextField"])
        #expect(completion == Completion(listing: ["Text", "TextField"]))
    }

    @Test func nothingToCompleteGivesNothing() {
        #expect(Completion(lineBeforeCursor: ":zz", candidates: []) == Completion())
        #expect(Completion(lineBeforeCursor: ":he", candidates: ["unrelated"]) == Completion())
    }

    @Test func duplicatesAreIgnored() {
        #expect(Completion(lineBeforeCursor: ":he", candidates: [":help", ":help"]).insertion == "lp")
    }

    @Test func tabAtLineStartOrAfterSpaceIndents() {
        #expect(Completion(lineBeforeCursor: "", candidates: [":help"]).insertion == Completion.indentation)
        #expect(Completion(lineBeforeCursor: "VStack { ", candidates: []).insertion == Completion.indentation)
    }

    @Test func columnsFitTheWidth() {
        let lines = Completion.columns([":help", ":quit", ":builder", ":show"], width: 22)
        #expect(lines == [":help     :quit", ":builder  :show"])
        #expect(Completion.columns(["a"], width: 1) == ["a"])
        #expect(Completion.columns([], width: 80) == [])
    }
}
