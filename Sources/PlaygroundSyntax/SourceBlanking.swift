/// Source text with parts replaced by spaces byte for byte, line breaks kept, so that what
/// stays is at its original lines and columns (how a `#Preview` body or the active clause of a
/// `#if` becomes an entry of its own).
public enum SourceBlanking {
    /// `bytes` with the bytes in `ranges` blanked.
    public static func blanking(_ ranges: [Range<Int>], of bytes: [UInt8]) -> String {
        var out = bytes
        for range in ranges {
            for i in range.clamped(to: 0..<out.count) where out[i] != UInt8(ascii: "\n") && out[i] != UInt8(ascii: "\r") {
                out[i] = UInt8(ascii: " ")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` with everything outside `kept` blanked.
    static func keeping(_ kept: Range<Int>, of bytes: [UInt8]) -> String {
        blanking([0..<kept.lowerBound, kept.upperBound..<bytes.count], of: bytes)
    }
}
