// A local function may be called above its declaration in the same block (Backyard Birds'
// `generateBird(species:)`): it sees the block's variables as they are when it is called.
func run() {
    var log: [String] = []
    var count = 0
    for name in ["a", "b"] {
        record(name)
    }
    let suffix = "!"
    record("c")
    func record(_ name: String) {
        count += 1
        log.append(name + "\(count)")
    }
    print(log, count, suffix)
    func twice(_ n: Int) -> Int { n <= 0 ? 0 : 2 + twice(n - 1) }
    print(twice(3))
    print(describe(count))
    func describe(_ n: Int) -> String { "count \(n)\(suffix)" }
}
