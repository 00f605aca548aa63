extension Profile {
    /// AppKit as a Mac SwiftUI file names it: `import AppKit` (or `Cocoa`) means these names,
    /// though the playground stays an iOS build (`canImport(AppKit)` is false, `#if os(macOS)`
    /// inactive). Colours, images and fonts become SwiftUI's; a representable draws as a
    /// labelled box; the workspace opens nothing and the pasteboard is the session's own.
    static let appKitSource = #"""
// MARK: AppKit colours, images and fonts

/// AppKit's colour, by name: the system colours a Mac view file names.
public class NSColor {
    public var name: String
    public var alphaComponent: CGFloat = 1
    public init(name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.name = "rgb(\(red), \(green), \(blue))"
        self.alphaComponent = alpha
    }
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public init(white: CGFloat, alpha: CGFloat) {
        self.name = "white(\(white))"
        self.alphaComponent = alpha
    }
    public init?(named name: String) { self.name = name }
    public convenience init(_ color: Color) { self.init(name: color.name) }
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        let color = NSColor(name: name)
        color.alphaComponent = alpha
        return color
    }
    public static let labelColor = NSColor(name: "label")
    public static let secondaryLabelColor = NSColor(name: "secondaryLabel")
    public static let tertiaryLabelColor = NSColor(name: "tertiaryLabel")
    public static let quaternaryLabelColor = NSColor(name: "quaternaryLabel")
    public static let systemFill = NSColor(name: "systemFill")
    public static let secondarySystemFill = NSColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = NSColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = NSColor(name: "quaternarySystemFill")
    public static let textColor = NSColor(name: "text")
    public static let placeholderTextColor = NSColor(name: "placeholderText")
    public static let linkColor = NSColor(name: "link")
    public static let textBackgroundColor = NSColor(name: "textBackground")
    public static let windowBackgroundColor = NSColor(name: "windowBackground")
    public static let underPageBackgroundColor = NSColor(name: "underPageBackground")
    public static let controlBackgroundColor = NSColor(name: "controlBackground")
    public static let controlColor = NSColor(name: "control")
    public static let controlTextColor = NSColor(name: "controlText")
    public static let disabledControlTextColor = NSColor(name: "disabledControlText")
    public static let controlAccentColor = NSColor(name: "controlAccent")
    public static let selectedContentBackgroundColor = NSColor(name: "selectedContentBackground")
    public static let unemphasizedSelectedContentBackgroundColor = NSColor(name: "unemphasizedSelectedContentBackground")
    public static let selectedTextBackgroundColor = NSColor(name: "selectedTextBackground")
    public static let separatorColor = NSColor(name: "separator")
    public static let gridColor = NSColor(name: "grid")
    public static let headerTextColor = NSColor(name: "headerText")
    public static let findHighlightColor = NSColor(name: "findHighlight")
    public static let shadowColor = NSColor(name: "shadow")
    public static let systemRed = NSColor(name: "systemRed")
    public static let systemOrange = NSColor(name: "systemOrange")
    public static let systemYellow = NSColor(name: "systemYellow")
    public static let systemGreen = NSColor(name: "systemGreen")
    public static let systemMint = NSColor(name: "systemMint")
    public static let systemTeal = NSColor(name: "systemTeal")
    public static let systemCyan = NSColor(name: "systemCyan")
    public static let systemBlue = NSColor(name: "systemBlue")
    public static let systemIndigo = NSColor(name: "systemIndigo")
    public static let systemPurple = NSColor(name: "systemPurple")
    public static let systemPink = NSColor(name: "systemPink")
    public static let systemBrown = NSColor(name: "systemBrown")
    public static let systemGray = NSColor(name: "systemGray")
    public static let red = NSColor(name: "red")
    public static let orange = NSColor(name: "orange")
    public static let yellow = NSColor(name: "yellow")
    public static let green = NSColor(name: "green")
    public static let blue = NSColor(name: "blue")
    public static let purple = NSColor(name: "purple")
    public static let brown = NSColor(name: "brown")
    public static let gray = NSColor(name: "gray")
    public static let lightGray = NSColor(name: "lightGray")
    public static let darkGray = NSColor(name: "darkGray")
    public static let black = NSColor(name: "black")
    public static let white = NSColor(name: "white")
    public static let clear = NSColor(name: "clear")
}

