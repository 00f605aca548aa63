// A function value converts to a function type whose result its own result converts to as it
// is: a generic optional to an existential optional, a value to `Any`, a subclass to its
// superclass; an optional of a conforming type converts to an optional existential.
protocol Named { var name: String { get } }
struct Square: Named { var name: String { "square" } }
func describe(_ make: () -> Named?) -> String { make()?.name ?? "none" }
func build<T: Named>(_ value: T) -> String {
    let get = { () -> T? in value }
    return describe(get)
}
class Animal { var sound: String { "..." } }
class Dog: Animal { override var sound: String { "woof" } }
func run() {
    print(build(Square()))
    let format: (Int) -> Any = { (x: Int) -> String in "#\(x)" }
    print(format(1))
    let makeDog = { Dog() }
    let makeAnimal: () -> Animal = makeDog
    print(makeAnimal().sound)
    let square: Square? = Square()
    let erased: Named? = square
    print(erased?.name ?? "")
}
