// A key path without a root, passed to an initializer whose result's type the context gives
// (`let q: Q<Bird> = Q(sort: \.date)`, SwiftData's `_birds = Query(sort: \.creationDate)`).
struct Q<E> {
    var name: String
    init<V: Comparable>(sort: KeyPath<E, V>) { name = "sorted" }
}
struct Bird { var date: Int }
struct Holder {
    var q: Q<Bird>
    init() { q = Q(sort: \.date) }
}
func run() {
    let q: Q<Bird> = Q(sort: \.date)
    print(q.name)
    print(Holder().q.name)
    print(type(of: q))
}
