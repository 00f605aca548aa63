extension Profile {
    /// Leaf views and controls: images, labels, buttons, toggles, text fields, pickers…
    static let swiftUIControlsSource = #"""
// MARK: Leaf views

public struct Image: View {
    public var systemName: String
    public init(systemName: String) { self.systemName = systemName }
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var title: Title
    public var icon: Icon
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
}

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public var action: () -> Void
    public var label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}

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
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}
"""#
}
