import FuzzSupport
import PlaygroundSession

/// One input: a transcript, parsed and, when it parses, replayed and diffed as `replay` does
/// (a replay runs no `:command` that reads or writes files outside its own folder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let transcript = try? TranscriptParser().parse(bytes: bytes, fileName: "fuzz.transcript") else { return 0 }
    let result = TranscriptRunner().run(transcript)
    _ = result.entries.count
    return 0
}

@_cdecl("FuzzTranscript_main")
func fuzzTranscriptMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc, argv, fuzzTranscript)
}
