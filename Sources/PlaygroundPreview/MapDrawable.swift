import PlaygroundRuntime

/// MapKit's `Map`: the preview has no tiles, so it is a box titled "Map" that says where the
/// camera looks (the region's center, in degrees) and lists the markers and annotations.
public struct MapDrawable: Drawable {
    private let box: LabelledBoxDrawable

    public init(center: (latitude: Double, longitude: Double)?, places: [String]) {
        var lines: [any Drawable] = []
        if let center {
            lines.append(TextDrawable("◎ " + Self.degrees(center.latitude) + ", " + Self.degrees(center.longitude)))
        }
        lines += places.map { TextDrawable("📍 " + $0) }
        if lines.isEmpty { lines.append(StyleDrawable(TextDrawable("(automatic)"), style: CellStyle(foreground: .secondary))) }
        box = LabelledBoxDrawable(title: "Map", children: lines)
    }

    /// A coordinate with four decimals, as a map's callout rounds it.
    static func degrees(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }

    public var nestingDepth: Int { box.nestingDepth }
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { box.sizeThatFits(proposal) }
    public func draw(into buffer: inout CellBuffer, in rect: Rect) { box.draw(into: &buffer, in: rect) }
}

extension MapDrawable: ViewKind {
    static let declarations = ["Map"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let center = node.field("position")?.field("_region")?.unwrapped.field("center")
        let latitude = center?.field("latitude")?.doubleValue, longitude = center?.field("longitude")?.doubleValue
        var places: [String] = []
        if let content = node.field("content") { collectPlaces(in: content, into: &places) }
        return [MapDrawable(center: latitude.flatMap { lat in longitude.map { (lat, $0) } }, places: places)]
    }

    /// The titles of the `Marker`s and `Annotation`s a map's content holds, in order.
    private static func collectPlaces(in value: Value, into places: inout [String]) {
        switch value.unwrapped {
        case .instance(let instance) where instance.decl.name == "Marker" || instance.decl.name == "Annotation":
            if case .string(let title)? = instance.fields["label"]?.field("content") { places.append(title) }
        case .instance(let instance):
            for name in instance.fields.keys.sorted() { collectPlaces(in: instance.fields[name]!, into: &places) }
        case .tuple(let elements), .array(let elements):
            for element in elements { collectPlaces(in: element, into: &places) }
        case .enumCase(let e):
            for element in e.payload { collectPlaces(in: element, into: &places) }
        default:
            break
        }
    }
}
