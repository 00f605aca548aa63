// A requirement relating two generic parameters' associated types (`A.Element == B.Element`)
// does not make the parameters one type: an array and a set, a range, a string and an array of
// characters combine.
func combined<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    Array(a) + Array(b)
}
func run() {
    print(combined([1, 2], Set([3])))
    print(combined([1, 2], 3...4))
    print(combined("ab", ["c" as Character]))
}
