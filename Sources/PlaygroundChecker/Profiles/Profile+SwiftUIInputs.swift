extension Profile {
    /// Controls that edit a value: text fields and editors, pickers, steppers, sliders, progress,
    /// date and colour pickers, remote images.
    static let swiftUIInputsSource = #"""
// MARK: Text input

public struct TextField<Label: View>: View {
    public var text: Binding<String>
    public var prompt: Text?
    public var axis: Axis?
    public var label: Label
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = nil
        self.label = label()
    }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// The deprecated callback forms (the playground's fields are not edited, so they never run).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }
    public init(_ title: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        self.prompt = nil
        self.axis = nil
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        self.prompt = nil
        self.axis = nil
        self.label = Text(title)
    }
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text
        self.prompt = prompt
        self.axis = nil
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        self.prompt = prompt
        self.axis = nil
        self.label = Text(title)
    }
    public init(_ title: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.text = text
        self.prompt = nil
        self.axis = axis
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.text = text
        self.prompt = nil
        self.axis = axis
        self.label = Text(title)
    }
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = Text(title)
    }
}

public struct SecureField<Label: View>: View {
    public var text: Binding<String>
    public var prompt: Text?
    public var label: Label
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    public init(_ title: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        self.prompt = nil
        self.label = Text(title)
    }
    /// Deprecated (renamed `init(_:text:)`, `onSubmit` for the action); the preview submits nothing.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        self.prompt = nil
        self.label = Text(title)
    }
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text
        self.prompt = prompt
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        self.prompt = prompt
        self.label = Text(title)
    }
}

public struct TextEditor: View {
    public var text: Binding<String>
    public init(text: Binding<String>) {
        self.text = text
    }
    public var body: Never { fatalError() }
}

// MARK: Pickers, steppers, sliders, progress

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var selection: Binding<SelectionValue>
    public var label: Label
    public var content: Content
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = Text(title)
        self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = Text(title)
        self.content = content()
    }
}

extension Picker where Label == _TextImageLabel {
    public init(_ title: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.content = content()
    }
}

public struct Stepper<Label: View>: View {
    public var label: Label
    public var onIncrement: (() -> Void)?
    public var onDecrement: (() -> Void)?
    /// The `Binding<V>`, `ClosedRange<V>` and `V.Stride` of the value-based forms.
    public var value: Any? = nil
    public var bounds: Any? = nil
    public var step: Any? = nil
    public var onEditingChanged: (Bool) -> Void
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }
    public var body: Never { fatalError() }
}

extension Stepper {
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = nil
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = nil
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
}

extension Stepper where Label == Text {
    public init(_ title: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = nil
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<V: Strideable, S: StringProtocol>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = nil
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<V: Strideable, S: StringProtocol>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        self.onIncrement = nil
        self.onDecrement = nil
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }
}
public struct Slider<Label: View, ValueLabel: View>: View {
    /// The `Binding<V>`, `ClosedRange<V>` and `V.Stride?` the initializers were given.
    public var value: Any
    public var bounds: Any
    public var step: Any?
    public var label: Label
    public var minimumValueLabel: ValueLabel
    public var maximumValueLabel: ValueLabel
    public var onEditingChanged: (Bool) -> Void
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = nil
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.onEditingChanged = onEditingChanged
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.onEditingChanged = onEditingChanged
    }
    public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = nil
        self.label = label()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = nil
        self.label = EmptyView()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = EmptyView()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The `V?` and `V` of the determinate forms; nil when indeterminate.
    public var value: Any?
    public var total: Any?
    public var label: Label
    public var currentValueLabel: CurrentValueLabel
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {
        self.value = nil
        self.total = nil
        self.label = EmptyView()
        self.currentValueLabel = EmptyView()
    }
    public init(@ViewBuilder label: () -> Label) {
        self.value = nil
        self.total = nil
        self.label = label()
        self.currentValueLabel = EmptyView()
    }
    public init(_ title: LocalizedStringKey) where Label == Text {
        self.value = nil
        self.total = nil
        self.label = Text(title)
        self.currentValueLabel = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.value = nil
        self.total = nil
        self.label = Text(title)
        self.currentValueLabel = EmptyView()
    }
}

extension ProgressView {
    /// A task's progress: its fraction, or indeterminate.
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        if progress.isIndeterminate { self.value = nil } else { self.value = progress.fractionCompleted }
        self.total = 1.0
        self.label = EmptyView()
        self.currentValueLabel = EmptyView()
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        if let value = value { self.value = value } else { self.value = nil }
        self.total = total
        self.label = EmptyView()
        self.currentValueLabel = EmptyView()
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        if let value = value { self.value = value } else { self.value = nil }
        self.total = total
        self.label = label()
        self.currentValueLabel = EmptyView()
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        if let value = value { self.value = value } else { self.value = nil }
        self.total = total
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        if let value = value { self.value = value } else { self.value = nil }
        self.total = total
        self.label = Text(title)
        self.currentValueLabel = EmptyView()
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint, S: StringProtocol>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        if let value = value { self.value = value } else { self.value = nil }
        self.total = total
        self.label = Text(title)
        self.currentValueLabel = EmptyView()
    }
}

// MARK: Dates, colours, remote images

public struct DatePickerComponents: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    public var selection: Binding<Date>
    public var displayedComponents: DatePickerComponents
    public var label: Label
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.displayedComponents = displayedComponents
        self.label = label()
    }
    public var body: Never { fatalError() }
}

/// The range forms: the playground keeps no range (the picker shows the selection).
extension DatePicker {
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
}

extension DatePicker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    public init(_ title: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    public init(_ title: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
    public init(_ title: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.selection = selection
        self.displayedComponents = displayedComponents
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.selection = selection
        self.displayedComponents = displayedComponents
        self.label = Text(title)
    }
}

public struct ColorPicker<Label: View>: View {
    public var selection: Binding<Color>
    public var supportsOpacity: Bool
    public var label: Label
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = Text(title)
    }
}

public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? {
        switch self {
        case .success(let image): return image
        default: return nil
        }
    }
    public var error: Error? {
        switch self {
        case .failure(let error): return error
        default: return nil
        }
    }
}

public struct AsyncImage<Content: View>: View {
    public var url: URL?
    public var scale: CGFloat
    public var content: (AsyncImagePhase) -> Content
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.content = { phase in phase.image ?? Image(systemName: "photo") }
    }
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let i = phase.image {
                return _ConditionalContent(storage: .trueContent(content(i)))
            }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
    }
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }
    public var body: Never { fatalError() }
}
"""#
}
