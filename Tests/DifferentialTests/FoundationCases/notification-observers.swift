// NotificationCenter's block observers: delivered as each notification is posted, by name or
// for every name, until the token is removed; `post(_:)` of a made notification; `===` of
// objects whose class has its own `==` (NSObject's `isEqual` is identity).
final class Counter {
    var ticks = 0
    var all: [String] = []
}
func run() {
    let center = NotificationCenter()
    let tick = Notification.Name("tick"), tock = Notification.Name("tock")
    let counter = Counter()
    let token = center.addObserver(forName: tick, object: nil, queue: nil) { _ in counter.ticks += 1 }
    let everything = center.addObserver(forName: nil, object: nil, queue: nil) { note in counter.all.append(note.name.rawValue) }
    center.post(name: tick, object: nil)
    center.post(Notification(name: tock))
    print(counter.ticks, counter.all)
    center.removeObserver(token)
    center.post(name: tick, object: nil)
    print(counter.ticks, counter.all)
    center.removeObserver(everything)
    center.post(name: tock, object: nil)
    print(counter.ticks, counter.all.count)
    let object = NSObject()
    print(object === object, object == object, object === NSObject(), object !== NSObject())
}
