extension Profile {
    /// Keyboard shortcuts: `keyboardShortcut("f", modifiers: .command)`, its keys (a character
    /// literal is a `KeyEquivalent`) and modifiers. Recorded on the view; the playground has no
    /// keyboard to press them with.
    static let swiftUIKeyboardSource = #"""
// MARK: Keyboard shortcuts

public struct EventModifiers: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

public struct KeyEquivalent: Equatable {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public static let upArrow = KeyEquivalent("↑")
    public static let downArrow = KeyEquivalent("↓")
    public static let leftArrow = KeyEquivalent("←")
    public static let rightArrow = KeyEquivalent("→")
    public static let escape = KeyEquivalent("⎋")
    public static let delete = KeyEquivalent("⌫")
    public static let deleteForward = KeyEquivalent("⌦")
    public static let home = KeyEquivalent("↖")
    public static let end = KeyEquivalent("↘")
    public static let pageUp = KeyEquivalent("⇞")
    public static let pageDown = KeyEquivalent("⇟")
    public static let clear = KeyEquivalent("⌧")
    public static let tab = KeyEquivalent("⇥")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("↩")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral: Character) { self.init(extendedGraphemeClusterLiteral) }
}

public struct KeyboardShortcut {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The SDK's modifier is not public: the shortcut, recorded.
public struct KeyboardShortcutModifier: ViewModifier {
    public var shortcut: KeyboardShortcut?
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
    /// macOS 15; opaque in the SDK. The keys held, within `mask`, are a value that changes: a
    /// preview's keyboard holds none, so only `initial` runs the action (with none, twice).
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true, _ action: @escaping (_ old: EventModifiers, _ new: EventModifiers) -> Void) -> some View {
        let held: EventModifiers = []
        return modifier(_ValueActionModifier2(value: held.intersection(mask), initial: initial, action: action))
    }
}
"""#
}