/// AppKit's image: a named asset, a system symbol, or one made by code (nameless here).
public class NSImage {
    public typealias Name = String
    public var name: String
    public var isSymbol: Bool
    public var size: CGSize
    public var isTemplate: Bool = false
    public init(size: CGSize) {
        self.name = ""
        self.isSymbol = false
        self.size = size
    }
    /// An empty image, of no size.
    public convenience init() { self.init(size: .zero) }
    public init?(named name: NSImage.Name) {
        self.name = name
        self.isSymbol = false
        self.size = CGSize(width: 0, height: 0)
    }
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.name = name
        self.isSymbol = true
        self.size = CGSize(width: 0, height: 0)
    }
    /// The playground reads no image files, and its data is never an image.
    public init?(contentsOf url: URL) { return nil }
    public init?(data: Data) { return nil }
    public static let applicationIconName: NSImage.Name = "NSApplicationIcon"
    public static let cautionName: NSImage.Name = "NSCaution"
    public static let statusAvailableName: NSImage.Name = "NSStatusAvailable"
    public static let statusPartiallyAvailableName: NSImage.Name = "NSStatusPartiallyAvailable"
    public static let statusUnavailableName: NSImage.Name = "NSStatusUnavailable"
    public static let statusNoneName: NSImage.Name = "NSStatusNone"
    /// The image's pixel representations; the playground's images have none.
    public var representations: [NSImageRep] { [] }
}

/// One of an image's representations: its pixels' count across and down.
open class NSImageRep {
    public init() {}
    open var pixelsWide: Int { 0 }
    open var pixelsHigh: Int { 0 }
    open var size: CGSize { CGSize(width: 0, height: 0) }
}

/// AppKit's font: its size and weight.
public class NSFont {
    public struct Weight: Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = NSFont.Weight(rawValue: -0.8)
        public static let thin = NSFont.Weight(rawValue: -0.6)
        public static let light = NSFont.Weight(rawValue: -0.4)
        public static let regular = NSFont.Weight(rawValue: 0)
        public static let medium = NSFont.Weight(rawValue: 0.23)
        public static let semibold = NSFont.Weight(rawValue: 0.3)
        public static let bold = NSFont.Weight(rawValue: 0.4)
        public static let heavy = NSFont.Weight(rawValue: 0.56)
        public static let black = NSFont.Weight(rawValue: 0.62)
    }
    public var fontName: String
    public var pointSize: CGFloat
    public var isMonospaced: Bool = false
    public init?(name: String, size: CGFloat) {
        self.fontName = name
        self.pointSize = size
    }
    init(_system size: CGFloat, monospaced: Bool) {
        self.fontName = monospaced ? "SFMono" : "SF"
        self.pointSize = size
        self.isMonospaced = monospaced
    }
    public static func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_system: fontSize, monospaced: false) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont(_system: fontSize, monospaced: false) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_system: fontSize, monospaced: false) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont(_system: fontSize, monospaced: true) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont(_system: fontSize, monospaced: false) }
    /// The Mac's default sizes: 13 points for controls and text, 11 for small ones.
    public static var systemFontSize: CGFloat { 13 }
    public static var smallSystemFontSize: CGFloat { 11 }
}

extension Color {
    public init(nsColor: NSColor) { self.name = nsColor.name }
    /// Not disfavored, unlike `Color(_: UIColor)`: a name both have (`Color(.systemBlue)`) is
    /// then not ambiguous, and means the same colour either way.
    public init(_ color: NSColor) { self.name = color.name }
}

extension Image {
    public init(nsImage: NSImage) {
        self.systemName = nsImage.isSymbol ? nsImage.name : ""
        self.name = nsImage.isSymbol ? nil : nsImage.name
    }
}

extension Font {
    /// A font made from AppKit's, at its size (`Font(NSFont.systemFont(ofSize: 11))`).
    public init(_ font: NSFont) {
        self.name = font.isMonospaced ? "monospaced" : "system"
        self.size = font.pointSize
        self.isMonospaced = font.isMonospaced
    }
}

// MARK: AppKit views and the app

