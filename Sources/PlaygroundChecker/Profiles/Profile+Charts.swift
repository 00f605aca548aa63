extension Profile {
    /// Swift Charts (iOS 16–18), as view files use it: a `Chart` of marks (`BarMark`, `LineMark`,
    /// `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`, `SectorMark`) built by
    /// `ChartContentBuilder`, the marks' modifiers, axes built by `AxisContentBuilder` and
    /// `AxisMarkBuilder`, scales and legends.
    ///
    /// The framework's multi-element `buildBlock`, its empty block and the marks' modifiers return
    /// `some ChartContent`, whose types the SDK does not show: `TupleChartContent`,
    /// `EmptyChartContent` and `_ChartContentModifier` are the playground's. A chart keeps what its
    /// marks plot (`_ChartMark`), which the preview draws as a text-mode chart.
    static let chartsSource = #"""
// MARK: Charts

/// A value a chart can plot: numbers, strings and dates, and a type raw-representable by one.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}
extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
}
extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}
extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}
extension Float: Plottable {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}
extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}
extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// One value a mark plots, with the label of the data it is (`.value("Sales", 42)`).
public struct PlottableValue<Value: Plottable> {
    public var label: String
    public var value: Value
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.key, value: value)
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.content, value: value)
    }
    /// What the preview plots: the value's number (a date's seconds), or its text.
    var _plotted: _ChartValue {
        var primitive: Any = value
        if let raw = value as? any RawRepresentable { primitive = raw.rawValue }
        if let number = primitive as? Int { return _ChartValue(label: label, number: Double(number), text: String(number)) }
        if let number = primitive as? Double { return _ChartValue(label: label, number: number, text: _ChartValue.text(of: number)) }
        if let number = primitive as? Float { return _ChartValue(label: label, number: Double(number), text: _ChartValue.text(of: Double(number))) }
        if let date = primitive as? Date {
            return _ChartValue(label: label, number: date.timeIntervalSinceReferenceDate, text: date.formatted(date: .abbreviated, time: .omitted))
        }
        return _ChartValue(label: label, number: nil, text: String(describing: primitive))
    }
}
extension PlottableValue where Value == Date {
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label.key, value: value)
    }
}

/// The playground's record of one plotted value: a number, or a category's text.
public struct _ChartValue {
    public var label: String
    public var number: Double?
    public var text: String
    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// The playground's record of one mark: its kind (`bar`, `line`, `point`, `area`, `rule`,
/// `rectangle`, `sector`), its values, and the series a `foregroundStyle(by:)` or `symbol(by:)`
/// puts it in.
public struct _ChartMark {
    public var kind: String
    public var x: _ChartValue? = nil
    public var y: _ChartValue? = nil
    public var xEnd: _ChartValue? = nil
    public var yEnd: _ChartValue? = nil
    public var series: String? = nil
}

/// What a chart shows: marks, or content made of them.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
    /// The marks the content plots (the playground's); a composed content's are its body's.
    func _marks() -> [_ChartMark]
}
extension ChartContent {
    public func _marks() -> [_ChartMark] { body._marks() }
}
extension Never: ChartContent {}

/// Builds a chart's content from a closure's statements.
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> some ChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        TupleChartContent(value: (repeat each content))
    }
    public static func buildIf<T: ChartContent>(_ content: T?) -> T? { content }
    public static func buildEither<T1: ChartContent, T2: ChartContent>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(first: first, second: nil)
    }
    public static func buildEither<T1: ChartContent, T2: ChartContent>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(first: nil, second: second)
    }
    public static func buildLimitedAvailability(_ content: some ChartContent) -> AnyChartContent { AnyChartContent(content) }
}

