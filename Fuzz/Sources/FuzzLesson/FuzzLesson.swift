import FuzzSupport
import PlaygroundSession

/// One input: a lesson file, read by the lesson reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLesson(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? LessonParser().parse(FuzzDriver.text(data, size), number: 1, slug: "01-fuzz", file: "01-fuzz.md")
    return 0
}

@_cdecl("FuzzLesson_main")
func fuzzLessonMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc, argv, fuzzLesson)
}
