import Foundation
import Testing
@testable import PlaygroundSession

/// `:record` survives SIGKILL at any moment: the file is rewritten through a synced temporary
/// file renamed over it, so a kill leaves the previous transcript or the next, never half of one.
@Suite("Recording under SIGKILL")
struct RecordingKillTests {
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/playground").path

    @Test func aKilledRecordingIsAlwaysAValidTranscript() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build the playground first")
        let folder = try TemporaryFolder()
        var recorded = 0
        for round in 0..<12 {
            let target = folder.file("session-\(round).transcript")
            var script = ":record \(target)\n"
            for n in 0..<400 { script += "VStack { Text(\"row \(n)\"); if \(n) % 2 == 0 { Text(\"even\") } }\n" }
            let input = try folder.write(script, to: "script-\(round).txt")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.environment = ["HOME": folder.path, "XDG_STATE_HOME": folder.path, "PATH": "/usr/bin:/bin"]
            try process.run()
            usleep(UInt32(300_000 + round * 150_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            guard FileManager.default.fileExists(atPath: target) else { continue }
            let transcript = try TranscriptParser().parse(fileAt: target)
            recorded += transcript.entries.isEmpty ? 0 : 1
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
            for name in leftovers { try FileManager.default.removeItem(atPath: folder.file(name)) }
        }
        #expect(recorded > 0, "no round was killed while recording")
    }
}
