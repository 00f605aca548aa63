extension Profile {
    /// sindresorhus/KeyboardShortcuts 2, the Mac apps' global shortcuts: names with their default
    /// shortcuts, keys by their Carbon codes, and the `Recorder` view, which shows a name's
    /// shortcut as the library prints it (`⌃⌥⌘P`) or its placeholder. Nothing is stored in a
    /// preview, so a name's shortcut is the one it was declared with until `setShortcut` runs.
    /// Written from the library's public API.
    static let keyboardShortcutsSource = #"""
// MARK: KeyboardShortcuts

public enum KeyboardShortcuts {
    /// A key on the keyboard, by its Carbon key code (`kVK_ANSI_A` is 0).
    public struct Key: Hashable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ value: Int) { self.rawValue = value }

        public static let a = Self(0x00)
        public static let b = Self(0x0B)
        public static let c = Self(0x08)
        public static let d = Self(0x02)
        public static let e = Self(0x0E)
        public static let f = Self(0x03)
        public static let g = Self(0x05)
        public static let h = Self(0x04)
        public static let i = Self(0x22)
        public static let j = Self(0x26)
        public static let k = Self(0x28)
        public static let l = Self(0x25)
        public static let m = Self(0x2E)
        public static let n = Self(0x2D)
        public static let o = Self(0x1F)
        public static let p = Self(0x23)
        public static let q = Self(0x0C)
        public static let r = Self(0x0F)
        public static let s = Self(0x01)
        public static let t = Self(0x11)
        public static let u = Self(0x20)
        public static let v = Self(0x09)
        public static let w = Self(0x0D)
        public static let x = Self(0x07)
        public static let y = Self(0x10)
        public static let z = Self(0x06)
        public static let zero = Self(0x1D)
        public static let one = Self(0x12)
        public static let two = Self(0x13)
        public static let three = Self(0x14)
        public static let four = Self(0x15)
        public static let five = Self(0x17)
        public static let six = Self(0x16)
        public static let seven = Self(0x1A)
        public static let eight = Self(0x1C)
        public static let nine = Self(0x19)
        public static let capsLock = Self(0x39)
        public static let shift = Self(0x38)
        public static let function = Self(0x3F)
        public static let control = Self(0x3B)
        public static let option = Self(0x3A)
        public static let command = Self(0x37)
        public static let rightCommand = Self(0x36)
        public static let rightOption = Self(0x3D)
        public static let rightControl = Self(0x3E)
        public static let rightShift = Self(0x3C)
        public static let `return` = Self(0x24)
        public static let backslash = Self(0x2A)
        public static let backtick = Self(0x32)
        public static let comma = Self(0x2B)
        public static let equal = Self(0x18)
        public static let minus = Self(0x1B)
        public static let period = Self(0x2F)
        public static let quote = Self(0x27)
        public static let semicolon = Self(0x29)
        public static let slash = Self(0x2C)
        public static let space = Self(0x31)
        public static let tab = Self(0x30)
        public static let leftBracket = Self(0x21)
        public static let rightBracket = Self(0x1E)
        public static let pageUp = Self(0x74)
        public static let pageDown = Self(0x79)
        public static let home = Self(0x73)
        public static let end = Self(0x77)
        public static let upArrow = Self(0x7E)
        public static let rightArrow = Self(0x7C)
        public static let downArrow = Self(0x7D)
        public static let leftArrow = Self(0x7B)
        public static let escape = Self(0x35)
        public static let delete = Self(0x33)
        public static let deleteForward = Self(0x75)
        public static let help = Self(0x72)
        public static let mute = Self(0x4A)
        public static let volumeUp = Self(0x48)
        public static let volumeDown = Self(0x49)
        public static let f1 = Self(0x7A)
        public static let f2 = Self(0x78)
        public static let f3 = Self(0x63)
        public static let f4 = Self(0x76)
        public static let f5 = Self(0x60)
        public static let f6 = Self(0x61)
        public static let f7 = Self(0x62)
        public static let f8 = Self(0x64)
        public static let f9 = Self(0x65)
        public static let f10 = Self(0x6D)
        public static let f11 = Self(0x67)
        public static let f12 = Self(0x6F)
        public static let keypad0 = Self(0x52)
        public static let keypad1 = Self(0x53)
        public static let keypad2 = Self(0x54)
        public static let keypad3 = Self(0x55)
        public static let keypad4 = Self(0x56)
        public static let keypad5 = Self(0x57)
        public static let keypad6 = Self(0x58)
        public static let keypad7 = Self(0x59)
        public static let keypad8 = Self(0x5B)
        public static let keypad9 = Self(0x5C)
        public static let keypadEnter = Self(0x4C)

        /// How a shortcut prints the key: its character on a US keyboard, capitalized, or the
        /// symbol macOS shows for a special key.
        var presentableDescription: String {
            let names: [Int: String] = [
                0x00: "A", 0x0B: "B", 0x08: "C", 0x02: "D", 0x0E: "E", 0x03: "F", 0x05: "G", 0x04: "H",
                0x22: "I", 0x26: "J", 0x28: "K", 0x25: "L", 0x2E: "M", 0x2D: "N", 0x1F: "O", 0x23: "P",
                0x0C: "Q", 0x0F: "R", 0x01: "S", 0x11: "T", 0x20: "U", 0x09: "V", 0x0D: "W", 0x07: "X",
                0x10: "Y", 0x06: "Z", 0x1D: "0", 0x12: "1", 0x13: "2", 0x14: "3", 0x15: "4", 0x17: "5",
                0x16: "6", 0x1A: "7", 0x1C: "8", 0x19: "9", 0x2A: "\\", 0x32: "`", 0x2B: ",", 0x18: "=",
                0x1B: "-", 0x2F: ".", 0x27: "'", 0x29: ";", 0x2C: "/", 0x21: "[", 0x1E: "]",
                0x24: "↩", 0x33: "⌫", 0x75: "⌦", 0x77: "↘", 0x35: "⎋", 0x73: "↖", 0x31: "Space",
                0x30: "⇥", 0x74: "⇞", 0x79: "⇟", 0x7E: "↑", 0x7C: "→", 0x7D: "↓", 0x7B: "←",
                0x7A: "F1", 0x78: "F2", 0x63: "F3", 0x76: "F4", 0x60: "F5", 0x61: "F6", 0x62: "F7",
                0x64: "F8", 0x65: "F9", 0x6D: "F10", 0x67: "F11", 0x6F: "F12",
            ]
            return names[rawValue] ?? "�"
        }
    }

    /// A key with its modifiers, stored as Carbon's codes.
    public struct Shortcut: Hashable, Codable, CustomStringConvertible {
        public let carbonKeyCode: Int
        public let carbonModifiers: Int

        public init(carbonKeyCode: Int, carbonModifiers: Int = 0) {
            self.carbonKeyCode = carbonKeyCode
            self.carbonModifiers = carbonModifiers
        }

        public init(_ key: Key, modifiers: NSEvent.ModifierFlags = []) {
            var carbon = 0
            if modifiers.contains(.command) { carbon |= 256 }
            if modifiers.contains(.shift) { carbon |= 512 }
            if modifiers.contains(.option) { carbon |= 2048 }
            if modifiers.contains(.control) { carbon |= 4096 }
            self.init(carbonKeyCode: key.rawValue, carbonModifiers: carbon)
        }

        /// The shortcut a name has now.
        public init?(name: Name) {
            guard let shortcut = KeyboardShortcuts.getShortcut(for: name) else { return nil }
            self = shortcut
        }

        public var key: Key? { Key(rawValue: carbonKeyCode) }

        public var modifiers: NSEvent.ModifierFlags {
            var flags: NSEvent.ModifierFlags = []
            if carbonModifiers & 256 != 0 { flags.insert(.command) }
            if carbonModifiers & 512 != 0 { flags.insert(.shift) }
            if carbonModifiers & 2048 != 0 { flags.insert(.option) }
            if carbonModifiers & 4096 != 0 { flags.insert(.control) }
            return flags
        }

        /// The modifiers' symbols in macOS's order, then the key: `⌃⌥⌘P`.
        public var description: String {
            var text = ""
            if carbonModifiers & 4096 != 0 { text += "⌃" }
            if carbonModifiers & 2048 != 0 { text += "⌥" }
            if carbonModifiers & 512 != 0 { text += "⇧" }
            if carbonModifiers & 256 != 0 { text += "⌘" }
            return text + Key(rawValue: carbonKeyCode).presentableDescription
        }
    }

    /// A shortcut's name, with the shortcut it starts with.
    public struct Name: Hashable, RawRepresentable {
        public typealias Shortcut = KeyboardShortcuts.Shortcut
        public let rawValue: String
        public let initialShortcut: Shortcut?
        public var defaultShortcut: Shortcut? { initialShortcut }
        public var shortcut: Shortcut? { KeyboardShortcuts.getShortcut(for: self) }

        public init(_ name: String, initial initialShortcut: Shortcut? = nil) {
            self.rawValue = name
            self.initialShortcut = initialShortcut
        }

        public init(_ name: String, `default` initialShortcut: Shortcut?) {
            self.init(name, initial: initialShortcut)
        }

        public init?(rawValue: String) { self.init(rawValue) }
    }

    /// The shortcuts set since the session began, by name.
    static var storedShortcuts: [String: Shortcut] = [:]
    /// The names whose shortcut was removed.
    static var removedNames: Set<String> = []

    public static func getShortcut(for name: Name) -> Shortcut? {
        if removedNames.contains(name.rawValue) { return nil }
        return storedShortcuts[name.rawValue] ?? name.initialShortcut
    }

    public static func setShortcut(_ shortcut: Shortcut?, for name: Name) {
        if let shortcut {
            storedShortcuts[name.rawValue] = shortcut
            removedNames.remove(name.rawValue)
        } else {
            storedShortcuts[name.rawValue] = nil
            removedNames.insert(name.rawValue)
        }
    }

    public static func reset(_ names: [Name]) {
        for name in names {
            storedShortcuts[name.rawValue] = nil
            removedNames.remove(name.rawValue)
        }
    }
    public static func reset(_ names: Name...) { reset(names) }
    public static func resetAll() {
        storedShortcuts = [:]
        removedNames = []
    }

    /// Global hotkeys: a preview presses no keys, so handlers never run.
    public static func onKeyDown(for name: Name, action: @escaping () -> Void) {}
    public static func onKeyUp(for name: Name, action: @escaping () -> Void) {}
    public static func removeHandler(for name: Name) {}
    public static func removeAllHandlers() {}
    public static func isEnabled(for name: Name) -> Bool { true }
    public static func enable(_ names: [Name]) {}
    public static func enable(_ names: Name...) {}
    public static func disable(_ names: [Name]) {}
    public static func disable(_ names: Name...) {}

    /// The recorder's field: the shortcut as it prints, or nil for its placeholder.
    public struct _Recorder: View {
        public let shortcut: String?
        public var body: Never { fatalError() }
    }

    /// A view that records a shortcut for a name, with an optional label before it.
    public struct Recorder<Label: View>: View {
        let name: Name
        let hasLabel: Bool
        let label: Label

        init(name: Name, hasLabel: Bool, @ViewBuilder label: () -> Label) {
            self.name = name
            self.hasLabel = hasLabel
            self.label = label()
        }

        public var body: some View {
            if hasLabel {
                LabeledContent {
                    _Recorder(shortcut: KeyboardShortcuts.getShortcut(for: name)?.description)
                } label: {
                    label
                }
            } else {
                _Recorder(shortcut: KeyboardShortcuts.getShortcut(for: name)?.description)
            }
        }
    }
}

extension KeyboardShortcuts.Recorder where Label == EmptyView {
    public init(for name: KeyboardShortcuts.Name, onChange: ((KeyboardShortcuts.Shortcut?) -> Void)? = nil) {
        self.init(name: name, hasLabel: false) {}
    }
}

extension KeyboardShortcuts.Recorder where Label == Text {
    public init(_ title: LocalizedStringKey, name: KeyboardShortcuts.Name, onChange: ((KeyboardShortcuts.Shortcut?) -> Void)? = nil) {
        self.init(name: name, hasLabel: true) { Text(title) }
    }

    @_disfavoredOverload
    public init(_ title: String, name: KeyboardShortcuts.Name, onChange: ((KeyboardShortcuts.Shortcut?) -> Void)? = nil) {
        self.init(name: name, hasLabel: true) { Text(title) }
    }
}

extension KeyboardShortcuts.Recorder {
    public init(for name: KeyboardShortcuts.Name, onChange: ((KeyboardShortcuts.Shortcut?) -> Void)? = nil, @ViewBuilder label: () -> Label) {
        self.init(name: name, hasLabel: true, label: label)
    }
}
"""#
}
