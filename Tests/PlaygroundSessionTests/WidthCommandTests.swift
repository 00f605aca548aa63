import Testing
@testable import PlaygroundSession

@Suite("WidthCommand")
struct WidthCommandTests {
    @Test func showsAndSetsTheWidth() {
        let session = Session(options: SessionOptions(width: 60))
        #expect(session.submit(":width") == SessionOutput(text: "width 60\n"))
        #expect(session.submit(":width 120") == SessionOutput())
        #expect(session.options.width == 120)
        #expect(session.submit(":wid 10").combined.isEmpty)
        #expect(session.options.width == 10)
        #expect(session.submit(":width 400") == SessionOutput())
        #expect(session.options.width == 400)
    }

    @Test func refusesWidthsOutOfRange() {
        let session = Session()
        for argument in ["9", "401", "-60", "0", "sixty", "60px", "1e3"] {
            let output = session.submit(":width \(argument)")
            #expect(output.isError)
            #expect(output.diagnostics == "error: :width takes a number of columns from 10 to 400, not '\(argument)'\n")
            #expect(session.options.width == 60)
        }
        #expect(session.submit(":help").text.contains(":width [N]"))
    }
}
