// A predicate given to a SwiftData-style query, written without its input type where the
// context says it (`FetchDescriptor<Bird>(predicate: #Predicate { … })` in the playground); here
// a generic function stands for the descriptor, as swiftc's Foundation has no SwiftData.
struct Bird {
    var name: String
    var isFavorite: Bool
}
func fetch(_ birds: [Bird], where predicate: Predicate<Bird>? = nil) -> [String] {
    birds.filter { bird in (try? predicate?.evaluate(bird)) ?? true }.map(\.name)
}
func run() {
    let birds = [Bird(name: "Wren", isFavorite: true), Bird(name: "Robin", isFavorite: false), Bird(name: "Finch", isFavorite: true)]
    print(fetch(birds))
    print(fetch(birds, where: #Predicate { $0.isFavorite }))
    let named = "Robin"
    print(fetch(birds, where: #Predicate { bird in bird.name == named || !bird.isFavorite }))
}
