// `Array(_:)` of any sequence: a dictionary's key-value pairs, its keys and values, a range,
// a string's characters, a set, a lazy map and another array.
func run() {
    let scores = ["ada": 3]
    let pairs = Array(scores)
    print(pairs.count, pairs[0].key, pairs[0].value)
    print(Array(scores.keys), Array(scores.values))
    print(Array(1...4), Array(0..<2), Array("abc"))
    print(Array(Set([7])), Array([1, 2].lazy.map { $0 * 10 }), Array([5, 6]))
    let sorted = Array(scores).sorted { $0.value > $1.value }
    print(sorted.map(\.key))
}
