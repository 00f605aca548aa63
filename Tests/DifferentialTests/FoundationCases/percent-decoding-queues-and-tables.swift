// Small Foundation pieces app code leans on: percent-decoding (a deep link's query), a serial
// queue's `sync` as a lock around shared state, a bundle's string table (the app has none,
// so the value or the key), a date formatter's calendar.
final class Counter {
    private let queue = DispatchQueue(label: "counter")
    private var value = 0
    func increment() -> Int {
        queue.sync {
            value += 1
            return value
        }
    }
}
func run() {
    print("caf%C3%A9%20au%20lait".removingPercentEncoding ?? "nil")
    print("100%".removingPercentEncoding ?? "nil", "%zz".removingPercentEncoding ?? "nil", "%+1".removingPercentEncoding ?? "nil")
    print("a%2Fb".removingPercentEncoding ?? "nil", "%FF".removingPercentEncoding ?? "nil")
    let counter = Counter()
    _ = counter.increment()
    print(counter.increment())
    print(DispatchQueue.global().sync { "on a global queue" })
    print(Bundle.main.localizedString(forKey: "greeting", value: "Hello", table: nil))
    print(Bundle.main.localizedString(forKey: "farewell", value: nil, table: "Main"))
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy"
    print(formatter.string(from: Date(timeIntervalSince1970: 0)), formatter.calendar.identifier == .gregorian)
}
