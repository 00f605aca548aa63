extension Profile {
    /// Views that show a value through a format style: `Text(total, format: .currency(code: "USD"))`
    /// and a text field editing a number, `TextField("Amount", value: $amount, format: .number)`
    /// or through a `Formatter` (drawn with the value's text; the playground's fields are not edited).
    static let swiftUIFormattedValuesSource = #"""
extension Text {
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt) { Text(title) }
    }
}

extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt, label: label)
    }
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }
}
"""#
}
