import FuzzSupport
import PlaygroundSession

/// One input: a width byte, then a snippet evaluated as a file (checked, run, drawn at that
/// width, with the desugared code), in a fresh session. A file's lines are never `:commands`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnippet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = 1 + Int(data[0]) % 160
    let options = SessionOptions(width: width, color: data[0] & 1 == 0, sections: [.type, .tree, .preview, .desugar], sourceName: "fuzz.swift")
    let session = Session(options: options)
    _ = session.evaluateFile(FuzzDriver.text(data + 1, size - 1))
    return 0
}

@_cdecl("FuzzSnippet_main")
func fuzzSnippetMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc, argv, fuzzSnippet)
}
