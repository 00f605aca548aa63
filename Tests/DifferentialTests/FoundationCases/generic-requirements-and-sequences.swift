// Generic code over the standard protocols: an initializer a protocol requires called through a
// generic parameter, a protocol's `where RawValue == Int`, `E.AllCases.Index`, a generic
// Hashable as AnyHashable; Sequence members on any sequence (`enumerated`, `dropLast` as an
// array), `shuffle()`, ranges as Equatable values, a static and an instance property of one name.
protocol BE: CaseIterable, RawRepresentable where RawValue == Int {}
enum Side: Int, BE { case left, right }
protocol Named { init(x: Int); var x: Int { get } }
struct N: Named { var x: Int }
func mk<T: Named>(_ t: T.Type) -> T { T(x: 1) }
func fromRaw<E: BE>(_ e: E.Type, _ raw: Int) -> E? { E(rawValue: raw) }
func isOne<E: BE>(_ e: E) -> Bool { e.rawValue == 1 }
func wrap<ID: Hashable>(_ id: ID) -> AnyHashable { let a: AnyHashable = id; return a }
func name<E: BE>(_ e: E.Type, _ i: Int) -> String { "\(E.allCases[i as! E.AllCases.Index])" }
enum Cat: String, CaseIterable {
    case a, b, c, d
    static let some: [Cat] = allCases.dropLast()
    static let fav: [Cat] = [.d] + allCases.dropLast(2)
}
final class VM { var n = 3 }
struct Holder {
    private static let model = VM()
    private let model = Holder.model
    var n: Int { model.n }
}
func positions<Items: RandomAccessCollection>(_ items: Items) -> [Int] { items.enumerated().map { i, _ in i } }
func needsEq<T: Equatable>(_ t: T) -> Bool { t == t }
func run() {
    print(mk(N.self).x, fromRaw(Side.self, 1) as Any, isOne(Side.right))
    print(wrap(3) == AnyHashable(3), name(Side.self, 0), Side.allCases.count)
    print(Cat.some, Cat.fav, Holder().n)
    var xs = [1, 2, 3]
    xs.shuffle()
    let r: ClosedRange<Double>? = 0...1
    print(xs.count, "x".description, positions(["a", "b"]), needsEq(r), (0..<3) == (0..<3))
    print([1, 2, 3].dropLast(), Set([1]).enumerated().map(\.element))
}
