extension Profile {
    /// AppKit's controls as Mac view files wrap them (`SearchField: NSViewRepresentable` making an
    /// `NSSearchField` whose delegate is the coordinator): text fields, search fields and their
    /// delegates. A representable draws as its box, so these are never drawn themselves; the
    /// delegate's `controlTextDidChange(_:)` is the coordinator's own method, called by AppKit
    /// when the person types, which never happens in a preview.
    static let appKitControlsSource = #"""
// MARK: AppKit controls

/// A Mac look, light or dark; the preview's is light (`aqua`).
public class NSAppearance {
    public struct Name: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = NSAppearance.Name("NSAppearanceNameAqua")
        public static let darkAqua = NSAppearance.Name("NSAppearanceNameDarkAqua")
        public static let vibrantLight = NSAppearance.Name("NSAppearanceNameVibrantLight")
        public static let vibrantDark = NSAppearance.Name("NSAppearanceNameVibrantDark")
    }
    public let name: NSAppearance.Name
    public init?(named name: NSAppearance.Name) { self.name = name }
    /// The look views draw in now.
    public class func currentDrawing() -> NSAppearance { NSAppearance(named: .aqua)! }
    public class var current: NSAppearance! {
        get { currentDrawing() }
        set {}
    }
    /// The first of `appearances` this look is, or nil (`.darkAqua` is not `.aqua`).
    public func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        let dark = name == .darkAqua || name == .vibrantDark
        return appearances.first { ($0 == .darkAqua || $0 == .vibrantDark) == dark }
    }
}

/// How a view draws its focus ring.
public enum NSFocusRingType: UInt {
    case `default` = 0, none = 1, exterior = 2
}

extension NSView {
    public var focusRingType: NSFocusRingType {
        get { .default }
        set {}
    }
}

/// A view that shows a value and sends its action when the person changes it.
public class NSControl: NSView {
    public var stringValue: String = ""
    public var isEnabled: Bool = true
    public var font: NSFont? = nil
    public var target: AnyObject? = nil
    public var action: Selector? = nil
    public var doubleValue: Double {
        get { Double(stringValue) ?? 0 }
        set { stringValue = "\(newValue)" }
    }
    public var integerValue: Int {
        get { Int(stringValue) ?? 0 }
        set { stringValue = "\(newValue)" }
    }
    public override init() { super.init() }
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
}

/// AppKit's image view: its image, scaled as `imageScaling` says.
public class NSImageView: NSControl {
    public var image: NSImage?
    public var imageScaling: NSImageScaling = .scaleProportionallyDown
    public var imageAlignment: NSImageAlignment = .alignCenter
    public var animates: Bool = true
    public var isEditable: Bool = false
    public var allowsCutCopyPaste: Bool = true
    public convenience init(image: NSImage) {
        self.init()
        self.image = image
    }
}

public enum NSImageScaling: UInt {
    case scaleProportionallyDown = 0
    case scaleAxesIndependently = 1
    case scaleNone = 2
    case scaleProportionallyUpOrDown = 3
}

public enum NSImageAlignment: UInt {
    case alignCenter = 0
    case alignTop = 1
    case alignTopLeft = 2
    case alignTopRight = 3
    case alignLeft = 4
    case alignBottom = 5
    case alignBottomLeft = 6
    case alignBottomRight = 7
    case alignRight = 8
}

/// What a text field tells as its text is edited.
public protocol NSControlTextEditingDelegate: NSObjectProtocol {}

/// A text field's delegate (`controlTextDidChange(_:)` and the others are its own methods here).
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// A search field's delegate.
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {}

/// An editable or static line of text.
public class NSTextField: NSControl {
    /// The look of an editable field's border.
    public enum BezelStyle: UInt {
        case squareBezel = 0, roundedBezel = 1
    }
    public var placeholderString: String? = nil
    public var isEditable: Bool = true
    public var isSelectable: Bool = true
    public var isBordered: Bool = true
    public var isBezeled: Bool = true
    public var bezelStyle: NSTextField.BezelStyle = .squareBezel
    public var drawsBackground: Bool = true
    public var textColor: NSColor? = nil
    public var backgroundColor: NSColor? = nil
    /// The field's delegate (AppKit's search field narrows it to an `NSSearchFieldDelegate`).
    public weak var delegate: (any NSTextFieldDelegate)? = nil
    public override init() { super.init() }
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
    /// An editable field holding `stringValue`.
    public convenience init(string stringValue: String) {
        self.init()
        self.stringValue = stringValue
    }
    /// A label: not editable, no border, no background.
    public convenience init(labelWithString stringValue: String) {
        self.init(string: stringValue)
        isEditable = false
        isBordered = false
        isBezeled = false
        drawsBackground = false
    }
}

/// A text field for searching, with a magnifying glass and a clear button.
public class NSSearchField: NSTextField {
    public var sendsSearchStringImmediately: Bool = false
    public var sendsWholeSearchString: Bool = false
    public var recentSearches: [String] = []
    public var maximumRecents: Int = 10
    public override init() { super.init() }
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
}
"""#
}
