final class Log {
    var lines: [String] = []
    var text = ""
    var count = 0 {
        didSet { lines.append("count \(count)") }
    }
    func record(_ n: Int) {
        for i in 0..<n {
            lines.append("line \(i)")
            text += "\(i)"
        }
        count = n
    }
}

class Base {
    var items: [Int] = []
}

final class Derived: Base {
    func fill() { for i in 0..<3 { items.append(i * 10) } }
}

struct Stack {
    var items: [Int] = []
    var label = "s"
    mutating func push(_ n: Int) {
        for i in 0..<n { items.append(i) }
        label += "!"
        items.removeFirst()
    }
}

func run() {
    let log = Log()
    log.record(3)
    print(log.lines, log.text)
    let copy = log
    copy.lines.removeAll()
    print(log.lines.count, copy.lines.count)
    var stack = Stack()
    let before = stack
    stack.push(4)
    stack.items.append(99)
    stack.label.append("?")
    print(stack.items, stack.label, before.items, before.label)
    let derived = Derived()
    derived.fill()
    print(derived.items)
}
