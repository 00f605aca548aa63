import Testing
@testable import PlaygroundSyntax

@Suite("EntryBalance: where an entry was left open")
struct EntryBalanceLineTests {
    @Test(arguments: [
        "Text(\"a\")", "VStack {\n    Text(\"a\")\n}", "Text(\"{\")", "// {", "/* { */ x",
        "Text(\"\\(x) {\")", "let s = #\"\"{\"#", "let s = \"\"\"\n{\n\"\"\"", "}", "Text(\"open",
        "f(\"\\(g(\"{\"))\")",
    ])
    func completeInputs(input: String) {
        #expect(EntryBalance(of: input).isComplete, "\(input)")
    }

    @Test func openInputsNameTheirFirstOpener() throws {
        let brace = try #require(EntryBalance(of: "let a = 1\nVStack {\n  HStack(").firstOpen)
        #expect(brace.token == "{" && brace.line == 1)
        let string = try #require(EntryBalance(of: "let s = \"\"\"\nabc").firstOpen)
        #expect(string.token == "\"\"\"" && string.line == 0)
        let comment = try #require(EntryBalance(of: "x\n/* /* */").firstOpen)
        #expect(comment.token == "/*" && comment.line == 1)
    }
}
