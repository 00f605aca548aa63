// What real module code needs beside views: a path's elements and bounds, a custom environment
// key's setter, static methods named alone in a static method, initializers and static methods
// passed as functions, arithmetic on generic numbers, rounding rules, character sets.

// MARK: - path_elements
// expect: Text
struct PathStats {
    static func segments(of path: Path) -> Int {
        var count = 0
        path.forEach { element in
            switch element {
            case .move: break
            case .line, .quadCurve, .curve: count += 1
            case .closeSubpath: break
            }
        }
        return count
    }
}
let triangle = Path { path in
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 30))
    path.closeSubpath()
}
let first: [Path.Element] = [.move(to: .zero), .line(to: CGPoint(x: 1, y: 1)), .closeSubpath]
let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)).offsetBy(dx: 5, dy: 5)
Text("\(PathStats.segments(of: triangle)) \(triangle.boundingRect.height) \(triangle.isEmpty) \(ring.boundingRect.minX) \(triangle.currentPoint == CGPoint(x: 0, y: 0)) \(triangle.contains(CGPoint(x: 20, y: 10))) \(first.count)")

// MARK: - path_arc_and_trim
// expect: _StrokedShape<Path>
let arc = Path { path in
    path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
    path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(45))
}
arc.trimmedPath(from: 0, to: 0.5).strokedPath(StrokeStyle(lineWidth: 1)).stroke(lineWidth: 2)

// MARK: - environment_key_setter
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int>>
struct RetriesKey: EnvironmentKey {
    static let defaultValue = 3
}
extension EnvironmentValues {
    var retries: Int {
        get { self[RetriesKey.self] }
        set { self[RetriesKey.self] = newValue }
    }
}
Text("retry").environment(\.retries, 5)

// MARK: - static_methods_named_alone
// expect: Text
struct Geometry {
    private static func sanitized(_ rect: CGRect) -> CGRect { rect.isNull ? .zero : rect }
    static func area(_ rect: CGRect) -> CGFloat {
        let safe = sanitized(rect)
        return safe.width * safe.height
    }
}
extension Geometry {
    static func perimeter(_ rect: CGRect) -> CGFloat { 2 * (sanitized(rect).width + sanitized(rect).height) }
}
Text("\(Geometry.area(CGRect(x: 0, y: 0, width: 3, height: 4))) \(Geometry.perimeter(.null)) \(CGRect.null.isEmpty)")

// MARK: - functions_passed_by_name
// expect: VStack<TupleView<(Text, Text)>>
struct Tag {
    let name: String
    init(name: String) { self.name = name }
    static func shout(_ text: String) -> String { text.uppercased() }
}
let labels = (1...3).map(String.init)
let tags = labels.map(Tag.init(name:))
let numbers = ["4", "x", "6"].compactMap(Int.init)
VStack {
    Text(tags.map(\.name).map(Tag.shout).joined(separator: ","))
    Text("\(numbers)")
}

// MARK: - generic_arithmetic
// expect: Text
extension ClosedRange where Bound: AdditiveArithmetic {
    var span: Bound { upperBound - lowerBound }
}
struct Averages {
    static func mean<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { (a + b) / 2 }
    static func scaled<T: Numeric>(_ x: T, by factor: T) -> T { x * factor }
    static func half<T: BinaryInteger>(_ x: T) -> T { x / 2 + x % 2 }
}
Text("\((2...9).span) \((0.5...2.0).span) \(Averages.mean(1.0, 2.0)) \(Averages.scaled(3, by: 4)) \(Averages.half(7))")

// MARK: - rounding_and_removing
// expect: Text
struct Trim {
    static func tail(_ values: [Int], dropping k: Int) -> [Int] {
        var rest = values
        rest.removeFirst(k)
        rest.removeLast(1)
        return rest
    }
}
var nearest = 2.5
let _ = nearest.round(.toNearestOrEven)
Text("\(Trim.tail([1, 2, 3, 4, 5], dropping: 2)) \((2.5).rounded(.toNearestOrEven)) \((-2.5).rounded(.towardZero)) \((2.1).rounded(.up)) \((2.9).rounded(.down)) \((-2.1).rounded(.awayFromZero))")

// MARK: - character_sets
// expect: Text
let hex = "#FF00AA".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
let word = "¡hola!".trimmingCharacters(in: .punctuationCharacters)
let sets: [CharacterSet] = [.letters, .decimalDigits, .symbols, .uppercaseLetters, .lowercaseLetters]
Text("\(hex) \(word) \(sets.count)")

