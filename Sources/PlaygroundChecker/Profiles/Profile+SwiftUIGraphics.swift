extension Profile {
    /// Text and its modifiers, colours and shape styles, fonts, shapes.
    static let swiftUIGraphicsSource = #"""
// MARK: Text, colours, fonts, shapes

public struct Text: View {
    public var content: String
    public var isBold: Bool = false
    public var isItalic: Bool = false
    public var color: Color? = nil
    public var font: Font? = nil
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public func bold() -> Text {
        var text = self
        text.isBold = true
        return text
    }
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    public var body: Never { fatalError() }
}


public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public var name: String
    public init(name: String) { self.name = name }
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

public struct Font: Hashable {
    public var name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
    public static let footnote = Font(name: "footnote")
}

public struct RoundedRectangle {
    public var cornerRadius: CGFloat
}

public struct _Inset {
    public var amount: CGFloat
}

public struct _StrokedShape<S> {
    public var shape: S
    public var lineWidth: CGFloat
}

public struct _ShapeView<Content, Style>: View {
    public var shape: Content
    public var style: Style
    public var body: Never { fatalError() }
}
"""#
}
