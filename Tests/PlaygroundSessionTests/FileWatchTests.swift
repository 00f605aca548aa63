import Foundation
import Testing
import PlaygroundSession

/// `watch`'s polling: what counts as a save, and what it says when the file cannot be read.
@Suite struct FileWatchTests {
    @Test func theFirstPollReportsTheTextThenOnlyChangesDo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Text(\"a\")", to: "V.swift")
        var watch = FileWatch(path: path)
        #expect(watch.poll() == .saved("Text(\"a\")"))
        #expect(watch.poll() == nil)
        try folder.write("Text(\"b\")", to: "V.swift")
        #expect(watch.poll() == .saved("Text(\"b\")"))
        #expect(watch.poll() == nil)
    }

    @Test func aFileReplacedByAnEditorIsMissingThenSavedAgain() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Text(\"a\")", to: "V.swift")
        var watch = FileWatch(path: path)
        _ = watch.poll()
        try FileManager.default.removeItem(atPath: path)
        #expect(watch.poll() == .unreadable("No such file or directory"))
        #expect(watch.poll() == nil)
        try folder.write("Text(\"a\")", to: "V.swift")
        #expect(watch.poll() == .saved("Text(\"a\")"))
    }

    @Test func aDirectoryAndNonUTF8TextAreReasonsNotCrashes() throws {
        let folder = try TemporaryFolder()
        var directory = FileWatch(path: folder.path)
        #expect(directory.poll() == .unreadable("it is a directory"))
        let path = try folder.write(Data([0x54, 0xFF, 0xFE]), to: "bad.swift")
        var binary = FileWatch(path: path)
        #expect(binary.poll() == .unreadable("it is not UTF-8 text"))
    }

    @Test func eachSaveIsEvaluatedAsAWholeFile() throws {
        let output = Session().evaluateFile("import SwiftUI\n#Preview { Text(\"hi\") }\n")
        #expect(!output.isError)
        #expect(output.text.hasPrefix("Text\n"))
    }
}
