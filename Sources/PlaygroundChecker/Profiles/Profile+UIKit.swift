extension Profile {
    /// `uikit`: SwiftlyUI (seed 004): a `[UIView]` builder over UIKit-style classes.
    static let uikitBuilderSource = #"""
// SwiftlyUI's builder (seed 004): every component is a [UIView]; buildBlock flattens them,
// `if` through buildOptional/buildEither, `for` through buildArray. It declares both buildBlock
// and buildPartialBlock, as the seed does: the compiler then folds children with
// buildPartialBlock and uses buildBlock() only for an empty body.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression(_ expression: UIView) -> [UIView] { [expression] }
    public static func buildExpression(_ expression: [UIView]) -> [UIView] { expression }
    public static func buildBlock(_ components: [UIView]...) -> [UIView] {
        var views: [UIView] = []
        for component in components {
            for view in component { views.append(view) }
        }
        return views
    }
    public static func buildBlock() -> [UIView] { [] }
    public static func buildOptional(_ component: [UIView]?) -> [UIView] { component ?? [] }
    public static func buildArray(_ components: [[UIView]]) -> [UIView] {
        var views: [UIView] = []
        for component in components {
            for view in component { views.append(view) }
        }
        return views
    }
    public static func buildEither(first: [UIView]) -> [UIView] { first }
    public static func buildEither(second: [UIView]) -> [UIView] { second }
    public static func buildLimitedAvailability(_ component: [UIView]) -> [UIView] { component }
    public static func buildPartialBlock(first: [UIView]) -> [UIView] { first }
    public static func buildPartialBlock(accumulated: [UIView], next: [UIView]) -> [UIView] {
        var views = accumulated
        for view in next { views.append(view) }
        return views
    }
}

public typealias SwiftlyUIBuilder = ViewBuilder
"""#

    /// UIKit's view classes as SwiftlyUI uses them, with its chainable modifiers.
    static let uikitSurfaceSource = #"""
// UIKit's view classes, as far as SwiftlyUI's login form (seed 004) uses them, with SwiftlyUI's
// chainable modifiers: each sets a property and returns Self, so a chain keeps its class.

public typealias CGFloat = Double

public class UIColor {
    public var name: String
    public var alpha: CGFloat = 1
    public init(name: String) { self.name = name }
    public static let red = UIColor(name: "red")
    public static let orange = UIColor(name: "orange")
    public static let yellow = UIColor(name: "yellow")
    public static let green = UIColor(name: "green")
    public static let blue = UIColor(name: "blue")
    public static let purple = UIColor(name: "purple")
    public static let gray = UIColor(name: "gray")
    public static let black = UIColor(name: "black")
    public static let white = UIColor(name: "white")
    public static let clear = UIColor(name: "clear")
    public func opacity(_ alpha: CGFloat) -> UIColor {
        let color = UIColor(name: name)
        color.alpha = alpha
        return color
    }
}

public class UIFont {
    public var size: CGFloat
    public var isBold: Bool = false
    public init(size: CGFloat) { self.size = size }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        let font = UIFont(size: size)
        font.isBold = true
        return font
    }
    public static func medium(_ size: CGFloat) -> UIFont { UIFont(size: size) }
    public static func bold(_ size: CGFloat) -> UIFont { UIFont.boldSystemFont(ofSize: size) }
}

public class UIView {
    public var backgroundColor: UIColor? = nil
    public var borderColor: UIColor? = nil
    public var borderWidth: CGFloat = 0
    public var cornerRadius: CGFloat = 0
    public var alpha: CGFloat = 1
    public var tag: Int = 0
    public var fixedWidth: CGFloat? = nil
    public var fixedHeight: CGFloat? = nil
    public var padding: CGFloat = 0
    public var subviews: [UIView] = []
    public init() {}
}

