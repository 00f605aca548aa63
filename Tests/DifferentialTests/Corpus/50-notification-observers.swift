// NotificationCenter's block observers and their tokens, as view models register them.

// MARK: - notification_block_observer
// expect: Text
final class Session {
    var token: (any NSObjectProtocol)?
    var count = 0
    func start() {
        token = NotificationCenter.default.addObserver(forName: Notification.Name("refresh"), object: nil, queue: .main) { _ in
            self.count += 1
        }
        OperationQueue.main.addOperation { self.count += 0 }
    }
    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        NotificationCenter.default.post(Notification(name: Notification.Name("refresh")))
    }
}
Text("observing")