/// AppKit's view, as far as a representable's signatures name it.
open class NSView {
    public var frame: CGRect = .zero
    public var isHidden: Bool = false
    public init(frame frameRect: CGRect) { self.frame = frameRect }
    public init() {}
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [NSView] = []
    public private(set) weak var superview: NSView?
    /// A preview's views are in no window.
    open var window: NSWindow? { nil }
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Called as the view goes into a window or out of one: a preview's views never do.
    open func viewWillMove(toWindow newWindow: NSWindow?) {}
    open func viewDidMoveToWindow() {}
    public var wantsLayer: Bool = false
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    var _hugging: [NSLayoutConstraint.Orientation: NSLayoutConstraint.Priority] = [:]
    var _compressionResistance: [NSLayoutConstraint.Orientation: NSLayoutConstraint.Priority] = [:]
    public func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _hugging[orientation] = priority
    }
    public func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        _hugging[orientation] ?? .defaultLow
    }
    public func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _compressionResistance[orientation] = priority
    }
    public func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        _compressionResistance[orientation] ?? .defaultHigh
    }
}

/// Auto Layout's constraint, as far as a view's priorities name it.
open class NSLayoutConstraint: NSObject {
    /// How strongly a view keeps to its size, from 1 to 1000.
    public struct Priority: RawRepresentable, Equatable, Hashable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let required = NSLayoutConstraint.Priority(1000)
        public static let defaultHigh = NSLayoutConstraint.Priority(750)
        public static let dragThatCanResizeWindow = NSLayoutConstraint.Priority(510)
        public static let windowSizeStayPut = NSLayoutConstraint.Priority(500)
        public static let dragThatCannotResizeWindow = NSLayoutConstraint.Priority(490)
        public static let defaultLow = NSLayoutConstraint.Priority(250)
        public static let fittingSizeCompression = NSLayoutConstraint.Priority(50)
    }
    public enum Orientation: Int {
        case horizontal = 0
        case vertical = 1
    }
}

/// A Mac view that blurs what is behind it (sidebars, menus, selections), wrapped in an
/// `NSViewRepresentable` to give SwiftUI views a vibrant background. The playground draws
/// AppKit views as boxes, so the blur is not drawn.
public class NSVisualEffectView: NSView {
    public enum Material: Int {
        case titlebar = 3, selection = 4, menu = 5, popover = 6, sidebar = 7, headerView = 10, sheet = 11,
             windowBackground = 12, hudWindow = 13, fullScreenUI = 15, toolTip = 17, contentBackground = 18,
             underWindowBackground = 21, underPageBackground = 22
    }
    public enum BlendingMode: Int {
        case behindWindow = 0, withinWindow = 1
    }
    public enum State: Int {
        case followsWindowActiveState = 0, active = 1, inactive = 2
    }
    public var material: NSVisualEffectView.Material = .headerView
    public var blendingMode: NSVisualEffectView.BlendingMode = .behindWindow
    public var state: NSVisualEffectView.State = .followsWindowActiveState
    public var isEmphasized: Bool = false
}

/// AppKit's view controller.
public class NSViewController {
    public var view: NSView = NSView()
    public var title: String? = nil
    public init() {}
}

