// `if` and `switch` as values (SE-0380), `defer`, tuple assignment, zero initializers,
// `Int(_:radix:)`, and an array literal of values and optionals: what a hex colour
// initializer and a view model's helpers write.
func grade(_ score: Int) -> String {
    let letter: String = if score >= 90 { "A" } else if score >= 80 { "B" } else { "C" }
    return letter
}
func size(_ count: Int) -> String {
    switch count {
    case 0: "empty"
    case 1...3: "few"
    default: "many"
    }
}
func sign(_ value: Int) -> Int {
    return if value < 0 { -1 } else if value == 0 { 0 } else { 1 }
}
enum Failure: Error { case negative }
func checked(_ value: Int) throws -> Int {
    let result = if value >= 0 { value * 2 } else { throw Failure.negative }
    return result
}
var log: [String] = []
func counted() -> Int {
    var count = 0
    defer { log.append("first defer saw \(count)") }
    defer { count += 10; log.append("second defer made \(count)") }
    count = 1
    return count
}
func rgb(_ hex: String) -> (UInt64, UInt64, UInt64) {
    var int = UInt64()
    _ = Scanner(string: hex).scanHexInt64(&int)
    let red, green, blue: UInt64
    switch hex.count {
    case 3: (red, green, blue) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
    case 6: (red, green, blue) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
    default: (red, green, blue) = (0, 0, 0)
    }
    return (red, green, blue)
}
func run() {
    print(grade(95), grade(85), grade(10), size(0), size(2), size(9), sign(-5), sign(0), sign(3))
    print((try? checked(4)) ?? -1, (try? checked(-4)) ?? -1)
    print(counted(), log)
    var a = 1, b = 2
    (a, b) = (b, a)
    var point = (x: 0, y: 0)
    (point.x, _) = (7, 8)
    print(a, b, point.x, point.y, rgb("ff8800"), rgb("0f0"))
    print(String().isEmpty, Int(), Double(), Bool(), Int("ff", radix: 16) ?? -1, Int("zz", radix: 16) ?? -1)
    let title = "Title"
    let subtitle: String? = nil
    print([title, subtitle].compactMap { $0 }.joined(separator: " · "), [title, nil, "c"].count)
    let labels = [1, 5, 12].map { if $0 > 9 { "big" } else { "small" } }
    let described = labels.map { label in switch label { case "big": 2 default: 1 } }
    print(labels, described)
}
