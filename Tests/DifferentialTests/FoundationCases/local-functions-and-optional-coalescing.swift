// A local function sees the locals declared before it (and calls itself), and `??` between
// two optionals of an existential keeps the `T?` overload: nothing stored stays nil. An array
// literal with an element that is `Any` already is `[Any]`.
func run() {
    let base = 10
    var calls = 0
    func scaled(_ x: Int) -> Int {
        calls += 1
        return x * base
    }
    func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
    print(scaled(2), scaled(3), calls, factorial(5))
    let values: [String: Any] = ["a": 1]
    let fallback: [String: Any] = ["b": "two"]
    func lookup(_ key: String) -> Any? { values[key] ?? fallback[key] }
    print(lookup("a") as? Int ?? 0, lookup("b") as? String ?? "", lookup("c") == nil)
    let maybe: Any? = nil
    let other: Any? = 3
    print((maybe ?? other) as? Int ?? -1, (maybe ?? maybe) == nil)
    let mixed = [true, other as Any, "three"]
    print(mixed.count, mixed[1] as? Int ?? 0)
}
