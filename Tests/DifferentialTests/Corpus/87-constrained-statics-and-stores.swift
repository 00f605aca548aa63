// Static members named through a generic type without its arguments, which a constrained
// extension's same-type requirement supplies (`BlockStyle.disc` from `extension BlockStyle
// where Configuration == Marker`), in a stored property's initial value and a call.

// MARK: - static_property_of_a_constrained_extension_through_the_bare_generic_type
// expect: AnyView
struct MarkerConfiguration { let level: Int }
struct BlockStyle<Configuration> {
    let body: (Configuration) -> AnyView
    init<Body: View>(@ViewBuilder body: @escaping (_ configuration: Configuration) -> Body) {
        self.body = { AnyView(body($0)) }
    }
}
extension BlockStyle where Configuration == MarkerConfiguration {
    static var disc: Self { BlockStyle { Text("• \($0.level)") } }
    static func numbered(from start: Int) -> Self { BlockStyle { Text("\(start + $0.level).") } }
}
struct MarkdownTheme {
    var bulletedListMarker = BlockStyle.disc
    var numberedListMarker = BlockStyle.numbered(from: 1)
}
MarkdownTheme().bulletedListMarker.body(MarkerConfiguration(level: 2))
