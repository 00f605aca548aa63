extension Profile {
    /// SwiftUI's `ShareLink` (iOS 16) with its `SharePreview`s and CoreTransferable's
    /// `Transferable`, as the SDK declares them: one generic view whose initializers, in
    /// constrained extensions, fix its data (`CollectionOfOne<URL>` for one item), previews and
    /// label. It draws as a button with its label (a share symbol and "Share" by default); the
    /// playground has no share sheet, so tapping it does nothing.
    static let swiftUIShareLinkSource = #"""
// MARK: Transferable

/// A value that can be shared, dragged or copied (CoreTransferable).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

// MARK: Share links

/// How a shared item appears in the share sheet: a title, and optionally an image and an icon.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public var title: Text
    public var image: Image?
    public var icon: Icon?
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.title = Text(titleKey); self.image = nil; self.icon = icon }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title); self.image = nil; self.icon = icon }
    public init(_ title: Text, icon: Icon) { self.title = title; self.image = nil; self.icon = icon }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.title = Text(titleKey); self.image = image; self.icon = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title); self.image = image; self.icon = nil }
    public init(_ title: Text, image: Image) { self.title = title; self.image = image; self.icon = nil }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.title = Text(titleKey); self.image = nil; self.icon = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title); self.image = nil; self.icon = nil }
    public init(_ title: Text) { self.title = title; self.image = nil; self.icon = nil }
}

/// The label a `ShareLink` without one shows: the share symbol and its title ("Share").
public struct DefaultShareLinkLabel: View {
    public var title: Text?
    public var body: some View {
        Label { title ?? Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// A control that shares its items; a button with its label here (the SDK's body is opaque).
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View where Data.Element: Transferable {
    public var items: Data
    public var subject: Text?
    public var message: Text?
    public var label: Label
    init(_items items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, label: label())
    }
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: nil))
    }
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: nil))
    }
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: nil))
    }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: nil))
    }
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: nil))
    }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(_items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}
"""#
}
