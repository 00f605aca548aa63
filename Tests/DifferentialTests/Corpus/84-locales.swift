// NSLocale's lists of codes (`isoCountryCodes`, `isoLanguageCodes`, `isoCurrencyCodes`,
// `availableLocaleIdentifiers`), identifiers from components, display names and its keys;
// Locale's names of codes and its language.

// MARK: - nslocale_codes_in_a_picker
// expect: Picker<Text, Int, ForEach<Range<Int>, Int, Text>>
struct RegionPicker: View {
    @State private var selected = 0
    var body: some View {
        let english = NSLocale(localeIdentifier: "en_US")
        let names = NSLocale.isoCountryCodes.prefix(3).map { code -> String in
            let id = NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: code])
            return english.displayName(forKey: NSLocale.Key.identifier, value: id) ?? code
        }
        return Picker("Region", selection: $selected) {
            ForEach(0..<names.count, id: \.self) { Text(names[$0]) }
        }
    }
}
RegionPicker().body

// MARK: - locale_names_and_keys
// expect: Text
let english = NSLocale(localeIdentifier: "en_US")
let keys: [NSLocale.Key] = [.identifier, .languageCode, .countryCode, .scriptCode, .currencyCode]
let lists = [NSLocale.isoLanguageCodes.count, NSLocale.isoCurrencyCodes.count, NSLocale.availableLocaleIdentifiers.count, NSLocale.preferredLanguages.count]
let names = [english.localizedString(forCountryCode: "IT"), english.localizedString(forLanguageCode: "de"), english.localizedString(forLocaleIdentifier: "fr_CA")]
let locale: Locale = NSLocale.current
let language: Locale.Language = locale.language
let code: Locale.LanguageCode? = language.languageCode
let localized = [locale.localizedString(forLanguageCode: "es"), locale.localizedString(forRegionCode: "BR"), locale.localizedString(forIdentifier: "pt_BR"), locale.localizedString(forCurrencyCode: "EUR")]
Text("\(english.localeIdentifier) \(keys.count) \(lists.count) \(names.count) \(code?.identifier ?? "") \(localized.count)")
