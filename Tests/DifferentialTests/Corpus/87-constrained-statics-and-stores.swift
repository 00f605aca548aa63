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

// MARK: - fonts_from_descriptors_with_a_weight_trait
// expect: VStack<TupleView<(Text, Text)>>
extension UIFont {
    static func titleBold() -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title3)
        let bold = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        return UIFont(descriptor: bold, size: descriptor.pointSize)
    }
}
func descriptorNames() -> String {
    let names: [UIFontDescriptor.AttributeName] = [.family, .name, .size, .traits, .textStyle]
    let keys: [UIFontDescriptor.TraitKey] = [.symbolic, .weight, .width, .slant]
    let traits: UIFontDescriptor.SymbolicTraits = [.traitItalic, .traitBold, .traitCondensed, .traitMonoSpace]
    let designs: [UIFontDescriptor.SystemDesign] = [.default, .rounded, .serif, .monospaced]
    let plain = UIFontDescriptor(name: "Avenir", size: 12).withSize(14)
    let styled = plain.withSymbolicTraits(.traitBold)?.withDesign(.rounded)
    return "\(names.count) \(keys.count) \(traits.rawValue) \(designs.count) \(plain.pointSize) \(styled?.fontAttributes.count ?? 0)"
}
VStack {
    Text("\(UIFont.titleBold().pointSize) \(UIFont.titleBold().fontDescriptor.pointSize)").font(Font(UIFont.titleBold()))
    Text(descriptorNames())
}
