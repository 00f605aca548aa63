// Views that show a value through a format style: `Text(value, format:)` and text fields that
// edit a number (`TextField("Amount", value: $amount, format: .currency(code: "USD"))`), with
// Foundation's percent, currency and precision styles.

// MARK: - text_with_format_styles
// expect: VStack<TupleView<(Text, Text, Text, Text, Text, Text)>>
let locale = Locale.current
VStack {
    Text(0.256, format: .percent)
    Text(20, format: .percent)
    Text(1234.5, format: .number.precision(.fractionLength(2)))
    Text(2.0, format: .number.precision(.fractionLength(0...1)))
    Text(-3, format: .currency(code: "EUR"))
    Text(9.99, format: .currency(code: locale.currency?.identifier ?? "USD"))
}

// MARK: - text_fields_editing_numbers
// expect: Form<TupleView<(TextField<Text>, TextField<Text>, TextField<Text>)>>
struct Amounts {
    static var people = 2
    static var amount = 12.5
}
let people = Binding(get: { Amounts.people }, set: { Amounts.people = $0 })
let amount = Binding(get: { Amounts.amount }, set: { Amounts.amount = $0 })
let title = "People"
Form {
    TextField("Amount", value: amount, format: .currency(code: "USD"))
    TextField(title, value: people, format: .number, prompt: Text("how many"))
    TextField(value: amount, format: .percent) {
        Text("Tip")
    }
}

// MARK: - format_style_values
// expect: Text
let styles: [String] = [
    FloatingPointFormatStyle<Double>.Percent().format(0.5),
    IntegerFormatStyle<Int>.Percent().format(1200),
    FloatingPointFormatStyle<Double>.Currency(code: "GBP").format(-1.5),
    IntegerFormatStyle<Int>.Currency(code: "JPY").format(3),
    FloatingPointFormatStyle<Double>().precision(.fractionLength(3)).format(3.14159),
]
struct Echo {
    static func text<F: ParseableFormatStyle>(_ value: F.FormatInput, _ style: F) -> String where F.FormatOutput == String { style.format(value) }
}
let precision: NumberFormatStyleConfiguration.Precision = .fractionLength(1)
let currency = Locale.Currency("USD")
Text("\(styles.joined(separator: " ")) \(Echo.text(7, .percent)) \(precision == .fractionLength(1)) \(currency.identifier)")

// MARK: - user_defaults
// expect: Text
let defaults = UserDefaults.standard
let _ = defaults.register(defaults: ["volume": 0.5])
let _ = defaults.set(true, forKey: "onboarded")
let _ = defaults.set(3, forKey: "launches")
let _ = defaults.set("Ada", forKey: "name")
let _ = defaults.set(["a", "b"], forKey: "tags")
let _ = defaults.removeObject(forKey: "missing")
let suite = UserDefaults(suiteName: "group.example")
let _ = suite?.removePersistentDomain(forName: "group.example")
let stored = [defaults.string(forKey: "name") ?? "-", "\(defaults.bool(forKey: "onboarded"))", "\(defaults.integer(forKey: "launches"))",
              "\(defaults.double(forKey: "volume"))", "\(defaults.stringArray(forKey: "tags") ?? [])", "\(defaults.object(forKey: "missing") == nil)",
              "\(defaults.array(forKey: "tags")?.count ?? 0)", "\(defaults.dictionary(forKey: "none") == nil)", "\(defaults.data(forKey: "none") == nil)",
              "\(defaults.url(forKey: "none") == nil)", "\(defaults.float(forKey: "volume"))", "\(defaults.dictionaryRepresentation().count)",
              "\(suite == nil)", "\(defaults.synchronize())"]
Text(stored.joined(separator: " "))
