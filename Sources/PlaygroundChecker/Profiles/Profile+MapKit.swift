extension Profile {
    /// MapKit's SwiftUI map as view files use it (iOS 17's interface): `Map` with a camera
    /// position, the deprecated `Map(coordinateRegion:)`, and `Marker`/`Annotation` content
    /// built by `MapContentBuilder`. The preview draws a map as a labelled box.
    static let mapKitSource = #"""
// MARK: MapKit

/// A width and height of a map region, in degrees.
public struct MKCoordinateSpan {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() {
        self.latitudeDelta = 0
        self.longitudeDelta = 0
    }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of a map: its center and span.
public struct MKCoordinateRegion {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() {
        self.center = CLLocationCoordinate2D()
        self.span = MKCoordinateSpan()
    }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide (111 km to a degree).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        self.span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
    }
}

/// Where a map's camera looks.
public struct MapCameraPosition: Equatable {
    let _region: MKCoordinateRegion?
    public static var automatic: MapCameraPosition { MapCameraPosition(_region: nil) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(_region: region) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    public var region: MKCoordinateRegion? { _region }
    public var positionedByUser: Bool { false }
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        lhs._region?.center.latitude == rhs._region?.center.latitude && lhs._region?.center.longitude == rhs._region?.center.longitude
    }
}

/// The area a map's camera may move in.
public struct MapCameraBounds {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The ways a person may move a map.
public struct MapInteractionModes: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

/// What a map shows on top of its tiles: markers, annotations, overlays.
public protocol MapContent {}

/// Builds a map's content from a closure's statements, as `ViewBuilder` builds views.
@resultBuilder
public struct MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<(repeat each Content)> {
        TupleMapContent(value: (repeat each content))
    }
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(first: TrueContent) -> _ConditionalMapContent<TrueContent, FalseContent> {
        _ConditionalMapContent(first: first, second: nil)
    }
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(second: FalseContent) -> _ConditionalMapContent<TrueContent, FalseContent> {
        _ConditionalMapContent(first: nil, second: second)
    }
}

public struct EmptyMapContent: MapContent {
    public init() {}
}
public struct TupleMapContent<T>: MapContent {
    public var value: T
}
public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent {
    let first: TrueContent?
    let second: FalseContent?
}
extension Optional: MapContent where Wrapped: MapContent {}

/// A balloon-shaped marker at a coordinate.
public struct Marker<Label: View>: MapContent {
    public var label: Label
    public var coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.label = label()
    }
}
extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.label = Text(title)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.label = Text(titleKey)
    }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.label = Text(titleKey)
    }
}

/// A view of the person's own at a coordinate, titled.
public struct Annotation<Label: View, Content: View>: MapContent {
    public var label: Label
    public var coordinate: CLLocationCoordinate2D
    public var content: Content
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.content = content()
        self.label = label()
    }
}
extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.content = content()
        self.label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.content = content()
        self.label = Text(title)
    }
}

/// A map made from content (iOS 17): what `Map`'s content-building initializers hold.
public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
    public var content: Content
    public var body: Never { fatalError() }
}

/// What the deprecated `Map(coordinateRegion:)` holds.
public struct _DefaultMapContent: View {
    public var body: Never { fatalError() }
}

/// A map of Apple's tiles; the preview draws it as a labelled box.
public struct Map<Content: View>: View {
    public var position: MapCameraPosition
    public var content: Content
    public var body: Never { fatalError() }
}
extension Map where Content == MapContentView<Never, EmptyMapContent> {
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.position = .automatic
        self.content = MapContentView(content: EmptyMapContent())
    }
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.position = initialPosition
        self.content = MapContentView(content: EmptyMapContent())
    }
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.position = position.wrappedValue
        self.content = MapContentView(content: EmptyMapContent())
    }
}
extension Map {
    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.position = .automatic
        self.content = MapContentView(content: content())
    }
    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.position = initialPosition
        self.content = MapContentView(content: content())
    }
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.position = position.wrappedValue
        self.content = MapContentView(content: content())
    }
}
extension Map where Content == _DefaultMapContent {
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) {
        self.position = .region(coordinateRegion.wrappedValue)
        self.content = _DefaultMapContent()
    }
}
"""#
}
