// Inserting a collection's elements into an array: at the front, in the middle, at the end,
// from a range, a slice and a mapped array; an empty collection changes nothing.
struct Movie { var id: Int }

func run() {
    var ids = [1, 2, 3]
    ids.insert(contentsOf: [7, 8], at: 1)
    print(ids)
    ids.insert(contentsOf: 10...12, at: ids.count)
    print(ids)
    ids.insert(contentsOf: [Movie(id: 40), Movie(id: 41)].map { $0.id }, at: 0)
    print(ids, ids.count)
    ids.insert(contentsOf: ids[1...2], at: 3)
    ids.insert(contentsOf: [Int](), at: 2)
    print(ids)
}
