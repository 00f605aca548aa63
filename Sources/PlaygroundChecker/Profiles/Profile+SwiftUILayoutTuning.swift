extension Profile {
    /// The modifiers that tune a layout from inside it, as app modules use them: a grid
    /// cell's span, anchor, column alignment and unsized axes (their SDK bodies' `_Grid…`
    /// modifiers), scroll targets and paging, split-view column widths, and the small
    /// environment and trait writers (`transformEnvironment`, `allowsTightening`,
    /// `selectionDisabled`, `unredacted`, `toolbarRole`). The preview draws them as their
    /// content.
    static let swiftUILayoutTuningSource = #"""
// MARK: Grid cells

public struct _GridCellSizeModifier: ViewModifier {
    public var count: Int
    public var axis: Axis
    public func body(content: Content) -> Never { fatalError() }
}

public struct _GridAnchorModifier: ViewModifier {
    public var anchor: UnitPoint
    public func body(content: Content) -> Never { fatalError() }
}

public struct _GridAlignmentModifier: ViewModifier {
    public var alignment: HorizontalAlignment
    public func body(content: Content) -> Never { fatalError() }
}

public struct _GridUnsizedAxesModifier: ViewModifier {
    public var axes: Axis.Set
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellSizeModifier(count: count, axis: .horizontal))
    }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridAnchorModifier(anchor: anchor))
    }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridAlignmentModifier(alignment: guide))
    }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridUnsizedAxesModifier(axes: axes))
    }
}

// MARK: Scroll targets

/// Where a scroll view comes to rest: by pages, or at a view's edge.
public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public struct LimitBehavior {
        let _name: String
        public static var automatic: LimitBehavior { LimitBehavior(_name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(_name: "always") }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(_name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(_name: "alwaysByOne") }
        public static var never: LimitBehavior { LimitBehavior(_name: "never") }
    }
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        .init(limitBehavior: limitBehavior)
    }
}

public struct ScrollTargetBehaviorModifier<Behavior: ScrollTargetBehavior>: ViewModifier {
    public var behavior: Behavior
    public func body(content: Content) -> Never { fatalError() }
}

public struct ScrollTargetLayoutModifier: ViewModifier {
    public var isEnabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// The SDK takes `some ScrollTargetBehavior`.
    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior) -> some View {
        modifier(ScrollTargetBehaviorModifier(behavior: behavior))
    }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

// MARK: Split view columns and toolbars

public struct NavigationSplitViewColumnWidthModifier: ViewModifier {
    public var min: CGFloat?
    public var ideal: CGFloat
    public var max: CGFloat?
    public func body(content: Content) -> Never { fatalError() }
}

/// What a toolbar is for: it places the back button and title to match.
public struct ToolbarRole: Sendable {
    let _name: String
    public static var automatic: ToolbarRole { ToolbarRole(_name: "automatic") }
    public static var navigationStack: ToolbarRole { ToolbarRole(_name: "navigationStack") }
    public static var browser: ToolbarRole { ToolbarRole(_name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(_name: "editor") }
}

public struct ToolbarRoleModifier: ViewModifier {
    public var role: ToolbarRole
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationSplitViewColumnWidthModifier(min: width, ideal: width, max: width))
    }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationSplitViewColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(ToolbarRoleModifier(role: role))
    }
}

// MARK: Environment and trait writers

public struct IsSelectionEnabledTraitKey: _ViewTraitKey {
    public typealias Value = Bool
}

public struct UnredactedModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

public struct FocusEffectDisabledModifier: ViewModifier {
    public var isDisabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// The SDK's body is `_EnvironmentKeyTransformModifier(keyPath:transform:)`; the profile's
    /// modifier names the key path and returns the changed value.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: "\(keyPath)", transform: { (value: V) -> V in
            var changed = value
            transform(&changed)
            return changed
        }))
    }
    /// The SDK's body writes the environment.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "allowsTightening", value: flag))
    }
    /// The SDK's body writes the selection trait.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        _trait(IsSelectionEnabledTraitKey.self, !isDisabled)
    }
    public func unredacted() -> some View {
        modifier(UnredactedModifier())
    }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(FocusEffectDisabledModifier(isDisabled: disabled))
    }
}
"""#
}
