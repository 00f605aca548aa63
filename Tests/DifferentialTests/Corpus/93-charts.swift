// Swift Charts: a `Chart` of marks built by `ChartContentBuilder` (one mark, several, `if`,
// `if`/`else`, `ForEach`, `Chart(data)`), the marks' initializers and modifiers, a user's own
// `ChartContent`, axes built by `AxisContentBuilder`/`AxisMarkBuilder`, scales, legends and
// overlays. The framework's multi-element blocks and mark modifiers are `some ChartContent`:
// the types they print (`TupleChartContent`, `_ChartContentModifier`) are the playground's.

// MARK: - chart_of_one_bar
// expect: Chart<BarMark>
Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
}

// MARK: - chart_of_marks_side_by_side
// expect: Chart<TupleChartContent<(BarMark, LineMark, PointMark, RuleMark)>>
Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
    LineMark(x: .value("Day", "Mon"), y: .value("Sales", 3.5))
    PointMark(x: .value("Day", "Tue"), y: .value("Sales", 4))
    RuleMark(y: .value("Target", 4))
}

// MARK: - chart_branches
// expect: Chart<TupleChartContent<(Optional<RuleMark>, BuilderConditional<BarMark, AreaMark>)>>
let showsTarget = true
let filled = false
Chart {
    if showsTarget {
        RuleMark(y: .value("Target", 4))
    }
    if filled {
        BarMark(x: .value("Day", 1), y: .value("Sales", 2))
    } else {
        AreaMark(x: .value("Day", 1), y: .value("Sales", 2))
    }
}

// MARK: - chart_for_each_and_data
// expect: VStack<TupleView<(Chart<ForEach<Array<Sale>, Int, BarMark>>, Chart<ForEach<Array<Sale>, Int, _ChartContentModifier<LineMark>>>)>>
struct Sale: Identifiable {
    let id: Int
    let day: String
    let count: Int
}
let sales = [Sale(id: 1, day: "Mon", count: 3), Sale(id: 2, day: "Tue", count: 7)]
VStack {
    Chart {
        ForEach(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
        }
    }
    Chart(sales) { sale in
        LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.count), series: .value("Kind", "all"))
            .foregroundStyle(by: .value("Day", sale.day))
    }
}

// MARK: - chart_for_each_by_key_path
// expect: Chart<ForEach<Array<Int>, Int, _ChartContentModifier<_ChartContentModifier<PointMark>>>>
Chart([1, 2, 3], id: \.self) { value in
    PointMark(x: .value("Index", value), y: .value("Square", Double(value * value)))
        .symbol(by: .value("Parity", value % 2 == 0 ? "even" : "odd"))
        .symbolSize(30)
}

// MARK: - mark_initializers
// expect: Chart<TupleChartContent<(BarMark, BarMark, BarMark, BarMark, AreaMark, RuleMark, RuleMark, RectangleMark, SectorMark)>>
let start = Date(timeIntervalSinceReferenceDate: 0)
Chart {
    BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 1), yEnd: .value("High", 3), width: .fixed(12))
    BarMark(xStart: .value("From", 1), xEnd: .value("To", 4), y: .value("Task", "Build"), height: .ratio(0.5))
    BarMark(x: .value("Count", 5), yStart: 0, yEnd: 10, height: 20, stacking: .normalized)
    BarMark(y: .value("Count", 5), width: .inset(2), stacking: .center)
    AreaMark(x: .value("Day", start, unit: .day), yStart: .value("Low", 1), yEnd: .value("High", 3))
    RuleMark(x: .value("Day", 2), yStart: 0, yEnd: 5)
    RuleMark(x: .value("Day", 3), yStart: .value("Low", 1), yEnd: .value("High", 2))
    RectangleMark(x: .value("Hour", 9), y: .value("Day", "Mon"), width: 10, height: .automatic)
    SectorMark(angle: .value("Share", 30), innerRadius: .ratio(0.5), angularInset: 1)
}

// MARK: - mark_modifiers
// expect: Chart<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<_ChartContentModifier<LineMark>>>>>>>>>>>>>>
Chart {
    LineMark(x: .value("Day", 1), y: .value("Sales", 2))
        .foregroundStyle(.blue)
        .interpolationMethod(.catmullRom)
        .lineStyle(StrokeStyle(lineWidth: 2))
        .symbol(BasicChartSymbolShape.diamond)
        .opacity(0.8)
        .cornerRadius(4, style: .continuous)
        .offset(x: 1, y: 2)
        .zIndex(1)
        .position(by: .value("Kind", "a"), axis: .horizontal, span: .ratio(1))
        .accessibilityLabel(Text("Day 1"))
        .accessibilityValue(Text("2"))
        .annotation(position: .top, alignment: .center, spacing: 4) {
            Text("2")
        }
        .interpolationMethod(.cardinal(tension: 0.3))
}

