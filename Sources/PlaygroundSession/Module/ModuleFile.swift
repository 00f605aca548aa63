/// One Swift file of a module, read but not yet parsed: most of a module's files are never
/// reached by the file being evaluated, so each is parsed only when a name it declares is needed.
public struct ModuleFile: Sendable {
    /// Its path, as diagnostics show it.
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Whether a line of the file begins with an app's entry-point attribute (`@main`,
    /// `@UIApplicationMain`, `@NSApplicationMain`), found without parsing.
    /// One pass over the bytes: an app's module has thousands of files, and splitting each into
    /// lines cost most of a second.
    var declaresEntryPoint: Bool {
        var text = text
        return text.withUTF8 { bytes in
            var lineStart = true
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\n"): lineStart = true
                case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
                case UInt8(ascii: "@") where lineStart:
                    var end = index
                    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                    if Self.entryPointAttributes.contains(where: { $0.elementsEqual(bytes[index..<end]) }) { return true }
                    lineStart = false
                default: lineStart = false
                }
            }
            return false
        }
    }

    private static let entryPointAttributes = ["main", "UIApplicationMain", "NSApplicationMain"].map { Array($0.utf8) }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The names the file may declare at its top level (and, of them, the types' names) and in
    /// its extensions' bodies, found without parsing: each identifier after `struct`, `class`,
    /// `enum`, `protocol`, `actor`, `typealias`, `extension`, `func`, `var`, `let` or `case`
    /// (and each operator after `func`), outside other braces. Braces in strings and comments
    /// can fool it; it only chooses files to parse. `extensionConformances` are the words of an
    /// extension's header after the type it extends (`extension Optional: TextStyle where …`).
    var declaredNameCandidates: (all: Set<String>, types: Set<String>, extensionMembers: Set<String>, extensionConformances: Set<String>) {
        var text = text
        return text.withUTF8 { bytes in
            var names = Set<String>()
            var types = Set<String>()
            var members = Set<String>()
            var conformances = Set<String>()
            var introducer: Introducer?
            var depth = 0
            // Whether the block at depth 1 is an extension's, and whether one is being declared.
            var inExtension = false
            var extensionPending = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard Self.isIdentifierStart(byte) else {
                    if introducer == .function, depth == 0, Self.isOperatorCharacter(byte) {
                        // `func +=(lhs:rhs:)`: an operator function declares its operator.
                        let start = index
                        while index < bytes.count, Self.isOperatorCharacter(bytes[index]) { index += 1 }
                        names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        introducer = nil
                        continue
                    }
                    if byte == UInt8(ascii: "{") {
                        if depth == 0 { inExtension = extensionPending }
                        depth += 1
                    } else if byte == UInt8(ascii: "}") {
                        depth = max(0, depth - 1)
                    }
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { extensionPending = false }
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                // The words of an extension's header after its type: the protocols it may conform to.
                if extensionPending, depth == 0, introducer == nil { conformances.insert(String(decoding: word, as: UTF8.self)) }
                if depth == 1, inExtension, word.elementsEqual("subscript".utf8) { members.insert("subscript") }
                if let introducer, depth == 0 || (depth == 1 && inExtension) {
                    let name = String(decoding: word, as: UTF8.self)
                    if depth == 0 { names.insert(name) } else { members.insert(name) }
                    if introducer == .type, depth == 0 { types.insert(name) }
                    if introducer == .extension, depth == 0 {
                        extensionPending = true
                        // `extension SwiftUI.Image`: the file may declare `Image`'s members too.
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Self.isIdentifierStart(bytes[index + 1]) {
                            var end = index + 1
                            while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
                            names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self))
                        }
                    }
                }
                introducer = Self.introducer(word)
            }
            return (names, types, members, conformances)
        }
    }

    private enum Introducer { case type, `extension`, function, other }

    /// Whether `word` is a keyword a declared name follows, and whether that name is a type's.
    private static func introducer(_ word: UnsafeBufferPointer<UInt8>) -> Introducer? {
        guard (3...9).contains(word.count) else { return nil }
        switch word.count {
        case 3:
            return word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8) ? .other : nil
        case 4:
            if word.elementsEqual("enum".utf8) { return .type }
            if word.elementsEqual("func".utf8) { return .function }
            return word.elementsEqual("case".utf8) ? .other : nil
        case 5:
            return word.elementsEqual("class".utf8) || word.elementsEqual("actor".utf8) ? .type : nil
        case 6:
            return word.elementsEqual("struct".utf8) ? .type : nil
        case 8:
            return word.elementsEqual("protocol".utf8) ? .type : nil
        case 9:
            if word.elementsEqual("typealias".utf8) { return .type }
            return word.elementsEqual("extension".utf8) ? .extension : nil
        default:
            return nil
        }
    }

    /// A character operators are spelled with (`/=-+!*%<>&|^~?.`).
    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
