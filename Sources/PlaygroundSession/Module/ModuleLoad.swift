/// What a module's files contributed to a session: the declarations entered and those left out.
public struct ModuleLoad: Sendable, Equatable {
    /// A declaration the playground could not check, and the first error that stopped it.
    public struct LeftOut: Sendable, Equatable {
        /// `Bird`, or `extension Color` for an extension.
        public let name: String
        /// `file:line` of the declaration.
        public let origin: String
        /// The error, at its place in the module's file (`Models/Bird.swift:14:9: cannot find …`).
        public let reason: String

        /// `note: Bird (Models/Bird.swift:3) was left out of the module: …`, a line.
        var note: String { "note: \(name) (\(origin)) was left out of the module: \(reason)\n" }
    }

    /// Files read, and declarations entered (those the evaluated file reaches, in the end).
    public var files = 0
    public var loaded = 0
    public var leftOut: [LeftOut] = []

    public init(files: Int = 0) { self.files = files }

    /// Adds what loading a group of declarations did.
    mutating func add(_ group: ModuleLoad) {
        loaded += group.loaded
        leftOut += group.leftOut
    }

    /// One line for the top of the output: `module: 12 declarations from 40 files; 2 left out`.
    public var summary: String {
        let declarations = loaded == 1 ? "1 declaration" : "\(loaded) declarations"
        let from = files == 1 ? "1 file" : "\(files) files"
        return "module: \(declarations) from \(from)" + (leftOut.isEmpty ? "" : "; \(leftOut.count) left out")
    }

    /// A note for every left-out declaration, in the order they were left out.
    public var allNotes: String {
        leftOut.map(\.note).joined()
    }

    /// Notes for the left-out declarations an error mentions by name (`cannot find 'Bird' in scope`)
    /// or is about (`callees`: the initializer a call did not fit), then for those their reasons
    /// name in turn, down to what the playground lacks.
    public func notes(forErrors diagnostics: String, callees: [String] = []) -> String {
        var noted = Set<Int>()
        var pending = [diagnostics]
        var out = ""
        func note(_ index: Int) {
            noted.insert(index)
            out += leftOut[index].note
            pending.append(leftOut[index].reason)
        }
        for index in leftOut.indices where callees.contains(leftOut[index].name) { note(index) }
        while let text = pending.popLast(), noted.count < 20 {
            for index in leftOut.indices where !noted.contains(index) && Self.mentions(text, leftOut[index].name) { note(index) }
        }
        return out
    }

    /// Whether a message quotes the declaration's name (`'Bird'`, `'Bird.Kind'`), or for a member,
    /// its type's and its own (`value of type 'Bird' has no member 'color'`).
    private static func mentions(_ text: String, _ name: String) -> Bool {
        let type = name.hasPrefix("extension ") ? String(name.dropFirst("extension ".count)) : name
        if text.contains("'\(type)'") || text.contains("'\(type).") { return true }
        guard !name.hasPrefix("extension "), let dot = type.lastIndex(of: ".") else { return false }
        return text.contains("'\(type[..<dot])'") && text.contains("'\(type[type.index(after: dot)...])'")
    }
}
