// A composition of a class and protocols (`Figure & Scalable`, as Core Image's filters are
// `CIFilter & CISepiaTone`): its class's and protocols' members, conversion to the class, casts,
// optionals and arrays of it; and how the runtime names compositions (no `any`, the class first,
// protocols by module then name, `AnyObject` last, `Sendable` left out).
class Figure { var name: String; init(name: String) { self.name = name }; func area() -> Double { 0 } }
class Square: Figure { var side = 2.0; override func area() -> Double { side * side } }
protocol Scalable: AnyObject { var scale: Double { get set }; func scaled() -> Double }
protocol Named { var label: String { get } }
protocol Alpha {}
protocol Zed {}
final class ScaledSquare: Square, Scalable, Named {
    var scale = 3.0
    func scaled() -> Double { area() * scale }
    var label: String { "scaled \(name)" }
}
func make() -> Figure & Scalable { ScaledSquare(name: "sq") }
func describe(_ figure: Figure) -> String { "\(figure.name) \(figure.area())" }
func both(_ value: Figure & Scalable & Named) -> String { value.label }

func run() {
    let s = make()
    s.scale = 2
    let plain: Figure = s
    let maybe: (Figure & Scalable)? = s
    let list: [Figure & Scalable] = [s, ScaledSquare(name: "b")]
    let named = (s as? Figure & Scalable & Named).map(both) ?? "-"
    print(describe(s), s.scaled(), plain === s, maybe?.scale ?? 0, list.count, named, (s as? Square)?.side ?? 0)
    let none: (Figure & Scalable & Named)? = nil
    let a: [any Named & Hashable] = []
    let b: [any Zed & Alpha & Named] = []
    let c: [any Named & AnyObject] = []
    let d: [any Alpha & Hashable] = []
    let e: [any Zed & Equatable & Sendable] = []
    print(type(of: list), type(of: none))
    print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e))
}