public struct EmptyChartContent: ChartContent {
    public init() {}
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [] }
}
/// Several contents side by side, as `buildBlock` makes them.
public struct TupleChartContent<T>: ChartContent {
    public var value: T
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] {
        _tupleElements(value).flatMap { element -> [_ChartMark] in (element as? any ChartContent)?._marks() ?? [] }
    }
}
/// An `if`/`else` or `switch` branch of a builder's content.
public struct BuilderConditional<TrueContent, FalseContent> {
    let first: TrueContent?
    let second: FalseContent?
}
extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { first?._marks() ?? second?._marks() ?? [] }
}
extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}
extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}
extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { self?._marks() ?? [] }
}
public struct AnyChartContent: ChartContent {
    let marks: [_ChartMark]
    public init<C: ChartContent>(_ content: C) { marks = content._marks() }
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { marks }
}
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { data.flatMap { content($0)._marks() } }
}
extension ForEach where Content: ChartContent {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

/// A mark's width or height: automatic, a fixed length, a ratio of the step, or an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let points: Double?
    public init(floatLiteral value: Double) { points = value }
    public init(integerLiteral value: Int) { points = Double(value) }
    init(points: Double?) { self.points = points }
    public static var automatic: MarkDimension { MarkDimension(points: nil) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(points: value) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(points: nil) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(points: nil) }
}
/// How bars and areas at the same position stack.
public struct MarkStackingMethod: Equatable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A bar from zero (or a start) to a value.
public struct BarMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(kind: "bar", x: x._plotted, y: y._plotted)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = _ChartMark(kind: "bar", x: x._plotted, y: yStart._plotted, yEnd: yEnd._plotted)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = _ChartMark(kind: "bar", x: xStart._plotted, y: y._plotted, xEnd: xEnd._plotted)
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(kind: "bar", x: x._plotted)
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(kind: "bar", y: y._plotted)
    }
}
/// A line through points, one series per `series:` or `foregroundStyle(by:)` value.
public struct LineMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(kind: "line", x: x._plotted, y: y._plotted)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = _ChartMark(kind: "line", x: x._plotted, y: y._plotted, series: series._plotted.text)
    }
}
/// A symbol at a point.
public struct PointMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(kind: "point", x: x._plotted, y: y._plotted)
    }
}
/// The area under a line, or between two values.
public struct AreaMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(kind: "area", x: x._plotted, y: y._plotted)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _ChartMark(kind: "area", x: x._plotted, y: yStart._plotted, yEnd: yEnd._plotted)
    }
}
/// A line across the chart at a value (a target, an average).
public struct RuleMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = _ChartMark(kind: "rule", y: y._plotted)
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = _ChartMark(kind: "rule", x: x._plotted)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _ChartMark(kind: "rule", x: x._plotted, y: yStart._plotted, yEnd: yEnd._plotted)
    }
}
/// A rectangle at a point, or over ranges (a heat map's cell).
public struct RectangleMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = _ChartMark(kind: "rectangle", x: x._plotted, y: y._plotted)
    }
}
/// A slice of a pie or donut chart, its angle the value's share of the whole.
public struct SectorMark: ChartContent {
    var mark: _ChartMark
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] { [mark] }
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark = _ChartMark(kind: "sector", y: angle._plotted)
    }
}

/// Where an annotation or a legend goes.
public struct AnnotationPosition: Equatable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}
/// How a line or area joins its points.
public struct InterpolationMethod: Equatable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(name: "cardinal") }
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(name: "catmullRom") }
}
/// The shape a point or line mark's symbol takes.
public protocol ChartSymbolShape {}
public struct BasicChartSymbolShape: ChartSymbolShape {
    let name: String
    public static let circle = BasicChartSymbolShape(name: "circle")
    public static let square = BasicChartSymbolShape(name: "square")
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    public static let plus = BasicChartSymbolShape(name: "plus")
    public static let cross = BasicChartSymbolShape(name: "cross")
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

/// A mark changed by one of the content modifiers; what the change does to the plot is its
/// `series` (the value a `foregroundStyle(by:)` names; nil for a style, which the plot ignores).
public struct _ChartContentModifier<Content: ChartContent>: ChartContent {
    let content: Content
    let series: String?
    public var body: Never { fatalError() }
    public func _marks() -> [_ChartMark] {
        guard let series else { return content._marks() }
        return content._marks().map { mark in
            var marked = mark
            marked.series = series
            return marked
        }
    }
}
extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartContentModifier(content: self, series: value._plotted.text) }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartContentModifier(content: self, series: value._plotted.text) }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func symbolSize(_ size: CGFloat) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        _ChartContentModifier(content: self, series: value._plotted.text)
    }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func opacity(_ opacity: Double) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func zIndex(_ value: Double) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func accessibilityLabel(_ label: Text) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    public func accessibilityValue(_ value: Text) -> some ChartContent { _ChartContentModifier(content: self, series: nil) }
    /// A view placed by the mark; the preview does not draw it.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        _ChartContentModifier(content: self, series: nil)
    }
}

/// A SwiftUI view that plots its content; the preview draws it as text (`ChartDrawable`).
public struct Chart<Content: ChartContent>: View {
    public var content: Content
    /// What the content plots, in order.
    public var marks: [_ChartMark]
    public var body: Never { fatalError() }
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
        self.marks = self.content._marks()
    }
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
        self.marks = self.content._marks()
    }
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
        self.marks = self.content._marks()
    }
}

// MARK: Axes, scales and legends

/// An axis's content: marks at values.
public protocol AxisContent {}
/// One of an axis's marks at a value: a grid line, a tick, a label.
public protocol AxisMark {}

