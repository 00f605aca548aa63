var log: [String] = []

struct Stack {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
}

func run() {
    var numbers = [1, 2]
    for i in 3...6 { numbers.append(i) }
    numbers.append(contentsOf: 7...8)
    numbers.append(contentsOf: [9])
    numbers.insert(0, at: 0)
    let removed = numbers.remove(at: 1)
    let first = numbers.removeFirst()
    let last = numbers.removeLast()
    print(numbers, removed, first, last)
    let copy = numbers
    numbers.append(100)
    print(copy.count, numbers.count, copy.last ?? -1, numbers.last ?? -1)
    var text = "a"
    for word in ["b", "c"] { text += word }
    text.append("d")
    text.append(contentsOf: "ef")
    let before = text
    text += text
    print(text, before)
    for i in 0..<3 { log.append("entry \(i)") }
    print(log)
    var stack = Stack()
    for i in 0..<3 { stack.push(i * i) }
    stack.items.append(contentsOf: [10, 11])
    print(stack.items)
    var letters = Array("xyz")
    letters.append(contentsOf: "w")
    numbers.removeAll()
    print(letters, numbers.isEmpty)
}