/// A Mac window: the app's windows are the playground's preview, so it has none to close.
public class NSWindow {
    public var title: String = ""
    public var isMovable: Bool = true
    public var isMovableByWindowBackground: Bool = false
    public var contentView: NSView?
    public var styleMask: NSWindow.StyleMask = [.titled, .closable, .miniaturizable, .resizable]
    public var tabbingMode: NSWindow.TabbingMode = .automatic
    public var collectionBehavior: NSWindow.CollectionBehavior = []
    public var isRestorable: Bool = true
    public var titlebarAppearsTransparent: Bool = false
    /// The window's frame and abilities.
    public struct StyleMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let borderless = NSWindow.StyleMask(rawValue: 0)
        public static let titled = NSWindow.StyleMask(rawValue: 1 << 0)
        public static let closable = NSWindow.StyleMask(rawValue: 1 << 1)
        public static let miniaturizable = NSWindow.StyleMask(rawValue: 1 << 2)
        public static let resizable = NSWindow.StyleMask(rawValue: 1 << 3)
        public static let utilityWindow = NSWindow.StyleMask(rawValue: 1 << 4)
        public static let docModalWindow = NSWindow.StyleMask(rawValue: 1 << 6)
        public static let nonactivatingPanel = NSWindow.StyleMask(rawValue: 1 << 7)
        public static let unifiedTitleAndToolbar = NSWindow.StyleMask(rawValue: 1 << 12)
        public static let hudWindow = NSWindow.StyleMask(rawValue: 1 << 13)
        public static let fullScreen = NSWindow.StyleMask(rawValue: 1 << 14)
        public static let fullSizeContentView = NSWindow.StyleMask(rawValue: 1 << 15)
    }
    /// Whether the window joins others in tabs.
    public enum TabbingMode: Int {
        case automatic = 0
        case preferred = 1
        case disallowed = 2
    }
    /// How the window takes part in Spaces, Exposé and full screen.
    public struct CollectionBehavior: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = NSWindow.CollectionBehavior(rawValue: 0)
        public static let canJoinAllSpaces = NSWindow.CollectionBehavior(rawValue: 1 << 0)
        public static let moveToActiveSpace = NSWindow.CollectionBehavior(rawValue: 1 << 1)
        public static let managed = NSWindow.CollectionBehavior(rawValue: 1 << 2)
        public static let transient = NSWindow.CollectionBehavior(rawValue: 1 << 3)
        public static let stationary = NSWindow.CollectionBehavior(rawValue: 1 << 4)
        public static let participatesInCycle = NSWindow.CollectionBehavior(rawValue: 1 << 5)
        public static let ignoresCycle = NSWindow.CollectionBehavior(rawValue: 1 << 6)
        public static let fullScreenPrimary = NSWindow.CollectionBehavior(rawValue: 1 << 7)
        public static let fullScreenAuxiliary = NSWindow.CollectionBehavior(rawValue: 1 << 8)
        public static let fullScreenNone = NSWindow.CollectionBehavior(rawValue: 1 << 9)
        public static let fullScreenAllowsTiling = NSWindow.CollectionBehavior(rawValue: 1 << 11)
        public static let fullScreenDisallowsTiling = NSWindow.CollectionBehavior(rawValue: 1 << 12)
        public static let primary = NSWindow.CollectionBehavior(rawValue: 1 << 16)
        public static let auxiliary = NSWindow.CollectionBehavior(rawValue: 1 << 17)
        public static let canJoinAllApplications = NSWindow.CollectionBehavior(rawValue: 1 << 18)
    }
    /// The preview's window is on screen.
    public var isVisible: Bool { true }
    public init() {}
    @discardableResult public func makeFirstResponder(_ responder: NSView?) -> Bool { true }
    public func close() {}
    public func makeKeyAndOrderFront(_ sender: Any?) {}
}

/// The running Mac app (`NSApp`): no windows of its own here.
public class NSApplication {
    public static let shared = NSApplication()
    public init() {}
    public var keyWindow: NSWindow? { nil }
    public var mainWindow: NSWindow? { nil }
    public var windows: [NSWindow] { [] }
    public func activate(ignoringOtherApps flag: Bool) {}
    public func terminate(_ sender: Any?) {}
    /// The previewed app is the active one.
    public var isActive: Bool { true }
    public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("NSApplicationWillResignActiveNotification")
    public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    public static let didChangeScreenParametersNotification = Notification.Name("NSApplicationDidChangeScreenParametersNotification")
    /// How insistently the Dock asks for attention.
    public enum RequestUserAttentionType: UInt {
        case criticalRequest = 0
        case informationalRequest = 10
    }
    /// The active app asks for nothing: no request is made, as AppKit does then (0).
    @discardableResult public func requestUserAttention(_ requestType: NSApplication.RequestUserAttentionType) -> Int { 0 }
    public func cancelUserAttentionRequest(_ request: Int) {}
}

/// The Mac's mouse pointer. A preview has none: pushing, popping and setting one changes nothing.
public class NSCursor {
    let _name: String
    init(_name: String) { self._name = _name }
    public static let arrow = NSCursor(_name: "arrow")
    public static let iBeam = NSCursor(_name: "iBeam")
    public static let pointingHand = NSCursor(_name: "pointingHand")
    public static let openHand = NSCursor(_name: "openHand")
    public static let closedHand = NSCursor(_name: "closedHand")
    public static let crosshair = NSCursor(_name: "crosshair")
    public static let resizeLeftRight = NSCursor(_name: "resizeLeftRight")
    public static let resizeUpDown = NSCursor(_name: "resizeUpDown")
    public static let operationNotAllowed = NSCursor(_name: "operationNotAllowed")
    public static var current: NSCursor { .arrow }
    public func push() {}
    public class func pop() {}
    /// Pops this cursor (AppKit declares `pop` both ways).
    public func pop() {}
    public func set() {}
    public class func hide() {}
    public class func unhide() {}
    public class func setHiddenUntilMouseMoves(_ flag: Bool) {}
}

