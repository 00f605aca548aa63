import PlaygroundRuntime

/// `.tabViewStyle(_:)`: `.page` makes the tab views below pages with dots under them (none
/// with `indexDisplayMode: .never`); the other styles keep the tab bar.
enum TabViewStyleWriting: ModifierKind {
    static let declarations = ["TabViewStyleModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        guard case .instance(let style)? = modifier.field("style")?.unwrapped else { return }
        guard style.decl.name == "PageTabViewStyle" else {
            environment.tabViewStyle = .tabBar
            return
        }
        var hidesIndex = false
        if case .instance(let mode)? = style.fields["indexDisplayMode"]?.unwrapped, mode.fields["_name"]?.stringValue == "never" {
            hidesIndex = true
        }
        environment.tabViewStyle = .pages(showsIndex: !hidesIndex)
    }
}
