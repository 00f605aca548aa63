#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LineEditing

/// The editor's history without a terminal: entries are kept whole and survive a restart.
@Suite(.serialized) struct LineEditorHistoryTests {
    /// A fresh folder under the temporary directory.
    func temporaryFolder() -> String {
        var template = Array("/tmp/line-editing-tests-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    @Test func multiLineEntryIsOneItemAndIsSaved() throws {
        let file = HistoryFile(path: temporaryFolder() + "/state/viewbuilder-playground/history")
        let entry = "VStack {\n  Text(\"a \\(1)\")\n}"
        do {
            let editor = try #require(LineEditor(historyFile: file))
            editor.addHistory(entry)
            editor.addHistory(":help")
            editor.addHistory("   ")
            #expect(editor.historyEntries == [":help", entry])
        }
        let reopened = try #require(LineEditor(historyFile: file))
        #expect(reopened.historyEntries == [":help", entry])
    }

    @Test func repeatedEntryIsKeptOnce() throws {
        let editor = try #require(LineEditor(historyFile: nil))
        editor.addHistory(":help")
        editor.addHistory(":help")
        #expect(editor.historyEntries == [":help"])
    }

    @Test func unusableHistoryFileIsIgnored() throws {
        let folder = temporaryFolder()
        #expect(mkdir(folder + "/history", 0o700) == 0)
        let editor = try #require(LineEditor(historyFile: HistoryFile(path: folder + "/history")))
        editor.addHistory("Text(\"a\")")
        #expect(editor.historyEntries == ["Text(\"a\")"])
    }

    @Test func garbageHistoryFileDoesNotCrash() throws {
        let path = temporaryFolder() + "/history"
        let file = fopen(path, "w")
        fputs("_HiStOrY_V2_\n\\777\\\n\u{1}\u{2}\n", file)
        fclose(file)
        let editor = try #require(LineEditor(historyFile: HistoryFile(path: path)))
        editor.addHistory("Text(\"b\")")
        #expect(editor.historyEntries.first == "Text(\"b\")")
    }
}