/// A Mac app's delegate: the playground launches no app, so nothing calls its methods.
public protocol NSApplicationDelegate: NSObjectProtocol {}

extension View {
    /// The Mac's Delete command (and Exit, Escape) while the view is focused; the playground
    /// sends neither.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        modifier(_CommandActionModifier(command: "delete", action: action))
    }
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(_CommandActionModifier(command: "exit", action: action))
    }
}

/// A Mac command's action on the views inside (`onDeleteCommand`, `onExitCommand`).
public struct _CommandActionModifier: ViewModifier {
    var command: String
    var action: (() -> Void)?
    public func body(content: Content) -> Never { fatalError() }
}

public var NSApp: NSApplication { NSApplication.shared }

/// The Mac's workspace: it opens nothing from the playground (`open` answers false).
public class NSWorkspace {
    public static let shared = NSWorkspace()
    public init() {}
    @discardableResult public func open(_ url: URL) -> Bool { false }
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {}
    public func icon(forFile fullPath: String) -> NSImage { NSImage(size: CGSize(width: 32, height: 32)) }
    public func icon(for contentType: UTType) -> NSImage { NSImage(size: CGSize(width: 32, height: 32)) }
}

/// The session's own pasteboard: what a file copies, it can paste back.
public class NSPasteboard {
    public struct PasteboardType: Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let string = NSPasteboard.PasteboardType(rawValue: "public.utf8-plain-text")
        public static let URL = NSPasteboard.PasteboardType(rawValue: "public.url")
        public static let fileURL = NSPasteboard.PasteboardType(rawValue: "public.file-url")
        public static let png = NSPasteboard.PasteboardType(rawValue: "public.png")
    }
    public static let general = NSPasteboard()
    var _contents: [NSPasteboard.PasteboardType: String] = [:]
    public init() {}
    @discardableResult public func clearContents() -> Int {
        _contents = [:]
        return 1
    }
    @discardableResult public func declareTypes(_ newTypes: [NSPasteboard.PasteboardType], owner newOwner: Any?) -> Int { 1 }
    @discardableResult public func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool {
        _contents[dataType] = string
        return true
    }
    public func string(forType dataType: NSPasteboard.PasteboardType) -> String? { _contents[dataType] }
    /// Writes each object's own pasteboard form: a URL's string, a string.
    @discardableResult public func writeObjects(_ objects: [any NSPasteboardWriting]) -> Bool {
        for object in objects {
            if let url = object as? NSURL { _contents[.URL] = url.absoluteString ?? "" }
            if let string = object as? NSString { _contents[.string] = string._string }
        }
        return true
    }
}

/// What can be written to a pasteboard (`NSURL`, `NSString`).
public protocol NSPasteboardWriting: NSObjectProtocol {}
extension NSURL: NSPasteboardWriting {}
extension NSString: NSPasteboardWriting {}

public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// An AppKit view in SwiftUI. Its body is `Never`: SwiftUI draws the AppKit view.
public protocol NSViewRepresentable: View {
    /// An `NSView` (the playground has no superclass constraints on associated types).
    associatedtype NSViewType
    associatedtype Coordinator
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable {
    public var body: Never { fatalError() }
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

// MARK: Quick Look

/// What a Quick Look preview shows: an `NSURL` is one, its file.
public protocol QLPreviewItem: AnyObject {
    var previewItemURL: URL! { get }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL! { _url }
}

/// Quick Look's preview of a file in a Mac view (a representable's `NSView`, drawn as a box).
public class QLPreviewView: NSView {
    public var previewItem: QLPreviewItem! = nil
    public var shouldCloseWithWindow: Bool = true
    public var autostarts: Bool = false
    public func refreshPreviewItem() {}
    public func close() {}
}

// MARK: SwiftUI on the Mac

/// Whether the window around a view is the key window; a preview's is.
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    case key
    case active
    case inactive
}

extension EnvironmentValues {
    public var controlActiveState: ControlActiveState { get { .key } set {} }
}
"""#
}
