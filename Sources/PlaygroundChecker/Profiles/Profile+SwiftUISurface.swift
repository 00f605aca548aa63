extension Profile {
    /// SwiftUI's view surface (iOS 18 SDK) without its `ViewBuilder`: each view profile adds its own builder.
    ///
    /// One string per family, each in its own file; together they are the profile's source,
    /// read by the playground's checker and compiled by swiftc as the differential's stand-in.
    static let swiftUISurfaceSources = [
        swiftUICoreSource, swiftUIContainersSource, swiftUINavigationSource, swiftUIControlsSource, swiftUIInputsSource,
        swiftUITextSource, swiftUIShapeStylesSource, swiftUIShapesSource, swiftUIModifiersSource,
        swiftUILayoutModifiersSource, swiftUIControlStylesSource, swiftUIEventsSource, swiftUIAccessibilitySource, swiftUIPreferencesSource, swiftUIPresentationSource, swiftUIGeometryEffectsSource, swiftUILayoutsSource, swiftUIEnvironmentAndPreviewsSource, swiftUIKeyboardSource, swiftUIRepresentablesSource,
        swiftUIDataFlowSource, swiftUIUIKitBridgesSource, combineSource, combineOperatorsSource, combineDecodingSource, foundationSource, foundationJSONCodingSource, foundationLocalizedStringsSource, foundationDatesSource, foundationCalendarSource, foundationRelativeDatesSource,
        foundationFormattingSource, coreLocationSource, weatherKitSource, mapKitSource, swiftUIEditingSource, foundationPredicatesSource, swiftDataSource, foundationTimersSource, foundationDecimalSource, foundationMeasurementsSource, foundationAttributedStringSource, foundationNSAttributedStringSource, webKitSource, widgetKitSource, swiftUIScenesSource, swiftUIAlertsSource, uiKitServicesSource, swiftUIPathSource, foundationNumberStylesSource, foundationNetworkingSource, swiftUIFormattedValuesSource, foundationDefaultsSource, osLogSource, machOSource, storeKitSource, kingfisherSource, uiKitControllersSource, swiftUITimelinesSource, swiftUIControlsAndEffectsSource,
        swiftUIAssetResourcesSource, foundationProcessSource, uniformTypeIdentifiersSource, foundationFilesSource, foundationCharacterSetsSource, foundationStringsSource, swiftUICanvasSource, authenticationServicesSource, appKitSource, appKitEventsSource, appKitControlsSource, uiKitWindowsSource, uiKitScrollingSource, swiftUIBarsListsAndSymbolsSource, swiftUILayoutTuningSource, swiftUIShareLinkSource, swiftUIGaugeSource, swiftUILabeledContentSource, swiftUIPhaseAnimatorSource, foundationNumberFormatterSource,
        foundationJSONSerializationSource, swiftUITablesSource, swiftUISymbolEffectsSource, userNotificationsSource, swiftUIDragAndDropSource, chartsSource, swiftUILiquidGlassSource, swiftUICoordinateSpacesSource, keyboardShortcutsSource, foundationDateFieldsSource, sdWebImageSwiftUISource, mapKitSearchSource, dependenciesSource, coreTextSource, watchKitSource, avFoundationSource, avFoundationPlaybackSource, mediaPlayerSource, foundationDurationsSource, coreSpotlightSource, collectionsSource,
    ]

    /// The `View` protocol, the structural views the builder makes, and layout values.
    static let swiftUICoreSource = #"""
// SwiftUI's view surface as of the iOS 18 SDK, declared in Swift. Read by the playground's
// own parser and checker, and compiled by swiftc as the differential test's stand-in library.

public typealias CGFloat = Double

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

// MARK: Structural views

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public var storage: Storage
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public var storage: Any
    public init<V: View>(_ view: V) { self.storage = view }
    public var body: Never { fatalError() }
}

public struct Group<Content>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

// MARK: Previews

/// `struct X_Previews: PreviewProvider`: the playground shows `previews` when it evaluates a file.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

// MARK: Geometry (CoreGraphics stand-ins)

public struct CGPoint: Hashable, Codable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// Core Graphics' whole-number initializers (CGFloat is Double here, so its Double ones are these).
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
    public static let zero = CGPoint(x: 0, y: 0)
}

public struct CGSize: Hashable, Codable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
    public static let zero = CGSize(width: 0, height: 0)
}

public struct CGRect: Hashable, Codable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.origin = CGPoint(x: x, y: y)
        self.size = CGSize(width: width, height: height)
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// The rectangle of no points (an empty path's bounds).
    public static let null = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
    public var isNull: Bool { origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var maxX: CGFloat { origin.x + size.width }
    public var minY: CGFloat { origin.y }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxY: CGFloat { origin.y + size.height }
    /// The smallest rectangle with whole-number edges that contains this one.
    public var integral: CGRect {
        CGRect(x: floor(minX), y: floor(minY), width: ceil(maxX) - floor(minX), height: ceil(maxY) - floor(minY))
    }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// The C constructors Core Graphics still exports (`CGSizeMake(w, h)`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
extension CGPoint {
    /// The point mapped by the transform (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
extension CGSize {
    /// The size mapped by the transform's linear part.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A 2-D affine transform: `a b c d` the linear part, `tx ty` the translation.
public struct CGAffineTransform: Hashable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: CGFloat(cos(Double(angle))), b: CGFloat(sin(Double(angle))), c: -CGFloat(sin(Double(angle))), d: CGFloat(cos(Double(angle))), tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }
    /// This transform, then `t2` (Core Graphics' matrix product `self × t2`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

// MARK: Layout values

public enum HorizontalAlignment: Hashable {
    case leading, center, trailing
    /// A custom guide (`HorizontalAlignment(MyGuide.self)`): its type's name, and where its
    /// default value falls across a view (0 leading, 0.5 center, 1 trailing), which the text
    /// preview aligns a stack's children by.
    case _custom(String, CGFloat)
    public init(_ id: AlignmentID.Type) {
        self = ._custom("\(id)", id.defaultValue(in: ViewDimensions(width: 100, height: 100)) / 100)
    }
    /// The built-in guide a custom one falls nearest to.
    var _standard: HorizontalAlignment {
        guard case ._custom(_, let fraction) = self else { return self }
        return fraction < 0.25 ? .leading : fraction > 0.75 ? .trailing : .center
    }
}
public enum VerticalAlignment: Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    /// A custom guide, as `HorizontalAlignment._custom` (0 top, 1 bottom).
    case _custom(String, CGFloat)
    public init(_ id: AlignmentID.Type) {
        self = ._custom("\(id)", id.defaultValue(in: ViewDimensions(width: 100, height: 100)) / 100)
    }
    var _standard: VerticalAlignment {
        guard case ._custom(_, let fraction) = self else { return self }
        return fraction < 0.25 ? .top : fraction > 0.75 ? .bottom : .center
    }
}
/// A type that names an alignment guide of its own, and says where it falls in a view that
/// does not set it with `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
public enum Alignment { case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing }

public enum Edge {
    case top, leading, bottom, trailing
    public struct Set: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
        public static let all = Set(rawValue: 15)
    }
}
"""#
}
