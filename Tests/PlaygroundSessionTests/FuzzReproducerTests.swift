import Foundation
import Testing
@testable import PlaygroundSession

/// Every input the fuzzers saved (`Fuzz/crashes/TARGET/`), run the way its harness runs it:
/// each once crashed or hung the playground, and must now get an answer.
@Suite("Fuzz reproducers")
struct FuzzReproducerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/crashes").path

    static func inputs(_ target: String) -> [String] {
        let folder = root + "/" + target
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    static func bytes(_ path: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path) ?? Data())
    }

    @Test func thereAreReproducers() {
        #expect(!Self.inputs("snippet").isEmpty)
    }

    /// `FuzzSnippet`: a width byte, then a file evaluated in a fresh session.
    @Test(arguments: inputs("snippet"))
    func snippet(_ path: String) {
        let data = Self.bytes(path)
        guard let first = data.first else { return }
        let options = SessionOptions(width: 1 + Int(first) % 160, color: first & 1 == 0, sections: [.type, .tree, .preview, .desugar], sourceName: "fuzz.swift")
        let output = Session(options: options).evaluateFile(String(decoding: data.dropFirst(), as: UTF8.self))
        #expect(!output.combined.isEmpty)
    }

    /// `FuzzTranscript`: parsed, and replayed when it parses.
    @Test(arguments: inputs("transcript"))
    func transcript(_ path: String) {
        guard let transcript = try? TranscriptParser().parse(bytes: Self.bytes(path), fileName: "fuzz.transcript") else { return }
        #expect(TranscriptRunner().run(transcript).entries.count == transcript.entries.count)
    }

    /// `FuzzLesson`: read by the lesson reader.
    @Test(arguments: inputs("lesson"))
    func lesson(_ path: String) {
        let text = String(decoding: Self.bytes(path), as: UTF8.self)
        _ = try? LessonParser().parse(text, number: 1, slug: "01-fuzz", file: "01-fuzz.md")
    }
}
