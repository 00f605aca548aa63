// Implicit members (`.make(n)`, `.zero`) where a generic parameter or an associated type of one
// is wanted: found through the protocols it conforms to, an associated type's own included.
protocol Unit { static func make(_ n: Int) -> Self; static var zero: Self { get } }
struct Meters: Unit, CustomStringConvertible {
    var v: Int
    static func make(_ n: Int) -> Meters { Meters(v: n) }
    static var zero: Meters { Meters(v: 0) }
    var description: String { "\(v)m" }
}
protocol Space { associatedtype Distance: Unit }
protocol Clock { associatedtype Course: Space }
struct Track: Space { typealias Distance = Meters }
struct Stopwatch: Clock { typealias Course = Track }
func build<T: Unit>(_ n: Int) -> T { .make(n) }
func origin<T: Unit>() -> T { .zero }
func step<S: Space>(_ s: S) -> S.Distance { .make(3) }
func lap<C: Clock>(_ c: C) -> C.Course.Distance { .make(400) }
func run() {
    let a: Meters = build(2)
    let b: Meters = origin()
    print(a, b, step(Track()), lap(Stopwatch()))
    let units: [Meters] = [.make(1), .zero, build(5)]
    print(units)
    print(Track.Distance.make(7), Stopwatch.Course.Distance.zero)
}
