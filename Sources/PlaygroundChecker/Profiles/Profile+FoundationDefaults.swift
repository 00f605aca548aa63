extension Profile {
    /// `UserDefaults`: the app's defaults as a fresh install has them, empty at the start of a
    /// session (so transcripts stay the same), kept in memory while it runs.
    ///
    /// Numbers, Booleans and strings convert into each other as Foundation's property lists
    /// do: `string(forKey:)` of a stored `3` is "3", `bool(forKey:)` of "YES" is true.
    static let foundationDefaultsSource = #"""
open class UserDefaults {
    public static let standard = UserDefaults()
    private var values: [String: Any] = [:]
    private var registered: [String: Any] = [:]
    public init() {}
    /// A suite is a store of its own, empty like the standard one.
    public init?(suiteName suitename: String?) {}
    open func object(forKey defaultName: String) -> Any? { values[defaultName] ?? registered[defaultName] }
    open func set(_ value: Any?, forKey defaultName: String) { values[defaultName] = value }
    open func set(_ value: Int, forKey defaultName: String) { values[defaultName] = value }
    open func set(_ value: Double, forKey defaultName: String) { values[defaultName] = value }
    open func set(_ value: Bool, forKey defaultName: String) { values[defaultName] = value }
    open func set(_ value: URL?, forKey defaultName: String) {
        if let value { values[defaultName] = value } else { values[defaultName] = nil }
    }
    open func removeObject(forKey defaultName: String) { values[defaultName] = nil }
    /// Key-value coding's names for `set(_:forKey:)` and `object(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { object(forKey: key) }
    open func string(forKey defaultName: String) -> String? {
        let value = object(forKey: defaultName)
        if let text = value as? String { return text }
        if let number = value as? Int { return "\(number)" }
        if let number = value as? Double { return "\(number)" }
        if let flag = value as? Bool { return flag ? "1" : "0" }
        return nil
    }
    open func array(forKey defaultName: String) -> [Any]? { object(forKey: defaultName) as? [Any] }
    open func dictionary(forKey defaultName: String) -> [String: Any]? { object(forKey: defaultName) as? [String: Any] }
    open func stringArray(forKey defaultName: String) -> [String]? { object(forKey: defaultName) as? [String] }
    open func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }
    open func url(forKey defaultName: String) -> URL? { object(forKey: defaultName) as? URL }
    open func integer(forKey defaultName: String) -> Int { Int(double(forKey: defaultName)) }
    open func double(forKey defaultName: String) -> Double {
        let value = object(forKey: defaultName)
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        if let flag = value as? Bool { return flag ? 1 : 0 }
        if let text = value as? String { return Double(text) ?? 0 }
        return 0
    }
    open func float(forKey defaultName: String) -> Float { Float(double(forKey: defaultName)) }
    open func bool(forKey defaultName: String) -> Bool {
        let value = object(forKey: defaultName)
        if let flag = value as? Bool { return flag }
        if let text = value as? String { return ["YES", "yes", "true", "1"].contains(text) }
        return double(forKey: defaultName) != 0
    }
    /// Values read where none was set.
    open func register(defaults registrationDictionary: [String: Any]) {
        for (key, value) in registrationDictionary { registered[key] = value }
    }
    open func dictionaryRepresentation() -> [String: Any] {
        var all = registered
        for (key, value) in values { all[key] = value }
        return all
    }
    open func removePersistentDomain(forName domainName: String) { values = [:] }
    @discardableResult
    open func synchronize() -> Bool { true }
}
"""#
}
