// An implicit member chain may run through a subscript, and its head need not be of the chain's
// type (Backyard Birds' `colors: .hummingbirdPalettes[0]`): only the chain's result is converted.
struct Palette: Equatable {
    var name: String
    static let warm: [Palette] = [Palette(name: "sunset"), Palette(name: "ember")]
    static let named: [String: Palette] = ["sky": Palette(name: "sky")]
    var brighter: Palette { Palette(name: name + "+") }
}
struct Bird {
    var colors: Palette
    var backup: Palette?
}
func run() {
    let bird = Bird(colors: .warm[1], backup: .warm[0].brighter)
    print(bird.colors.name, bird.backup?.name ?? "-")
    let other = Bird(colors: .warm[0].brighter, backup: .named["sky"])
    print(other.colors.name, other.backup?.name ?? "-")
    let same: Bool = bird.colors == .warm[1]
    print(same)
}
