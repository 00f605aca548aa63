final class Dispatcher {
    static weak var current: Dispatcher?
    static var count: Int?
    let name = "d"
}
func run() {
    print(Dispatcher.current == nil, Dispatcher.count ?? -1)
    let d = Dispatcher()
    Dispatcher.current = d
    Dispatcher.count = 3
    print(Dispatcher.current?.name ?? "-", Dispatcher.count ?? -1)
    Dispatcher.current = nil
    print(Dispatcher.current == nil)
}
