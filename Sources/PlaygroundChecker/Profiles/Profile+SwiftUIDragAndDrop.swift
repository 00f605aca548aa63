extension Profile {
    /// Drag and drop: Foundation's `NSItemProvider` with the objects it carries (strings, URLs,
    /// images, by their Objective-C classes and the bridging of `String` and `URL`), and SwiftUI's
    /// `onDrag` and `onDrop` with `DropInfo` and `DropDelegate`. A preview is never dragged or
    /// dropped on: the closures run only when code calls them, and a provider loads what it holds.
    static let swiftUIDragAndDropSource = #"""
// MARK: Item providers

/// A class whose instances an item provider can make from dropped data.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

/// A class whose instances an item provider can carry.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// A Swift type with an Objective-C class it bridges to (`String` and `NSString`).
public protocol _ObjectiveCBridgeable {
    associatedtype _ObjectiveCType: AnyObject
    func _bridgeToObjectiveC() -> _ObjectiveCType
    static func _unconditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType?) -> Self
    /// The value an item provider's object bridges to, if it is of `_ObjectiveCType`.
    static func _fromItemProviderObject(_ object: AnyObject) -> Self?
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.text"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString(string: self) }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { source?.description ?? "" }
    public static func _fromItemProviderObject(_ object: AnyObject) -> String? { (object as? NSString)?.description }
}

/// A URL as an object (what a provider carries for `URL`).
open class NSURL: NSObject, NSItemProviderReading, NSItemProviderWriting {
    let _url: URL
    public init?(string URLString: String) {
        guard let url = URL(string: URLString) else { return nil }
        _url = url
    }
    public init(fileURLWithPath path: String) { _url = URL(fileURLWithPath: path) }
    init(_url: URL) { self._url = _url }
    /// `url as NSURL`.
    public init(_bridging url: URL) { _url = url }
    open var absoluteString: String? { _url.absoluteString }
    open var path: String? { _url.path }
    open var lastPathComponent: String? { _url.lastPathComponent }
    open var pathExtension: String? { _url.pathExtension }
    open var isFileURL: Bool { _url.isFileURL }
    open override var description: String { _url.absoluteString }
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSURL)?._url == _url }
    open override var hash: Int { _url.absoluteString.hashValue }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}

extension URL: _ObjectiveCBridgeable {
    /// `object as URL`.
    public init(_bridging url: NSURL) { self = url._url }
    public func _bridgeToObjectiveC() -> NSURL { NSURL(_url: self) }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { source?._url ?? URL(fileURLWithPath: "/") }
    public static func _fromItemProviderObject(_ object: AnyObject) -> URL? { (object as? NSURL)?._url }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
}

/// Carries one object for a drag and drop, and loads it again for the drop's destination: at
/// once, as the object is in memory.
open class NSItemProvider: NSObject {
    let _object: NSItemProviderWriting?
    public override init() { _object = nil }
    public init(object: NSItemProviderWriting) { _object = object }
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init(object: NSURL(_url: fileURL))
    }
    /// What the object can be read as, most specific first.
    open var registeredTypeIdentifiers: [String] {
        guard let _object else { return [] }
        return type(of: _object).writableTypeIdentifiersForItemProvider
    }
    open var suggestedName: String?
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { identifier in
            identifier == typeIdentifier || (typeIdentifier == "public.text" && identifier.hasSuffix("-text"))
                || (typeIdentifier == "public.image" && (identifier == "public.png" || identifier == "public.jpeg"))
        }
    }
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        _object.flatMap { T._fromItemProviderObject($0) } != nil
    }
    /// Calls `completionHandler` with the object when it is of `aClass`, else with nil.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type, completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let loaded = canLoadObject(ofClass: aClass) ? _object as? NSItemProviderReading : nil
        completionHandler(loaded, nil)
        progress.completedUnitCount = 1
        return progress
    }
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(_object.flatMap { T._fromItemProviderObject($0) }, nil)
        progress.completedUnitCount = 1
        return progress
    }
}

// MARK: Dragging and dropping views

/// Public in the SDK, what `onDrag` is assumed to apply (its result is opaque).
public struct _DraggingModifier: ViewModifier {
    public let data: () -> NSItemProvider
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK (`onDrop`'s result is opaque): the playground's name. A preview is
/// never dropped on, so the action never runs and `isTargeted` stays as it is.
public struct _DropModifier: ViewModifier {
    public let supportedTypes: [String]
    public let isTargeted: Binding<Bool>?
    public let action: ([NSItemProvider], CGPoint) -> Bool
    public func body(content: Content) -> Never { fatalError() }
}

public enum DropOperation: Hashable {
    case cancel
    case forbidden
    case copy
    case move
}

public struct DropProposal {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Where a drop happens, and what it carries.
public struct DropInfo {
    public var location: CGPoint { _location }
    let _location: CGPoint
    let _providers: [NSItemProvider]
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }
    public func hasItemsConforming(to types: [String]) -> Bool { !itemProviders(for: types).isEmpty }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { itemProviders(for: contentTypes.map(\.identifier)) }
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        _providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// What a view that takes drops is asked as one moves over it.
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DraggingModifier(data: data))
    }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        modifier(_DropModifier(supportedTypes: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, action: { providers, _ in action(providers) }))
    }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(_DropModifier(supportedTypes: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, action: action))
    }
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropModifier(supportedTypes: supportedContentTypes.map(\.identifier), isTargeted: nil, action: { providers, location in
            delegate.performDrop(info: DropInfo(_location: location, _providers: providers))
        }))
    }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        modifier(_DropModifier(supportedTypes: supportedTypes, isTargeted: isTargeted, action: { providers, _ in action(providers) }))
    }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(_DropModifier(supportedTypes: supportedTypes, isTargeted: isTargeted, action: action))
    }
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        modifier(_DropModifier(supportedTypes: supportedTypes, isTargeted: nil, action: { providers, location in
            delegate.performDrop(info: DropInfo(_location: location, _providers: providers))
        }))
    }
}
"""#
}
