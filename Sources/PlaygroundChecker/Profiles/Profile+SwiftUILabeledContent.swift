extension Profile {
    /// SwiftUI's `LabeledContent` (iOS 16) with the SDK's initializers: a label beside a value, as
    /// a form row shows it. Its body (opaque in the SDK) is the label leading and the value
    /// trailing in the secondary style, so it draws as one.
    static let swiftUILabeledContentSource = #"""
// MARK: LabeledContent

public struct LabeledContent<Label, Content> {
    var label: Label
    var content: Content
}
extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content())
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}
extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
}
extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey), content: Text(value))
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value))
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(format.format(value)))
    }
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
}
"""#
}
