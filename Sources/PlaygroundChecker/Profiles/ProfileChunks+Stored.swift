/// A cut written down as text, so that a process reads it instead of cutting.
///
/// Cutting reads every line of every profile source (most of a short run's start-up once the
/// surface grew); the default profile's cut (`Profile.storedCuts`) is stored in
/// `ProfileChunkIndex.swift`, made by `bin/profile-index`. A stored cut names the fingerprint of
/// the sources it was made from, and one that does not match them (a profile edited since) is
/// not used: the sources are cut as before, and a test (`ProfileChunksTests`) says the file is
/// out of date.
///
/// The form: the fingerprint, then a record per chunk, each after a `;`:
/// `[*]module piece,piece… name name…`, `*` marking a chunk loaded with the first, a piece
/// `start:end` (UTF-8 offsets into the module's source) or `}` (a protocol extension's closing
/// brace, written after a member cut out of it).
extension ProfileChunks {
    /// The cut of `sources` as stored text (the sources must be those it was cut from).
    func storedForm(of sources: [String]) -> String {
        let always = Set(self.always)
        var records = [String(Self.fingerprint(of: sources), radix: 16)]
        for (index, chunk) in chunks.enumerated() {
            let source = sources[chunk.module].utf8
            // Every piece but a protocol extension's closing `}` is a slice of its source.
            let pieces = chunk.pieces.map { piece -> String in
                guard piece != "}" else { return "}" }
                let start = source.distance(from: source.startIndex, to: piece.utf8.startIndex)
                return "\(start):\(start + piece.utf8.count)"
            }
            let module = (always.contains(index) ? "*" : "") + String(chunk.module)
            records.append(([module, pieces.joined(separator: ",")] + chunk.names).joined(separator: " "))
        }
        return records.joined(separator: ";")
    }

    /// The cut `stored` holds, when it was made from `sources` as they are; nil otherwise.
    init?(stored: String, sources: [String]) {
        let read = stored.utf8.withContiguousStorageIfAvailable { Self.read(stored: $0, sources: sources) }
        guard let (chunks, always) = read ?? Array(stored.utf8).withUnsafeBufferPointer({ Self.read(stored: $0, sources: sources) }) else { return nil }
        self.init(chunks: chunks, always: always)
    }

    /// The chunks of a stored form, and those loaded with the first.
    private static func read(stored bytes: UnsafeBufferPointer<UInt8>, sources: [String]) -> (chunks: [Chunk], always: [Int])? {
        var at = 0
        /// A run of digits (of hexadecimal ones with `radix` 16) from `at`.
        func number(radix: Int = 10) -> Int? {
            var value = 0
            let start = at
            while at < bytes.count {
                let c = bytes[at]
                let digit: Int
                switch c {
                case 0x30...0x39: digit = Int(c - 0x30)
                case 0x61...0x66 where radix == 16: digit = Int(c - 0x61 + 10)
                default: return at > start ? value : nil
                }
                value = value &* radix &+ digit
                at += 1
            }
            return at > start ? value : nil
        }
        guard let fingerprint = number(radix: 16), UInt64(bitPattern: Int64(fingerprint)) == Self.fingerprint(of: sources) else { return nil }
        var chunks: [Chunk] = []
        var always: [Int] = []
        while at < bytes.count, bytes[at] == 0x3B {
            at += 1
            if bytes[at...].first == 0x2A {
                always.append(chunks.count)
                at += 1
            }
            guard let module = number(), sources.indices.contains(module), bytes[at...].first == 0x20 else { return nil }
            let source = sources[module].utf8
            var pieces: [Substring] = []
            repeat {
                at += 1
                if bytes[at...].first == 0x7D {
                    pieces.append("}")
                    at += 1
                    continue
                }
                guard let start = number(), bytes[at...].first == 0x3A else { return nil }
                at += 1
                guard let end = number(), start <= end, end <= source.count else { return nil }
                let from = source.index(source.startIndex, offsetBy: start)
                pieces.append(Substring(source[from..<source.index(from, offsetBy: end - start)]))
            } while bytes[at...].first == 0x2C
            var names: [String] = []
            while bytes[at...].first == 0x20 {
                at += 1
                let start = at
                while at < bytes.count, bytes[at] != 0x20, bytes[at] != 0x3B { at += 1 }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
            }
            chunks.append(Chunk(pieces: pieces, names: names, module: module))
        }
        return at == bytes.count ? (chunks, always) : nil
    }

    /// A 64-bit fingerprint of the sources' UTF-8: FNV-1a over eight-byte words, in four
    /// interleaved lanes (each word's multiply then waits on its own lane only), then combined.
    static func fingerprint(of sources: [String]) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x9CE4_CBF2_2325_8422, 0x2325_8422_9CE4_CBF2)
        func mix(_ bytes: UnsafeRawBufferPointer) {
            func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            var index = 0
            while index + 32 <= bytes.count {
                lanes.0 = (lanes.0 ^ word(index)) &* prime
                lanes.1 = (lanes.1 ^ word(index + 8)) &* prime
                lanes.2 = (lanes.2 ^ word(index + 16)) &* prime
                lanes.3 = (lanes.3 ^ word(index + 24)) &* prime
                index += 32
            }
            while index < bytes.count {
                lanes.0 = (lanes.0 ^ UInt64(bytes[index])) &* prime
                index += 1
            }
            lanes.0 = (lanes.0 ^ UInt64(bytes.count)) &* prime
        }
        for source in sources {
            if source.utf8.withContiguousStorageIfAvailable({ mix(UnsafeRawBufferPointer($0)) }) == nil {
                Array(source.utf8).withUnsafeBytes(mix)
            }
        }
        return [lanes.1, lanes.2, lanes.3].reduce(lanes.0) { ($0 ^ $1) &* prime }
    }
}

extension Profile {
    /// The profiles whose cuts are stored: the default one, which nearly every run starts with
    /// (the others share most of its text, and are cut when a session switches to them).
    static let storedCuts = [swiftUI]

    /// `ProfileChunkIndex.swift` for the profiles as they are: each cut a raw string literal,
    /// wrapped between records with line continuations (the text itself has no line breaks).
    public static func chunkIndexSource() -> String {
        var entries: [String] = []
        for profile in storedCuts {
            let sources = standardLibrarySources + profile.sources
            let records = ProfileChunks(sources: sources).storedForm(of: sources).split(separator: ";", omittingEmptySubsequences: false)
            var lines: [String] = []
            var line = ""
            for (index, record) in records.enumerated() {
                let piece = (index == 0 ? "" : ";") + record
                if !line.isEmpty, line.utf8.count + piece.utf8.count > 116 {
                    lines.append(line)
                    line = ""
                }
                line += piece
            }
            lines.append(line)
            entries.append("        \"\(profile.name)\": #\"\"\"\n\(lines.joined(separator: "\\#\n"))\n\"\"\"#,")
        }
        return """
            // Generated by bin/profile-index; do not edit by hand.

            /// The stored profiles' cuts (`ProfileChunks+Stored.swift`).
            enum ProfileChunkIndex {
                static let stored: [String: String] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
    }
}
