// Ranges read one element at a time: `zip(1..., names)` numbering a list, an endless `2...`
// left with `break`, and a long range left early (none is made into an array first).
func run() {
    let names = ["Ada", "Grace", "Linus"]
    for (number, name) in zip(1..., names) { print(number, name) }
    var found = 0
    for n in 2... { if n * n > 50 { found = n; break } }
    print(found)
    var total = 0
    for i in 0..<1_000_000 { total += i; if i == 10 { break } }
    print(total, Array(zip(0..., "abc")).count)
    for i in stride(from: 0, to: 3, by: 1) { print(i, terminator: " ") }
    for i in stride(from: 3, through: 1, by: -1) { print(i, terminator: " ") }
    for i in 5..<5 { print("never", i) }
    print()
}
