// Random numbers drawn from a program's own generator (`using: &generator`) are Swift's: Backyard
// Birds' and Food Truck's generators seeded through `srand48`/`drand48`, a counter, and the
// standard library's algorithms for integers, doubles, elements and shuffles. Needs UInt64 past Int.max.
struct SeededRandomGenerator: RandomNumberGenerator {
    init(seed: Int) {
        srand48(seed)
    }
    func next() -> UInt64 {
        UInt64(drand48() * 0x1.0p64) ^ UInt64(drand48() * 0x1.0p16)
    }
}
struct TruckGenerator: RandomNumberGenerator {
    init(seed: Int) { srand48(seed) }
    func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
}
struct Counter: RandomNumberGenerator {
    var state: UInt64 = 0
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return state
    }
}
func run() {
    var random = SeededRandomGenerator(seed: 1)
    print(Int.random(in: 1...3, using: &random), Int.random(in: 0..<10, using: &random), Int.random(in: -5..<5, using: &random))
    print(Double.random(in: 0.2..<0.8, using: &random), Double.random(in: 0...1, using: &random))
    let foods = ["sunflower", "suet", "nyjer", "millet"]
    print(foods.randomElement(using: &random)!, foods.shuffled(using: &random), Bool.random(using: &random))
    var truck = TruckGenerator(seed: 5)
    print((0..<6).map { _ in Int.random(in: 0..<100, using: &truck) })
    var counter = Counter()
    print(Int.random(in: Int.min...Int.max, using: &counter), Double.random(in: 0..<86400, using: &counter))
    var numbers = Array(1...8)
    numbers.shuffle(using: &counter)
    print(numbers, drand48())
    srand48(42)
    print(drand48(), drand48())
}
