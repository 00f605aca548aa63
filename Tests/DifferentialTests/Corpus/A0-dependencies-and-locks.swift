// pointfreeco/swift-dependencies 1 (written from the library's public API): keys with live,
// preview and test values, `DependencyValues` extended by key paths, `@Dependency` by key path
// or by key type, `withDependencies` and `prepareDependencies`; and os's `OSAllocatedUnfairLock`.

// MARK: - dependency_keys_values_and_wrappers
// expect: VStack<TupleView<(Text, Text, Text)>>
final class Services {
    let name: String
    init(_ name: String) { self.name = name }
}
enum ServicesKey: DependencyKey {
    static var liveValue: Services { Services("live") }
}
enum FlagKey: TestDependencyKey {
    static let testValue = false
}
extension DependencyValues {
    var services: Services {
        get { self[ServicesKey.self] }
        set { self[ServicesKey.self] = newValue }
    }
}
struct Reader {
    @Dependency(\.services) var services
    @Dependency(FlagKey.self) var flag
    @Dependency(\.date) var date
    @Dependency(\.date.now) var now
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.context) var context
}
let overridden = withDependencies {
    $0.services = Services("override")
    $0.date = .constant(Date(timeIntervalSince1970: 0))
    $0.date = DateGenerator { Date(timeIntervalSince1970: 1) }
    $0.context = .test
} operation: {
    Reader().services.name
}
let _ = prepareDependencies { $0.calendar = Calendar(identifier: .gregorian) }
let contexts: [DependencyContext] = [.live, .preview, .test]
let keys = [ServicesKey.previewValue.name, ServicesKey.testValue.name, FlagKey.previewValue ? "on" : "off", "\(DateGeneratorKey.liveValue.now == Reader().date())", "\(CalendarKey.liveValue == Reader().calendar)", "\(LocaleKey.liveValue == Reader().locale)"]
VStack {
    Text(overridden)
    Text(keys.joined(separator: " ") + " \(Reader().flag) \(Reader().now == Reader().date.now)")
    Text("\(contexts.count) \(Reader().context == .preview) \(DependencyValues()[FlagKey.self])")
}

// MARK: - allocated_unfair_lock
// expect: Text
let lock = OSAllocatedUnfairLock(initialState: 0)
let plain = OSAllocatedUnfairLock()
let _ = lock.withLock { $0 += 1 }
let value = lock.withLockUnchecked { $0 }
let _ = lock.lock()
let _ = lock.unlock()
let _ = plain.withLock { _ in }
Text("\(value) \(lock.lockIfAvailable())")
