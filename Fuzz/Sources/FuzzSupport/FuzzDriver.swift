/// The libFuzzer callback: the bytes of one input.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzCallback
) -> CInt

/// Starts libFuzzer from an executable's entry point.
///
/// SwiftPM links an executable's `main` to `<Module>_main`, so each harness defines that
/// symbol and hands its arguments and its `LLVMFuzzerTestOneInput` to libFuzzer's driver.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments (`-max_total_time=…`, corpus folders …).
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ callback: FuzzCallback) -> CInt {
        var count = argc
        var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return llvmFuzzerRunDriver(&count, &vector, callback)
    }

    /// The input as text (invalid UTF-8 repaired, as a file read by the playground would be).
    public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }
}
