// A generic type nested in a generic one keeps its own constraints (they were said of the outer
// type's parameter): declared inside the type and in an extension of it.
protocol Areal { func area() -> Int }
struct Sq: Areal { func area() -> Int { 4 } }
enum Ctx<T> {
    struct Provider<Content: Areal> {
        let value: T
        let content: () -> Content
        func area() -> Int { content().area() }
    }
}
extension Ctx {
    struct Other<C: Areal> {
        let c: C
        func area() -> Int { c.area() + 1 }
    }
}
func run() {
    print(Ctx<String>.Provider(value: "x") { Sq() }.area())
    print(Ctx<Int>.Other(c: Sq()).area())
    print(type(of: Ctx<String>.Provider(value: "x") { Sq() }))
}
