// Types declared in the bodies of methods, initializers, property getters and nested types'
// methods: each is known by its name in its body (and prints as Swift prints a local type,
// without its module).
struct API {
    func body(for name: String) -> String {
        struct RenameBody: Encodable { let name: String; var shouted: String { name.uppercased() } }
        return RenameBody(name: name).shouted
    }
    enum Kind {
        case a
        func label() -> String {
            enum Prefix { case x, y }
            return "\(Prefix.y) \([Prefix.x, .y].count)"
        }
    }
    static func printLocal() {
        struct Named { let name: String }
        print(Named(name: "n"), type(of: Named(name: "n")))
    }
    var summary: String {
        enum Step: String { case first, second }
        func join(_ steps: [Step]) -> String { steps.map(\.rawValue).joined(separator: "+") }
        return join([.first, .second])
    }
    init() {
        struct Unique: Equatable {}
        print(Unique() == Unique())
    }
}
func run() {
    API.printLocal()
    print(API().body(for: "n"), API.Kind.a.label(), API().summary)
}
