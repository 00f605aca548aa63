// A generic value made and at once sent through a method (`Just(items).eraseToAnyPublisher()`
// returned as `AnyPublisher<[Item]?, Never>`): the expected result says the made value's
// generic arguments, and its arguments convert to them (an `Int` becomes an `Int?`).
struct Box<T> { let value: T }
struct Wrap<T> {
    let value: T
    func boxed() -> Box<T> { Box(value: value) }
}
protocol Source {
    associatedtype Output
    var output: Output { get }
}
extension Source {
    func erased() -> Box<Output> { Box(value: output) }
}
struct Constant<Output>: Source {
    let output: Output
    init(_ output: Output) { self.output = output }
}

func maybe(_ n: Int) -> Box<Int?> { Wrap(value: n).boxed() }
func listed(_ names: [String]) -> Box<[String]?> { Constant(names).erased() }
func widened(_ n: Int) -> Box<Double> { return Wrap(value: 2).boxed() }

func run() {
    print(maybe(3).value as Any, type(of: maybe(3)))
    print(listed(["a", "b"]).value ?? [], type(of: listed([])))
    print(widened(1).value, type(of: widened(1)))
}
