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

// MARK: - integer_literals_typed_by_a_floating_point_extension
// expect: Text
extension ClosedRange where Bound: BinaryFloatingPoint {
    func interpolated(percent: Bound) -> Bound { (1 - percent) * lowerBound + percent * upperBound }
}
extension BinaryFloatingPoint {
    func halved() -> Self { self / 2 }
}
let pitchDelta = 0.5
Text("\((50...60).interpolated(percent: pitchDelta)) \((350.0 ... 1000).interpolated(percent: 0.2)) \(5.halved()) \((1...3).count)")

// MARK: - module_qualified_generic_type_inside_its_own_constrained_extension
// expect: Text
struct Attendee { let seat: Int }
extension Array where Element == Attendee {
    static func seated(count: Int) -> [Attendee] {
        Swift.Array(repeating: 0, count: count).enumerated().map { Attendee(seat: $0.offset + $0.element) }
    }
}
Text("\([Attendee].seated(count: 3).map(\.seat))")

// MARK: - unary_plus_sets_of_characters_integers_from_substrings_file_urls
// expect: Text
func palette(offsetBy offset: Int) -> Int { offset * 10 }
let digitsText = "abc12"
let lettersOnly = String(digitsText.reversed().drop(while: { $0.isNumber }).reversed())
let trailingNumber = Int(digitsText.dropFirst(lettersOnly.count))
let emojiSet = Set("🥳👍🏼💪🏼🥳")
Text("\(palette(offsetBy: +1)) \(+2.5) \(trailingNumber ?? -1) \(emojiSet.intersection(Set("💪🏼x")).count) \(URL(fileURLWithPath: "/tmp/a").isFileURL) \(Int("ff", radix: 16) ?? 0)")

// MARK: - durations_from_zero_added_and_subtracted
// expect: Text
var elapsed: Duration = .zero
let remaining = elapsed + .seconds(2) - .milliseconds(500)
Text("\(remaining == .milliseconds(1500)) \(remaining > .zero) \(remaining.components.seconds)")

// MARK: - failable_initializer_delegation_force_unwrapped
// expect: Text
final class NamedPalette {
    let name: String
    init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
    convenience init(design: String) {
        self.init(named: design)!
    }
}
struct CheckedLevel {
    let value: Int
    init?(raw: Int) {
        if raw < 0 { return nil }
        value = raw
    }
    init(checked: Int) { self.init(raw: checked)! }
}
Text("\(NamedPalette(design: "ocean").name) \(CheckedLevel(checked: 3).value)")

// MARK: - weak_captures_of_optional_references_and_class_bound_protocols
// expect: Text
final class Reference<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
protocol HeaderDelegate: AnyObject { func dismissed() }
final class HeaderHandler: HeaderDelegate { func dismissed() {} }
func captured(_ reference: Reference<Int>?, _ delegate: HeaderDelegate?) -> () -> String {
    { [weak reference, weak delegate] in "\(reference?.value ?? 0) \(delegate == nil)" }
}
let keptReference = Reference(3)
let keptHandler = HeaderHandler()
Text(captured(keptReference, keptHandler)())

// MARK: - static_requirements_through_metatype_values
// expect: Text
protocol Migration { static var version: Int { get }; static func describe() -> String }
struct AddNames: Migration {
    static var version: Int { 1 }
    static func describe() -> String { "names" }
}
struct AddDates: Migration {
    static var version: Int { 2 }
    static func describe() -> String { "dates" }
}
let migrations: [any Migration.Type] = [AddNames.self, AddDates.self]
func latest<M: Migration>(_ type: M.Type) -> Int { type.version + M.version }
func isNames(_ type: any Migration.Type) -> Bool { type == AddNames.self }
Text("\(migrations.map { $0.version }) \(migrations.map { $0.describe() }) \(latest(AddDates.self)) \(isNames(migrations[0])) \(isNames(migrations[1]))")
