// A type names another's associated type (`Thing.ID`) before the extension that makes it
// conform and gives the witness that infers it (Maccy's `String: Identifiable`, declared after
// the view that lists `[String.ID]`).
struct Selection {
    var current: Thing.ID? = nil
    var names: [String.ID] = []
    func describe() -> String { "\(current.map { "\($0)" } ?? "none") \(names)" }
}
struct Thing {}
extension Thing: Identifiable { var id: Int { 7 } }
extension String: Identifiable { public var id: String { self } }

func run() {
    var selection = Selection()
    print(selection.describe())
    selection.current = Thing().id
    selection.names = ["a", "b"].map(\.id)
    print(selection.describe())
    print(type(of: selection.current), type(of: selection.names))
}
