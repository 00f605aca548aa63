extension Profile {
    /// Accessibility: labels, hints, values, traits, actions and element grouping, each an
    /// `AccessibilityAttachmentModifier` (chained ones stay one attachment, as in the SDK).
    static let swiftUIAccessibilitySource = #"""
/// What accessibility modifiers attach to a view: one attachment, however many are chained.
public enum AccessibilityAdjustmentDirection: Hashable {
    case increment
    case decrement
}

public struct AccessibilityAttachmentModifier: ViewModifier {
    public var label: Text? = nil
    public var hint: Text? = nil
    public var value: Text? = nil
    public var identifier: String? = nil
    public var isHidden: Bool = false
    public var traits: AccessibilityTraits? = nil
    public var removedTraits: AccessibilityTraits? = nil
    public var children: AccessibilityChildBehavior? = nil
    public var actions: [() -> Void]? = nil
    public func body(content: Content) -> Never { fatalError() }
}

/// `.isButton`, `.isHeader`…: what a view is to assistive technologies.
public struct AccessibilityTraits: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init() { self.rawValue = 0 }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How `accessibilityElement(children:)` treats the view's children.
public struct AccessibilityChildBehavior: Hashable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

extension View {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label))
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: Text(label)))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: Text("\(label)")))
    }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: Text(hint)))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: Text("\(hint)")))
    }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(isHidden: hidden))
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(value: value))
    }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(value: Text(value)))
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(value: Text("\(value)")))
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(traits: traits))
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(removedTraits: traits))
    }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(actions: [handler]))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(actions: [handler]))
    }
    /// VoiceOver's swipe up and down; the playground never calls the handler.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    /// Opaque in the SDK (`some View`); the attachment the other accessibility modifiers make.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityAttachmentModifier(children: children))
    }
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label))
    }
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(value: value))
    }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(isHidden: hidden))
    }
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(traits: traits))
    }
}

/// Accessibility modifiers on an accessibility-modified view add to its attachment (one `ModifiedContent`).
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.label = label
        return copy
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> { accessibilityLabel(Text("\(label)")) }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.hint = hint
        return copy
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { accessibilityHint(Text(hint)) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> { accessibilityHint(Text("\(hint)")) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.isHidden = hidden
        return copy
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.identifier = identifier
        return copy
    }
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.value = value
        return copy
    }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { accessibilityValue(Text(value)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> { accessibilityValue(Text("\(value)")) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.traits = AccessibilityTraits(rawValue: (copy.modifier.traits?.rawValue ?? 0) | traits.rawValue)
        return copy
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.removedTraits = AccessibilityTraits(rawValue: (copy.modifier.removedTraits?.rawValue ?? 0) | traits.rawValue)
        return copy
    }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.actions = (copy.modifier.actions ?? []) + [handler]
        return copy
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.actions = (copy.modifier.actions ?? []) + [handler]
        return copy
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> { accessibilityHint(hint) }
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { accessibilityAddTraits(traits) }
}
"""#
}
