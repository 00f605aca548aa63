// UserNotifications: content, triggers, requests, the center's scheduling and authorization.

// MARK: - local_notification_scheduled_from_a_button
// expect: Button<Text>
struct DonutTimer: View {
    var body: some View {
        Button("Start timer") {
            let content = UNMutableNotificationContent()
            content.title = "Donuts are done!"
            content.subtitle = "Batch 3"
            content.body = "Time to take them out of the oven."
            content.badge = NSNumber(value: 1)
            content.sound = .default
            content.categoryIdentifier = "timer"
            content.threadIdentifier = "oven"
            content.userInfo = ["batch": 3]
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            let request = UNNotificationRequest(identifier: "donuts", content: content, trigger: trigger)
            UNUserNotificationCenter.current().add(request) { error in
                print(error == nil ? "Posted local notification." : "Error")
            }
        }
    }
}
DonutTimer().body

// MARK: - notification_authorization_and_pending_requests
// expect: Text
final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {}
func checkAsync() async throws -> Int {
    let center = UNUserNotificationCenter.current()
    _ = try await center.requestAuthorization(options: [.alert])
    let settings: UNNotificationSettings = await center.notificationSettings()
    try await center.add(UNNotificationRequest(identifier: "a", content: UNNotificationContent(), trigger: nil))
    let pending = await center.pendingNotificationRequests()
    return pending.count + settings.authorizationStatus.rawValue
}
func scheduleAndReport() -> String {
    let center = UNUserNotificationCenter.current()
    let options: UNAuthorizationOptions = [.alert, .badge, .sound, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional]
    var statuses: [UNAuthorizationStatus] = [.notDetermined, .denied, .authorized, .provisional, .ephemeral]
    var granted = false
    center.requestAuthorization(options: options) { answer, _ in granted = answer }
    center.getNotificationSettings { settings in statuses.append(settings.authorizationStatus) }
    let morning = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
    let plain = UNNotificationContent()
    center.add(UNNotificationRequest(identifier: "morning", content: plain, trigger: morning))
    var pending: [String] = []
    center.getPendingNotificationRequests { requests in pending = requests.map(\.identifier) }
    center.removePendingNotificationRequests(withIdentifiers: ["morning"])
    center.removeAllPendingNotificationRequests()
    center.removeAllDeliveredNotifications()
    center.setBadgeCount(0)
    center.delegate = NotificationDelegate()
    let sounds = [UNNotificationSound.default, UNNotificationSound.defaultCritical]
    let trigger: UNNotificationTrigger = morning
    return "\(granted) \(pending) \(statuses.count) \(sounds.count) \(trigger.repeats) \(morning.dateComponents.hour ?? 0) \(plain.title.isEmpty)"
}
Text(scheduleAndReport())
