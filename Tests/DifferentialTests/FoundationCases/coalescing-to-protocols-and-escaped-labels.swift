// `x ?? 0` where a protocol is wanted (a value of `P`, `CustomStringConvertible`, the `CVarArg`
// of `String(format:)`): swiftc's `T` is the optional's own type, and the literal takes it
// (food-truck's `String(format: "%.0f", (x ?? 0) * 100)`); argument labels written with
// backticks (`init(`class`:)`, `func f(`default`:)`) are the bare words at the call.
import Foundation

protocol Scalar {}
extension Int: Scalar {}
extension Double: Scalar {}

struct Style {
    let name: String
    init(`class`: String) { name = `class` }
    func padded(`default`: Int, `in` width: Int) -> String { "\(name):\(`default`)/\(width)" }
}

func run() {
    let rate: Double? = 0.5
    let missing: Double? = nil
    let scalar: Scalar = rate ?? 0
    let described: CustomStringConvertible = missing ?? 0
    print(scalar as? Double ?? -1, described)
    print(String(format: "%.0f%%", (rate ?? 0) * 100), String(format: "%.1f", missing ?? 2))
    print(Style(class: "card").padded(default: 3, in: 8))
}