// MARK: - plottable_values_of_every_kind
// expect: Chart<TupleChartContent<(PointMark, PointMark, PointMark)>>
enum Flavor: String, Plottable { case plain, glazed }
let flavor: Flavor = .glazed
let flavorRaw: String = flavor.primitivePlottable
let back = Flavor(primitivePlottable: "plain")
let textLabel = PlottableValue.value(Text("Float"), Float(1.5))
Chart {
    PointMark(x: .value("Flavor", flavor), y: textLabel)
    PointMark(x: PlottableValue.value("Date", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Int", 2))
    PointMark(x: .value(LocalizedStringKey("Key"), 1.5), y: .value("Double", 2.5))
}

// MARK: - users_chart_content
// expect: Chart<Bars>
struct Bars: ChartContent {
    let values: [Int]
    var body: some ChartContent {
        ForEach(values, id: \.self) { value in
            BarMark(x: .value("Value", "\(value)"), y: .value("Height", value))
        }
    }
}
Chart {
    Bars(values: [1, 2, 3])
}

// MARK: - axes_scales_and_legends
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Chart<BarMark>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>, _ChartSettingModifier>
Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
}
.chartXAxis {
    AxisMarks(preset: .aligned, position: .bottom, values: .automatic(roundLowerBound: false, roundUpperBound: false)) { value in
        if value.index < value.count - 1 {
            AxisValueLabel()
        }
        AxisTick(centered: true, length: 4)
        AxisGridLine(centered: false, stroke: StrokeStyle(lineWidth: 1))
    }
}
.chartYAxis {
    AxisMarks(position: .leading, values: [0, 5, 10]) { value in
        AxisValueLabel(format: IntegerFormatStyle<Int>(), orientation: .horizontal)
        AxisValueLabel(centered: true, anchor: .top, orientation: .vertical) {
            Text("\(value.as(Int.self) ?? 0)")
        }
    }
    AxisMarks(preset: .extended, position: .trailing, values: .stride(by: 5))
    AxisMarks(preset: .inset, position: .top, values: .stride(by: .day, count: 1))
    AxisMarks(values: AxisMarkValues.automatic)
}
.chartXAxis(.hidden)
.chartYAxis(.visible)
.chartLegend(.automatic)
.chartLegend(position: .bottom, alignment: .leading, spacing: 8)
.chartXScale(domain: ["Mon", "Tue"])
.chartYScale(domain: 0...10)
.chartYScale(domain: .automatic(includesZero: false, reversed: false))
.chartXAxisLabel("Day", position: .bottomTrailing, alignment: .trailing, spacing: 2)
.chartYAxisLabel("Sales", position: .topLeading)
.chartPlotStyle { plot in
    plot.background(Color.gray.opacity(0.1))
}
.chartOverlay(alignment: .topLeading) { proxy in
    Text("\(proxy.plotSize.width) \(proxy.value(atX: 0, as: Double.self) ?? 0) \(proxy.position(forY: 3) ?? 0)")
}

// MARK: - chart_backgrounds_and_proxies
// expect: ModifiedContent<Chart<BarMark>, _ChartSettingModifier>
Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3), width: .automatic, height: .automatic, stacking: .unstacked)
}
.chartBackground { proxy in
    Text("\(proxy.value(atY: 1, as: Int.self) ?? 0) \(proxy.position(forX: "Mon") ?? 0)")
}

// MARK: - chart_content_builder_called_directly
// expect: Chart<AnyChartContent>
let erased = AnyChartContent(BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)))
let axisOrientation: AxisValueLabelOrientation = .verticalReversed
let positions: [AnnotationPosition] = [.automatic, .overlay, .bottom, .leading, .trailing, .topTrailing, .bottomLeading]
let interpolations: [InterpolationMethod] = [.linear, .monotone, .stepStart, .stepCenter, .stepEnd, .catmullRom(alpha: 0.5)]
let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .pentagon, .plus, .cross, .asterisk]
let empty = ChartContentBuilder.buildBlock()
let axisPositions: [AxisMarkPosition] = [.automatic]
let presets: [AxisMarkPreset] = [.automatic]
let dimension: MarkDimension = 4.5
let stackings: [MarkStackingMethod] = [.standard]
let overlayPositions: [AnnotationPosition] = [.topLeading, .bottomTrailing]
Chart {
    erased
}

// MARK: - chart_protocols_and_helpers_named
// expect: Text
func plotted(_ content: some ChartContent, _ symbol: some ChartSymbolShape, _ domain: some ScaleDomain) -> Int { 0 }
func axisParts(_ marks: TupleAxisMark<(AxisTick, AxisGridLine)>, _ axes: TupleAxisContent<(AxisMarks<AxisTick>, AxisMarks<AxisTick>)>, _ mark: some AxisMark, _ axis: some AxisContent) -> Int { 1 }
func overlaid(_ proxy: ChartProxy, _ plot: ChartPlotContent, _ value: AxisValue) -> CGFloat { proxy.plotSize.height }
let nothing = EmptyChartContent()
let automaticDomain: AutomaticScaleDomain = .automatic
let builtAxes = AxisContentBuilder.buildBlock(AxisMarks { _ in AxisTick() }, AxisMarks { _ in AxisTick() })
let builtMarks = AxisMarkBuilder.buildBlock(AxisTick(), AxisGridLine())
let entitled: () async -> VerificationResult<StoreKit.Transaction>? = { await StoreKit.Transaction.currentEntitlement(for: "pass") }
Text("\(plotted(nothing, BasicChartSymbolShape.circle, 0...1))")
