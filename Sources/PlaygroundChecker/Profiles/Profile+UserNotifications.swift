extension Profile {
    /// UserNotifications: local notifications an app schedules (`UNUserNotificationCenter`),
    /// their content, triggers and the user's authorization. The playground shows no
    /// notifications: requests are kept as pending, and authorization is granted when asked.
    static let userNotificationsSource = #"""
// MARK: UserNotifications

/// A notification's text, badge and sound.
open class UNNotificationContent: NSObject {
    var _title = ""
    var _subtitle = ""
    var _body = ""
    var _badge: NSNumber? = nil
    var _sound: UNNotificationSound? = nil
    var _categoryIdentifier = ""
    var _threadIdentifier = ""
    var _userInfo: [AnyHashable: Any] = [:]
    public override init() { super.init() }
    open var title: String { _title }
    open var subtitle: String { _subtitle }
    open var body: String { _body }
    open var badge: NSNumber? { _badge }
    open var sound: UNNotificationSound? { _sound }
    open var categoryIdentifier: String { _categoryIdentifier }
    open var threadIdentifier: String { _threadIdentifier }
    open var userInfo: [AnyHashable: Any] { _userInfo }
}

/// The content an app fills in before it schedules a notification.
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    open override var subtitle: String {
        get { _subtitle }
        set { _subtitle = newValue }
    }
    open override var body: String {
        get { _body }
        set { _body = newValue }
    }
    open override var badge: NSNumber? {
        get { _badge }
        set { _badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { _sound }
        set { _sound = newValue }
    }
    open override var categoryIdentifier: String {
        get { _categoryIdentifier }
        set { _categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { _threadIdentifier }
        set { _threadIdentifier = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { _userInfo }
        set { _userInfo = newValue }
    }
}

open class UNNotificationSound: NSObject {
    let _name: String
    init(_name: String) {
        self._name = _name
        super.init()
    }
    open class var `default`: UNNotificationSound { UNNotificationSound(_name: "default") }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(_name: "defaultCritical") }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject {
    public let repeats: Bool
    init(_repeats: Bool) {
        self.repeats = _repeats
        super.init()
    }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    public let timeInterval: Double
    public init(timeInterval: Double, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(_repeats: repeats)
    }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(_repeats: repeats)
    }
}

/// A notification to schedule: its identifier, content and trigger.
open class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

public struct UNAuthorizationOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 32)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

public enum UNAuthorizationStatus: Int, Hashable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// What the user allows the app's notifications.
open class UNNotificationSettings: NSObject {
    public let authorizationStatus: UNAuthorizationStatus
    init(_status: UNAuthorizationStatus) {
        self.authorizationStatus = _status
        super.init()
    }
}

/// The app's notification center: the requests scheduled and the user's answer.
open class UNUserNotificationCenter: NSObject {
    static let _shared = UNUserNotificationCenter()
    var _pending: [UNNotificationRequest] = []
    var _status = UNAuthorizationStatus.notDetermined
    public weak var delegate: UNUserNotificationCenterDelegate?
    open class func current() -> UNUserNotificationCenter { _shared }
    /// Keeps the request (replacing one with its identifier) and reports no error.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        _pending.removeAll { $0.identifier == request.identifier }
        _pending.append(request)
        completionHandler?(nil)
    }
    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }
    /// Granted: the simulated user allows what the app asks.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        _status = .authorized
        completionHandler(true, nil)
    }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        _status = .authorized
        return true
    }
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(_status: _status))
    }
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(_status: _status)
    }
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(_pending)
    }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { _pending }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        _pending.removeAll { identifiers.contains($0.identifier) }
    }
    open func removeAllPendingNotificationRequests() { _pending.removeAll() }
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// What an app's delegate hears of notifications; the playground delivers none.
public protocol UNUserNotificationCenterDelegate: AnyObject {}
"""#
}
