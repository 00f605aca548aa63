extension Profile {
    /// Leaf views and controls: images, labels, buttons, links, toggles.
    static let swiftUIControlsSource = #"""
// MARK: Leaf views

public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() {
        self.top = 0
        self.leading = 0
        self.bottom = 0
        self.trailing = 0
    }
}

public struct SymbolRenderingMode: Hashable {
    public var name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

public struct Image: View {
    public enum ResizingMode: Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable { case template, original }
    public enum Interpolation: Hashable { case none, low, medium, high }
    public var systemName: String
    public var name: String?
    public var isResizable: Bool = false
    public var capInsets: EdgeInsets = EdgeInsets()
    public var resizingMode: Image.ResizingMode = .stretch
    public var renderingMode: Image.TemplateRenderingMode? = nil
    public var interpolation: Image.Interpolation = .high
    public var isAntialiased: Bool = true
    public var symbolRenderingMode: SymbolRenderingMode? = nil
    public init(systemName: String) {
        self.systemName = systemName
        self.name = nil
    }
    /// A variable symbol at `variableValue` (0–1): its layers fill in as the value grows; the
    /// text drawing shows the symbol.
    public init(systemName: String, variableValue: Double?) {
        self.systemName = systemName
        self.name = nil
    }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.systemName = ""
        self.name = name
    }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = ""
        self.name = name
    }
    public init(decorative name: String) {
        self.systemName = ""
        self.name = name
    }
    /// An asset image with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.systemName = ""
        self.name = name
    }
    /// A Core Graphics image; the playground has no pixels, so it draws as an image named "CGImage".
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.systemName = ""
        self.name = "CGImage"
    }
    public enum Orientation: UInt8, CaseIterable, Hashable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var title: Title
    public var icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
    public init(_ title: LocalizedStringKey, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }
}

/// `Label<Text, Image>`, for the views whose own generic parameter named `Label` hides the type.
public typealias _TextImageLabel = Label<Text, Image>

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError() }
}

// MARK: Buttons and links

public struct ButtonRole: Hashable {
    public var name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

public struct Button<Label: View>: View {
    public var action: () -> Void
    public var label: Label
    public var role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = nil
    }
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = role
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = role
    }
}

extension Button where Label == _TextImageLabel {
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.action = action
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.role = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.action = action
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.role = nil
    }
    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.role = role
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.role = role
    }
}

public struct EditButton: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct URL: Hashable {
    public var absoluteString: String
    public init?(string: String) {
        self.absoluteString = string
    }
}

public struct Link<Label: View>: View {
    public var destination: URL
    public var label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.destination = destination
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.destination = destination
        self.label = Text(title)
    }
}

// MARK: Toggles

public struct Toggle<Label: View>: View {
    public var isOn: Binding<Bool>
    public var label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}

extension Toggle where Label == _TextImageLabel {
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = _TextImageLabel(title, systemImage: systemImage)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = _TextImageLabel(title, systemImage: systemImage)
    }
}
"""#
}
