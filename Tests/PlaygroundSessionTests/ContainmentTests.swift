import Foundation
import PlaygroundSyntax
import Testing
@testable import PlaygroundSession

/// The doors out of the playground, each tried: code reaches no file, process, socket, network or
/// environment variable (`ProcessInfo`'s environment is empty, `FileManager`'s files are the
/// session's own); `eval`'s files and replayed transcripts run no file-touching
/// `:command`; `:load` refuses what is not a regular file; control characters are shown escaped.
@Suite("Containment")
struct ContainmentTests {
    static let doors = [
        #"Text(String(contentsOfFile: "/etc/passwd"))"#,
        // `Process` runs nothing: the sandbox has no programs, so `run()` throws.
        #"let p = try Process.run(URL(fileURLWithPath: "/usr/bin/touch"), arguments: ["/tmp/playground-door"])"#,
        #"let f = fopen("/etc/passwd", "r")"#,
        #"let r = system("touch /tmp/playground-door")"#,
        #"let h = getenv("HOME")"#,
        #"let s = socket(2, 1, 0)"#,
        // The playground's sessions have no network: a load throws `URLError(.notConnectedToInternet)`.
        #"Text("\(try await URLSession.shared.data(from: URL(string: "https://example.com")!).0.count)")"#,
        #"Text(try! String(contentsOf: URL(fileURLWithPath: #filePath)))"#,
        #"import Glibc; let r = Glibc.system("touch /tmp/playground-door")"#,
        #"let d = dlopen(nil, 0)"#,
    ]

    @Test(arguments: doors)
    func codeReachesNothingOutside(_ code: String) {
        let output = Session().submit(code)
        #expect(output.isError, "\(output.combined)")
        #expect(!output.combined.contains("root:"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/playground-door"))
    }

    /// `FileManager` is the simulated device's container, kept in memory: the host's files are
    /// not in it, and what is written stays in it.
    @Test func fileManagerReachesNoHostFile() {
        let session = Session()
        let output = session.submit(#"Text("\(FileManager.default.contents(atPath: "/etc/passwd") == nil) \(FileManager.default.fileExists(atPath: "/etc/passwd")) \((try? FileManager.default.contentsOfDirectory(atPath: "/")) == nil)")"#)
        #expect(output.text.contains(#"Text "true false true""#), "\(output.combined)")
        let write = session.submit(#"let _ = try Data("x".utf8).write(to: URL(fileURLWithPath: "/tmp/playground-door"))"#)
        #expect(write.isError, "\(write.combined)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/playground-door"))
    }

    /// `ProcessInfo` describes the playground's simulated device: no variable of the host's
    /// environment and none of its arguments.
    @Test func processInfoReadsNothingOfTheHost() {
        let output = Session().submit(#"Text("\(ProcessInfo.processInfo.environment["HOME"] ?? "none") \(ProcessInfo.processInfo.environment.count) \(ProcessInfo.processInfo.arguments)")"#)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains(#"Text "none 0 [\"Playground\"]""#), "\(output.combined)")
    }

    @Test func aFileIsNeverCommands() {
        let session = Session()
        let output = session.evaluateFile(":load /etc/passwd\n:record /tmp/playground-door\n")
        #expect(output.isError)
        #expect(!output.combined.contains("root:"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/playground-door.transcript"))
    }

    @Test func aReplayReadsOnlyBelowItsFolderAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("written")
        let text = "vb> :load /etc/passwd\nvb> :load ../x.swift\nvb> :record \(target)\n"
        let transcript = try TranscriptParser().parse(text)
        let result = TranscriptRunner().run(transcript)
        let outputs = result.entries.map { $0.actual ?? "" }
        #expect(outputs[0].contains("may only load files below the folder"))
        #expect(outputs[1].contains("may only load files below the folder"))
        #expect(outputs[2].contains("a replayed transcript cannot write files"))
        #expect(!FileManager.default.fileExists(atPath: target + ".transcript"))
        #expect(!outputs.joined().contains("root:"))
    }

    @Test func loadRefusesWhatIsNotARegularFile() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = Session()
        let cases = [
            (fifo, "not a regular file"), ("/dev/zero", "not a regular file"), (folder.path, "it is a folder"),
            (folder.file("missing.swift"), "No such file or directory"),
        ]
        for (path, message) in cases {
            let output = session.submit(":load \(path)")
            #expect(output.isError)
            #expect(output.combined.contains("cannot read '\(path)': \(message)"), "\(output.combined)")
        }
    }

    @Test func controlCharactersAreShownEscaped() {
        let session = Session()
        let code = "func say() -> Int { print(\"\\u{1B}[2J\"); return 1 }\nText(\"\\u{1B}]0;title\\u{7}\\(say())\")"
        let output = session.submit(code)
        #expect(!output.combined.unicodeScalars.contains("\u{1B}"), "\(output.combined)")
        #expect(!output.combined.unicodeScalars.contains("\u{7}"))
        #expect(output.combined.contains("\\u{1B}[2J"))
        let raw = session.submit("let x: Int = \"\u{1B}[2J\"")
        #expect(raw.isError)
        #expect(!raw.combined.unicodeScalars.contains("\u{1B}"))
        #expect(raw.combined.contains("\\u{1B}"))
    }

    @Test func escapingKeepsNewlinesAndTabs() {
        #expect("a\tb\nc\u{7F}\u{0}".escapingControlCharacters == "a\tb\nc\\u{7F}\\u{0}")
        #expect(!"plain".containsControlCharacters)
    }
}
