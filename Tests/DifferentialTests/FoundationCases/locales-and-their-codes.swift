// NSLocale's lists of codes and the names Foundation gives codes, and Locale's localized names.
func run() {
    let countries = NSLocale.isoCountryCodes
    print(countries.count, countries.contains("FR"), countries.firstIndex(of: "DE") != nil)
    let id = NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: "FR"])
    let english = NSLocale(localeIdentifier: "en_US")
    print(id, english.displayName(forKey: NSLocale.Key.identifier, value: id) ?? "none")
    print(english.displayName(forKey: .countryCode, value: "JP") ?? "none", english.displayName(forKey: .languageCode, value: "de") ?? "none")
    let locale = Locale(identifier: "en_US")
    print(locale.localizedString(forLanguageCode: "es") ?? "none", locale.localizedString(forRegionCode: "BR") ?? "none", locale.localizedString(forIdentifier: "pt_BR") ?? "none", locale.localizedString(forCurrencyCode: "EUR") ?? "none")
    print(locale.language.languageCode?.identifier ?? "none", NSLocale.isoLanguageCodes.contains("fr"), NSLocale.isoCurrencyCodes.contains("USD"), NSLocale.availableLocaleIdentifiers.contains("en_US"))
    print(NSLocale.Key.languageCode.rawValue, NSLocale.Key.scriptCode.rawValue, NSLocale.Key.currencyCode.rawValue)
}
