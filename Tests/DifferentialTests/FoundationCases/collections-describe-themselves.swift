// A collection's `description`: what `print` writes, with its elements' quotes and optionals,
// and `String(describing:)` of the same.
func run() {
    let ids = [1, 2, 3]
    print(ids.description, ["a", "b"].description)
    print([Optional(1), nil].description, [[1], []].description)
    print(["k": 1].description, Set([4]).description)
    let label = "tokens: " + ids.description
    print(label, String(describing: ids) == ids.description)
}
