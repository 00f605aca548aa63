// SwiftUI's Gauge: the labels each initializer fixes, values and bounds of any
// BinaryFloatingPoint (integer literals become Double), and the built-in gauge styles.

// MARK: - gauge_forms
// expect: VStack<TupleView<(Gauge<Text, EmptyView, EmptyView, EmptyView>, Gauge<Label<Text, Image>, Text, EmptyView, EmptyView>, Gauge<Text, Text, Text, EmptyView>, Gauge<Text, Text, EmptyView, TupleView<(Text, Text)>>, Gauge<Text, EmptyView, Text, Text>)>>
let cpu = 0.42
VStack {
    Gauge(value: cpu) { Text("CPU") }
    Gauge(value: 30, in: 0...120) {
        Label("Speed", systemImage: "speedometer")
    } currentValueLabel: {
        Text("30")
    }
    Gauge(value: Float(2), in: 0...4) {
        Text("Level")
    } currentValueLabel: {
        Text("2")
    } minimumValueLabel: {
        Text("0")
    } maximumValueLabel: {
        Text("4")
    }
    Gauge(value: 0.5) {
        Text("Marked")
    } currentValueLabel: {
        Text("half")
    } markedValueLabels: {
        Text("0.25")
        Text("0.75")
    }
    Gauge(value: 1.5, in: 1...2) {
        Text("All")
    } currentValueLabel: {
        EmptyView()
    } minimumValueLabel: {
        Text("1")
    } maximumValueLabel: {
        Text("2")
    } markedValueLabels: {
        Text("1.5")
    }
}

// MARK: - gauge_styles
// expect: VStack<TupleView<(ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<DefaultGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<LinearCapacityGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryLinearGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryLinearCapacityGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryCircularGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryCircularCapacityGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<DefaultGaugeStyle>>)>>
let styled = Gauge(value: 0.3) { Text("Battery") }
VStack {
    styled.gaugeStyle(.automatic)
    styled.gaugeStyle(.linearCapacity)
    styled.gaugeStyle(.accessoryLinear)
    styled.gaugeStyle(.accessoryLinearCapacity)
    styled.gaugeStyle(.accessoryCircular)
    styled.gaugeStyle(.accessoryCircularCapacity)
    styled.gaugeStyle(DefaultGaugeStyle())
}

// MARK: - gauge_style_types_named
// expect: VStack<TupleView<(ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryCircularGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryCircularCapacityGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<LinearCapacityGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryLinearGaugeStyle>>, ModifiedContent<Gauge<Text, EmptyView, EmptyView, EmptyView>, GaugeStyleModifier<AccessoryLinearCapacityGaugeStyle>>)>>
func ring<S: GaugeStyle>(_ style: S) -> some View {
    Gauge(value: 0.8) { Text("Ring") }.gaugeStyle(style)
}
VStack {
    ring(AccessoryCircularGaugeStyle())
    ring(AccessoryCircularCapacityGaugeStyle())
    ring(LinearCapacityGaugeStyle())
    ring(AccessoryLinearGaugeStyle())
    ring(AccessoryLinearCapacityGaugeStyle())
}

// MARK: - generic_range_bounds_from_literals
// expect: Text
func top<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> V { bounds.upperBound }
Text("\(top(3, in: 0...120))")
