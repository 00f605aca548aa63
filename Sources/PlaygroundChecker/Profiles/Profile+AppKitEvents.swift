extension Profile {
    /// AppKit's events, screens, geometry names and scrolling text, as Mac view files name them: a preview
    /// has no keyboard or mouse, so no modifier key is held, no event is current and a monitor
    /// never fires; a scroll view holding a text view draws as the representable's box.
    static let appKitEventsSource = #"""
// MARK: AppKit geometry, events and scrolling text

public typealias NSSize = CGSize
public typealias NSPoint = CGPoint
public typealias NSRect = CGRect

/// A keyboard or mouse event.
public class NSEvent {
    public enum EventType: UInt {
        case leftMouseDown = 1, leftMouseUp = 2, rightMouseDown = 3, rightMouseUp = 4, mouseMoved = 5,
             leftMouseDragged = 6, rightMouseDragged = 7, mouseEntered = 8, mouseExited = 9,
             keyDown = 10, keyUp = 11, flagsChanged = 12, scrollWheel = 22
    }
    public struct EventTypeMask: OptionSet, Hashable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
        public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
        public static let rightMouseDown = EventTypeMask(rawValue: 1 << 3)
        public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
        public static let keyDown = EventTypeMask(rawValue: 1 << 10)
        public static let keyUp = EventTypeMask(rawValue: 1 << 11)
        public static let flagsChanged = EventTypeMask(rawValue: 1 << 12)
        public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
    }
    /// The modifier keys held with an event (`.command`, `.shift`…), AppKit's bits.
    public struct ModifierFlags: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let option = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        public static let help = ModifierFlags(rawValue: 1 << 22)
        public static let function = ModifierFlags(rawValue: 1 << 23)
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xFFFF_0000)
    }
    public let type: NSEvent.EventType
    public let modifierFlags: NSEvent.ModifierFlags
    public let keyCode: UInt16
    public let characters: String?
    public let charactersIgnoringModifiers: String?
    public let locationInWindow: NSPoint
    init(type: NSEvent.EventType) {
        self.type = type
        self.modifierFlags = []
        self.keyCode = 0
        self.characters = nil
        self.charactersIgnoringModifiers = nil
        self.locationInWindow = .zero
    }
    /// The keys held now: none in a preview.
    public static var modifierFlags: NSEvent.ModifierFlags { [] }
    /// The pointer, on no screen: the origin.
    public static var mouseLocation: NSPoint { .zero }
    /// A monitor is kept and never called: the preview gets no events.
    public static func addGlobalMonitorForEvents(matching mask: NSEvent.EventTypeMask, handler block: @escaping (NSEvent) -> Void) -> Any? { NSObject() }
    public static func addLocalMonitorForEvents(matching mask: NSEvent.EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? { NSObject() }
    public static func removeMonitor(_ eventMonitor: Any) {}
}

extension NSApplication {
    /// No event is being handled in a preview.
    public var currentEvent: NSEvent? { nil }
}

/// A display: the preview runs on one, a 1512 × 982 point built-in screen (a 14-inch MacBook
/// Pro), its menu bar 33 points tall.
public class NSScreen {
    public let frame: NSRect
    public let visibleFrame: NSRect
    public let localizedName: String
    public let backingScaleFactor: CGFloat
    init(frame: NSRect, visibleFrame: NSRect, localizedName: String) {
        self.frame = frame
        self.visibleFrame = visibleFrame
        self.localizedName = localizedName
        self.backingScaleFactor = 2
    }
    public static let screens: [NSScreen] = [
        NSScreen(frame: NSRect(x: 0, y: 0, width: 1512, height: 982), visibleFrame: NSRect(x: 0, y: 0, width: 1512, height: 949), localizedName: "Built-in Retina Display")
    ]
    public static var main: NSScreen? { screens.first }
}

/// How a view resizes with its superview.
public struct NSAutoresizingMaskOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minXMargin = NSAutoresizingMaskOptions(rawValue: 1)
    public static let width = NSAutoresizingMaskOptions(rawValue: 2)
    public static let maxXMargin = NSAutoresizingMaskOptions(rawValue: 4)
    public static let minYMargin = NSAutoresizingMaskOptions(rawValue: 8)
    public static let height = NSAutoresizingMaskOptions(rawValue: 16)
    public static let maxYMargin = NSAutoresizingMaskOptions(rawValue: 32)
}

/// AppKit's text view: its text, as the representable that holds it sets it.
public class NSTextView: NSView {
    public var string: String = ""
    public var isEditable: Bool = true
    public var isSelectable: Bool = true
    public var isRichText: Bool = true
    public var drawsBackground: Bool = true
    public var font: NSFont? = nil
    public var textColor: NSColor? = nil
    public var backgroundColor: NSColor = .textBackgroundColor
    public var textContainerInset: NSSize = .zero
    public var minSize: NSSize = .zero
    public var maxSize: NSSize = .zero
    public var isVerticallyResizable: Bool = false
    public var isHorizontallyResizable: Bool = false
    public var autoresizingMask: NSAutoresizingMaskOptions = []
    public var textContainer: NSTextContainer? = NSTextContainer()
    public override init() { super.init() }
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
    public convenience init(usingTextLayoutManager: Bool) { self.init() }
}

extension NSTextContainer {
    public var widthTracksTextView: Bool {
        get { true }
        set {}
    }
    public var heightTracksTextView: Bool {
        get { false }
        set {}
    }
}

/// The line a scroll view draws around itself.
public enum NSBorderType: UInt {
    case noBorder = 0, lineBorder = 1, bezelBorder = 2, grooveBorder = 3
}

/// A view that scrolls the one it holds (`documentView`).
public class NSScrollView: NSView {
    public var documentView: NSView? = nil
    public var hasVerticalScroller: Bool = false
    public var hasHorizontalScroller: Bool = false
    public var autohidesScrollers: Bool = false
    public var borderType: NSBorderType = .bezelBorder
    public var drawsBackground: Bool = true
    public override init() { super.init() }
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
}
"""#
}
