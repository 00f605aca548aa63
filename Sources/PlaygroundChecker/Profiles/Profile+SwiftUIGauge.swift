extension Profile {
    /// SwiftUI's `Gauge` (iOS 16): a value in a range with its labels, made by the SDK's five
    /// initializers, and the built-in gauge styles. Its body (opaque in the SDK) is a progress
    /// bar with the label above it and the bounds' labels under it, so it draws as one.
    static let swiftUIGaugeSource = #"""
// MARK: Gauge

public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// Where the value is in the bounds, from 0 to 1.
    public var fraction: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel
    public var minimumValueLabel: BoundsLabel?
    public var maximumValueLabel: BoundsLabel?
    public var markedValueLabels: MarkedValueLabels?
    init<V: BinaryFloatingPoint>(_value value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?) {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        self.fraction = width > 0 ? min(max(Double(value - bounds.lowerBound) / width, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(_value: value, in: bounds, label: label(), currentValueLabel: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(_value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.init(_value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        self.init(_value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(_value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }
    public var body: some View {
        VStack(alignment: .leading) {
            ProgressView(value: fraction) { label } currentValueLabel: { currentValueLabel }
            if minimumValueLabel != nil || maximumValueLabel != nil {
                HStack {
                    minimumValueLabel
                    Spacer()
                    maximumValueLabel
                }
            }
        }
    }
}

// MARK: Gauge styles

/// How a gauge is drawn: a bar, a ring, or the small accessory forms of widgets and complications.
public protocol GaugeStyle {}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

public struct GaugeStyleModifier<Style: GaugeStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(GaugeStyleModifier(style: style))
    }
}
"""#
}
