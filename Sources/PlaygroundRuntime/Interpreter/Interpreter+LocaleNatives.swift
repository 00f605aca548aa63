import Foundation

/// Foundation's locale data (`NSLocale.isoCountryCodes`, display names), read from the
/// Foundation the playground runs on, so lists and names are Foundation's own.
extension Interpreter {
    /// `_localeList(_:)`, `_localeDisplayName(_:_:_:)`, `_localeIdentifier(fromComponents:)` and
    /// `_localeLocalizedString(_:_:_:)`, or nil for another name.
    func localeNative(_ name: String, args: [Value]) -> Value? {
        switch (name, args.first) {
        case ("_localeList(_:)", .string(let list)?):
            let codes: [String]
            switch list {
            case "isoCountryCodes": codes = NSLocale.isoCountryCodes
            case "isoLanguageCodes": codes = NSLocale.isoLanguageCodes
            case "isoCurrencyCodes": codes = NSLocale.isoCurrencyCodes
            case "availableLocaleIdentifiers": codes = NSLocale.availableLocaleIdentifiers
            default: return nil
            }
            return .array(codes.map(Value.string))
        case ("_localeDisplayName(_:_:_:)", .string(let identifier)?):
            guard args.count == 3, case .string(let key) = args[1], case .string(let value) = args[2] else { return nil }
            let name = NSLocale(localeIdentifier: identifier).displayName(forKey: NSLocale.Key(rawValue: key), value: value)
            return .optional(name.map(Value.string))
        case ("_localeIdentifier(fromComponents:)", .dictionary(let keys, let values)?):
            var components: [String: String] = [:]
            for case (.string(let key), .string(let value)) in zip(keys, values) { components[key] = value }
            return .string(NSLocale.localeIdentifier(fromComponents: components))
        case ("_localeLocalizedString(_:_:_:)", .string(let identifier)?):
            guard args.count == 3, case .string(let kind) = args[1], case .string(let code) = args[2] else { return nil }
            let locale = Locale(identifier: identifier)
            let text: String? = switch kind {
            case "language": locale.localizedString(forLanguageCode: code)
            case "region": locale.localizedString(forRegionCode: code)
            case "identifier": locale.localizedString(forIdentifier: code)
            case "currency": locale.localizedString(forCurrencyCode: code)
            default: nil
            }
            return .optional(text.map(Value.string))
        default:
            return nil
        }
    }
}
