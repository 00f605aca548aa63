// Capture lists copy values where the closure is written: `[n]` keeps the value `n` had,
// `[m = n * 10]` an expression's, `[weak box]` an optional of the object; a closure without a
// capture list reads the variable as it is when it runs.
final class Box { var value = 1 }

func run() {
    var n = 1
    let copied = { [n] in print("copied", n) }
    let computed = { [m = n * 10, label = "total"] in print(label, m) }
    let live = { print("live", n) }
    n = 5
    copied(); computed(); live()
    let box = Box()
    let weakly = { [weak box] in print("weak", box?.value ?? 0) }
    let strongly = { [box] in print("strong", box.value) }
    box.value = 7
    weakly(); strongly()
    var makers: [() -> Int] = []
    for i in 0..<3 { makers.append({ [i] in i * i }) }
    print(makers.map { $0() }, n)
}
