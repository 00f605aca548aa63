// Values seen through erasing types, as the standard library prints them: an `AnyHashable`
// by its base (debug-printed inside a collection), `debugDescription` of strings and static
// strings, two metatype values compared and their `ObjectIdentifier`s, a user type's
// `@dynamicMemberLookup` through a key path, and an associated type its method's `[Item]`
// result says.
struct Item { var price: Double; var title: String }

@dynamicMemberLookup
struct Wrapper {
    let item: Item
    subscript<T>(dynamicMember keyPath: KeyPath<Item, T>) -> T { item[keyPath: keyPath] }
}

protocol Source<Element> {
    associatedtype Element
    func elements() -> [Element]
}
struct Words: Source { func elements() -> [String] { ["a", "b"] } }
func first<S: Source<String>>(_ source: S) -> String { source.elements()[0] }

func run() {
    let name: AnyHashable = "Rex"
    let number = AnyHashable(3)
    print(name, number, [name, number], name == AnyHashable("Rex"), name.base)
    let quoted = "say \"hi\"\n"
    let fixed: StaticString = "fixed"
    print(quoted.debugDescription, fixed.debugDescription, fixed.description)
    let kind: Any.Type = Int.self
    let other: Any.Type = String.self
    print(kind == other, kind == Int.self, ObjectIdentifier(kind) == ObjectIdentifier(Int.self))
    let wrapper = Wrapper(item: Item(price: 2, title: "Monthly"))
    print(wrapper.title, 12 * wrapper.price, first(Words()))
}
