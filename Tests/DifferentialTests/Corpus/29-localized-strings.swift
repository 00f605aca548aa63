// LocalizedStringKey: what a string literal becomes where SwiftUI takes a title (`Text("…")`,
// `Button("…")`), its interpolation overloads (`specifier:`), the disfavored `StringProtocol`
// overloads a `String` value takes, and string literals of user types (SE-0228).

// MARK: - localized_text_literals
// expect: TupleView<(Text, Text, Text, Text)>
let count = 3
let price = 2.5
let name = "Ann"
Text("Plain")
Text("\(count) items for \(name)")
Text("Total: \(price, specifier: "%.2f")")
Text("\(Text("nested")) and \(Image(systemName: "star"))")

// MARK: - localized_key_values
// expect: TupleView<(Text, Button<Text>, Toggle<Text>, Label<Text, Image>, NavigationLink<Text, Text>)>
let key: LocalizedStringKey = "Save"
let title = "Settings"
Text(key)
Button(key) {}
Toggle(title, isOn: .constant(true))
Label(key, systemImage: "gear")
NavigationLink(key, destination: Text("detail"))

// MARK: - localized_key_parameters
// expect: VStack<TupleView<(Text, Text, Text)>>
struct Row: View {
    var title: LocalizedStringKey
    var body: some View { Text(title) }
}
func caption(_ key: LocalizedStringKey) -> Text { Text(key).font(.caption) }
let amount = 12
VStack {
    Row(title: "Amount: \(amount)").body
    caption("Caption \(amount)")
    Text(verbatim: "\(amount)")
}

// MARK: - localized_modifier_titles
let heading = "Items"
List { Text("a") }
    .navigationTitle("Items \(heading)")
    .accessibilityLabel("list")

// MARK: - string_format
// expect: TupleView<(Text, Text)>
let ratio = 0.4567
Text(String(format: "%.1f%%", ratio * 100))
Text(String(format: "%03d-%x", 7, 255))

// MARK: - user_string_interpolation
// expect: Text
struct Shout: ExpressibleByStringInterpolation {
    var text: String
    init(stringLiteral value: String) { text = value.uppercased() }
    init(stringInterpolation: Parts) { text = stringInterpolation.out }
    struct Parts: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { out += literal.uppercased() }
        mutating func appendInterpolation(_ value: Int) { out += "#\(value)" }
        mutating func appendInterpolation(_ value: Int, times: Int) { out += "\(value * times)!" }
    }
}
func show(_ shout: Shout) -> String { shout.text }
let n = 2
Text(show("go \(n) and \(n, times: 2)"))

// MARK: - localized_key_built_by_hand
// expect: Text
func made() -> LocalizedStringKey {
    var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 4, interpolationCount: 1)
    interpolation.appendLiteral("n = ")
    interpolation.appendInterpolation(1)
    return LocalizedStringKey(stringInterpolation: interpolation)
}
Text(made(), bundle: Bundle.main)
