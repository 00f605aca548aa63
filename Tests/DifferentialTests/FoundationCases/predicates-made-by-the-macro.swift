// `#Predicate` with one input and with two, evaluated, and the type it makes, which prints its
// inputs as a pack (`Predicate<Pack{Bird}>`); a body that is one `if` statement.
struct Bird {
    var tag: String
    var visits: Int
}
func run() {
    let limit = 2
    let frequent = #Predicate<Bird> { $0.tag == "wren" && $0.visits > limit }
    let ordered = #Predicate<Int, Int> { first, second in first < second }
    let named = #Predicate<Bird> { bird in
        if bird.tag.isEmpty {
            return false
        } else {
            return bird.tag.starts(with: "w")
        }
    }
    print(type(of: frequent), type(of: ordered))
    print(try! frequent.evaluate(Bird(tag: "wren", visits: 3)), try! frequent.evaluate(Bird(tag: "wren", visits: 1)))
    print(try! ordered.evaluate(1, 2), try! ordered.evaluate(2, 1), try! named.evaluate(Bird(tag: "", visits: 0)), try! named.evaluate(Bird(tag: "wren", visits: 0)))
}
