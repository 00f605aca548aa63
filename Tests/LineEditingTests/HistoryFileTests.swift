import Testing
@testable import LineEditing

@Suite struct HistoryFileTests {
    @Test func usesXDGStateHome() {
        let file = HistoryFile(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])
        #expect(file?.path == "/state/viewbuilder-playground/history")
        #expect(file?.directory == "/state/viewbuilder-playground")
    }

    @Test func fallsBackToLocalStateUnderHome() {
        #expect(HistoryFile(environment: ["HOME": "/home/me/"])?.path
            == "/home/me/.local/state/viewbuilder-playground/history")
    }

    @Test func ignoresRelativeOrEmptyXDGStateHome() {
        #expect(HistoryFile(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"])?.path
            == "/h/.local/state/viewbuilder-playground/history")
        #expect(HistoryFile(environment: ["XDG_STATE_HOME": "", "HOME": "/h"])?.path
            == "/h/.local/state/viewbuilder-playground/history")
    }

    @Test func noHomeMeansNoFile() {
        #expect(HistoryFile(environment: [:]) == nil)
        #expect(HistoryFile(environment: ["HOME": ""]) == nil)
    }
}
