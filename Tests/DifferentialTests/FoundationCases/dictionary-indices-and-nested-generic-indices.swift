func run() {
    var names: [String: String] = ["a": "artist", "b": "book", "c": "cat"]
    let i = names.firstIndex(where: { $0 == "b" || $1 == "x" })!
    print(names[i].key, names[i].value, i == names.index(forKey: "b")!, names.startIndex < names.endIndex)
    print(names.index(forKey: "zz") == nil, names.index(after: names.startIndex) > names.startIndex)
    let removed = names.remove(at: names.index(forKey: "a")!)
    print(removed.key, removed.value, names.count, names["a"] == nil, names["c", default: "-"])
    var steps = 0
    var position = names.startIndex
    while position != names.endIndex {
        steps += 1
        position = names.index(after: position)
    }
    print(steps, "\(type(of: i))")
    let pairs = ["x", "y", "z"].enumerated()
    let j = pairs.firstIndex(where: { $0.element == "y" })!
    print(pairs[j].offset, pairs[j].element, "\(type(of: j))")
}