extension UIView {
    @discardableResult
    public func backgroundColor(_ color: UIColor) -> Self {
        self.backgroundColor = color
        return self
    }
    @discardableResult
    public func border(_ color: UIColor, width: CGFloat = 1) -> Self {
        self.borderColor = color
        self.borderWidth = width
        return self
    }
    @discardableResult
    public func cornerRadius(_ radius: CGFloat) -> Self {
        self.cornerRadius = radius
        return self
    }
    @discardableResult
    public func width(_ width: CGFloat) -> Self {
        self.fixedWidth = width
        return self
    }
    @discardableResult
    public func height(_ height: CGFloat) -> Self {
        self.fixedHeight = height
        return self
    }
    @discardableResult
    public func frame(width: CGFloat, height: CGFloat) -> Self {
        self.fixedWidth = width
        self.fixedHeight = height
        return self
    }
    @discardableResult
    public func padding(_ length: CGFloat) -> Self {
        self.padding = length
        return self
    }
    @discardableResult
    public func opacity(_ value: CGFloat) -> Self {
        self.alpha = value
        return self
    }
    @discardableResult
    public func alpha(_ value: CGFloat) -> Self {
        self.alpha = value
        return self
    }
    @discardableResult
    public func tag(_ tag: Int) -> Self {
        self.tag = tag
        return self
    }
    /// Auto Layout in SwiftlyUI; the preview lays out by stacks only.
    @discardableResult
    public func fillSuperMargins() -> Self { self }
    /// Auto Layout in SwiftlyUI; the preview lays out by stacks only.
    @discardableResult
    public func centerToSuper() -> Self { self }
}

public class UILabel: UIView {
    public var text: String
    public var font: UIFont = UIFont(size: 17)
    public var textColor: UIColor? = nil
    public init(_ text: String) { self.text = text }
}

public typealias Label = UILabel

extension UILabel {
    @discardableResult
    public func font(_ font: UIFont) -> Self {
        self.font = font
        return self
    }
    @discardableResult
    public func textColor(_ color: UIColor) -> Self {
        self.textColor = color
        return self
    }
}

public class UIImageView: UIView {
    public var systemName: String
    public init(systemName: String) { self.systemName = systemName }
}

public class UITextField: UIView {
    public var placeholder: String
    public var text: String = ""
    public init(_ placeholder: String) { self.placeholder = placeholder }
}

public class UIButton: UIView {
    public var title: String
    public var action: () -> Void
    public init(_ title: String, action: @escaping () -> Void = {}) {
        self.title = title
        self.action = action
    }
}

public enum UIStackViewDistribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

public class UIStackView: UIView {
    public var isVertical: Bool = true
    public var spacing: CGFloat = 0
    public var distribution: UIStackViewDistribution = .fill
    public var arrangedSubviews: [UIView] = []
}

extension UIStackView {
    @discardableResult
    public func distribution(_ distribution: UIStackViewDistribution) -> Self {
        self.distribution = distribution
        return self
    }
    @discardableResult
    public func spacing(_ spacing: CGFloat) -> Self {
        self.spacing = spacing
        return self
    }
}

public final class VStackView: UIStackView {
    public init(spacing: CGFloat = 0, @SwiftlyUIBuilder content: () -> [UIView]) {
        super.init()
        self.isVertical = true
        self.spacing = spacing
        self.arrangedSubviews = content()
    }
}

public final class HStackView: UIStackView {
    public init(spacing: CGFloat = 0, @SwiftlyUIBuilder content: () -> [UIView]) {
        super.init()
        self.isVertical = false
        self.spacing = spacing
        self.arrangedSubviews = content()
    }
}

public final class ZStackView: UIView {
    public init(@ViewBuilder content: () -> [UIView]) {
        super.init()
        self.subviews = content()
    }
}
"""#

    static let uikit = Profile(
        name: "uikit", summary: "seed 004's SwiftlyUI: [UIView] components, stack views, chained modifiers",
        builderSource: uikitBuilderSource, surfaceSources: [uikitSurfaceSource],
        entryBuilder: "ViewBuilder", entryResult: "[UIView]")
}