@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<T: AxisContent>(_ content: T) -> T { content }
    public static func buildBlock() -> some AxisContent { TupleAxisContent(value: ()) }
    public static func buildBlock<T: AxisContent>(_ content: T) -> T { content }
    public static func buildBlock<each T: AxisContent>(_ content: repeat each T) -> some AxisContent { TupleAxisContent(value: (repeat each content)) }
    public static func buildIf<T: AxisContent>(_ content: T?) -> T? { content }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> { BuilderConditional(first: first, second: nil) }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> { BuilderConditional(first: nil, second: second) }
}
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<T: AxisMark>(_ content: T) -> T { content }
    public static func buildBlock() -> some AxisMark { TupleAxisMark(value: ()) }
    public static func buildBlock<T: AxisMark>(_ content: T) -> T { content }
    public static func buildBlock<each T: AxisMark>(_ content: repeat each T) -> some AxisMark { TupleAxisMark(value: (repeat each content)) }
    public static func buildIf<T: AxisMark>(_ content: T?) -> T? { content }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> { BuilderConditional(first: first, second: nil) }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> { BuilderConditional(first: nil, second: second) }
}
public struct TupleAxisContent<T>: AxisContent { public var value: T }
public struct TupleAxisMark<T>: AxisMark { public var value: T }
extension Optional: AxisContent where Wrapped: AxisContent {}
extension Optional: AxisMark where Wrapped: AxisMark {}

/// The value at one of an axis's marks, given to `AxisMarks`' content.
public struct AxisValue {
    public var index: Int
    public var count: Int
    let plotted: Any
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { plotted as? P }
}
/// Which values an axis marks.
public struct AxisMarkValues {
    let name: String
    public static var automatic: AxisMarkValues { AxisMarkValues(name: "automatic") }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(name: "automatic")
    }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues(name: "stride") }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(name: "stride")
    }
}
public struct AxisMarkPosition: Equatable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}
public struct AxisMarkPreset: Equatable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}
/// An axis's marks at its values: by default a grid line, a tick and a label at each.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    public var content: (AxisValue) -> Content
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.content = content
    }
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Values.Element: Plottable {
        self.content = content
    }
}
extension AxisMarks where Content == TupleAxisMark<(AxisGridLine, AxisTick, AxisValueLabel)> {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.content = { _ in TupleAxisMark(value: (AxisGridLine(), AxisTick(), AxisValueLabel())) }
    }
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values) where Values.Element: Plottable {
        self.content = { _ in TupleAxisMark(value: (AxisGridLine(), AxisTick(), AxisValueLabel())) }
    }
}
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisValueLabel: AxisMark {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct AxisValueLabelOrientation: Equatable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// The values a scale spans: a range, the categories in an array, or automatic.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
}
extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain(includesZero: includesZero) }
}

/// A chart's setting (an axis, a scale, a legend) written on it; the preview draws the plot alone.
public struct _ChartSettingModifier: ViewModifier {
    let setting: String
    public func body(content: Content) -> Never { fatalError() }
}
extension View {
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { modifier(_ChartSettingModifier(setting: "chartXAxis")) }
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { modifier(_ChartSettingModifier(setting: "chartYAxis")) }
    public func chartXAxis(_ visibility: Visibility) -> some View { modifier(_ChartSettingModifier(setting: "chartXAxis")) }
    public func chartYAxis(_ visibility: Visibility) -> some View { modifier(_ChartSettingModifier(setting: "chartYAxis")) }
    public func chartLegend(_ visibility: Visibility) -> some View { modifier(_ChartSettingModifier(setting: "chartLegend")) }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        modifier(_ChartSettingModifier(setting: "chartLegend"))
    }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View { modifier(_ChartSettingModifier(setting: "chartXScale")) }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View { modifier(_ChartSettingModifier(setting: "chartYScale")) }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        modifier(_ChartSettingModifier(setting: "chartXAxisLabel"))
    }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        modifier(_ChartSettingModifier(setting: "chartYAxisLabel"))
    }
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View { modifier(_ChartSettingModifier(setting: "chartPlotStyle")) }
}
/// What a chart's overlay or background closure is given: the plot's size, and the values at
/// positions in it. The preview lays out no plot, so it has no size and no values.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}
extension View {
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        modifier(_ChartSettingModifier(setting: "chartOverlay"))
    }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        modifier(_ChartSettingModifier(setting: "chartBackground"))
    }
}

/// The plot area a `chartPlotStyle` closure styles.
public struct ChartPlotContent: View {
    public var body: Never { fatalError() }
}
"""#
}