// MARK: - protocol_alias_through_self_and_scene_padding
// expect: ModifiedContent<ModifiedContent<Button<Text>, ButtonStyleContainerModifier<DimmedStyle>>, ScenePaddingModifier>
struct DimmedStyle: ButtonStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.45 : 1)
    }
}
let paddings: [ScenePadding] = [.minimum]
Button("Dim") {}.buttonStyle(DimmedStyle()).scenePadding(paddings[0], edges: .horizontal)

// MARK: - objects_dictionaries_and_localized_strings
// expect: VStack<TupleView<(Text, Text)>>
final class Coordinator: NSObject {
    var route = "home"
    override init() { super.init() }
}
let coordinator = Coordinator()
let squares = Dictionary(uniqueKeysWithValues: (1...3).map { ($0, $0 * $0) })
let byInitial = Dictionary(grouping: ["apple", "avocado", "pear"], by: { $0.first! })
let totals = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
let greeting = String(localized: "Welcome", table: "Main", comment: "greeting")
let fallback = String(localized: "title.key", defaultValue: "Title")
VStack {
    Text("\(coordinator.route) \(coordinator == coordinator) \(coordinator.isEqual(nil)) \(coordinator.hash == coordinator.hash)")
    Text("\(squares[3] ?? 0) \(byInitial["a"]?.count ?? 0) \(totals["a"] ?? 0) \(greeting) \(fallback) \(NSCacheLike.self)")
}
enum NSCacheLike {}

// MARK: - drag_prediction_and_reduce_in_a_generic_call
// expect: ModifiedContent<Text, AddGestureModifier<_EndedGesture<DragGesture>>>
let weights: [Double] = [0.25, 0.5]
let total = max(0.0001, weights.reduce(0, +))
Text("\(total)").gesture(DragGesture().onEnded { value in
    let flung = value.predictedEndLocation.x - value.location.x + value.predictedEndTranslation.width + value.velocity.height
    print(flung)
})

// MARK: - key_paths_lazy_collections_radix_and_zero
// expect: Text
struct Sample { var low: Double; var high: Double }
struct Spans {
    static func overall<C: Collection>(_ ranges: C) -> ClosedRange<Double> where C.Element == ClosedRange<Double> {
        guard !ranges.isEmpty else { return 0...0 }
        return ranges.lazy.map { $0.lowerBound }.min()!...ranges.lazy.map { $0.upperBound }.max()!
    }
}
let samples = [Sample(low: 1, high: 3), Sample(low: 2, high: 5)]
let span = Spans.overall(samples.lazy.map { $0.low...$0.high })
let chosen: KeyPath<Sample, Double> = \.high
let digits = (11...13).map { String($0 - 1, radix: $0).uppercased() }
let origin: CGFloat = .zero
Text("\(span) \(chosen == \Sample.high) \(Set([\Sample.low, \Sample.high]).count) \(digits) \(String(255, radix: 16)) \(origin) \(Int.zero)")

// MARK: - scaled_metrics
// expect: ModifiedContent<Text, _PaddingLayout>
struct Badge: View {
    @ScaledMetric var size: CGFloat = 24
    @ScaledMetric(relativeTo: .title) var inset = 8.0
    var body: some View {
        Text("\(size) \(inset)").padding(inset)
    }
}
Badge().body

// MARK: - os_logging
// expect: Text
struct Fetcher {
    static let logger = Logger(subsystem: "com.example.app", category: "network")
    static func fetch() -> Int {
        let count = 3
        let levels: [OSLogType] = [.default, .info, .debug, .error, .fault]
        let privacies: [OSLogPrivacy] = [.auto, .public, .private, .sensitive]
        let message: OSLogMessage = "built \(count, privacy: .private)"
        logger.log(message)
        logger.log(level: levels[3], "failed \(count) times")
        logger.trace("trace")
        logger.debug("debug \(privacies.count)")
        logger.info("fetched \(count, privacy: .public) items")
        logger.notice("notice")
        logger.warning("warning")
        logger.error("error")
        logger.critical("critical")
        logger.fault("fault")
        Logger().info("default logger")
        var interpolation = OSLogInterpolation(literalCapacity: 0, interpolationCount: 1)
        interpolation.appendLiteral("n = ")
        interpolation.appendInterpolation(count)
        _ = OSLogMessage(stringInterpolation: interpolation)
        return count
    }
}
Text("\(Fetcher.fetch())")

// MARK: - graphics_container_shape
// expect: ModifiedContent<VStack<TupleView<(Text, _Inset)>>, _ContainerShapeModifier<RoundedRectangle>>
VStack {
    Text("Widget")
    ContainerRelativeShape().inset(by: 4)
}
.containerShape(RoundedRectangle(cornerRadius: 12))
