// `prefix(while:)` and `drop(while:)` of strings, substrings, arrays and other collections (a
// reversed string, a range), with a closure that may throw.
struct Stop: Error {}
func run() {
    let ident = "UAL1234"
    print(String(ident.prefix(while: { !$0.isNumber })), Int(String(ident.drop(while: { !$0.isNumber }))) ?? 0)
    let name = "Untitled 12"
    let stem = String(name.reversed().drop(while: { $0.isNumber }).reversed())
    print("[\(stem)]", Array(name.reversed().prefix(while: { $0.isNumber })), ident.dropFirst(1).prefix(while: { $0.isLetter }))
    let numbers = [1, 2, 3, 10, 4]
    print(numbers.prefix(while: { $0 < 3 }), numbers.drop(while: { $0 < 3 }), Array((1...6).drop(while: { $0 < 4 })))
    let taken = try? numbers.prefix(while: { if $0 > 3 { throw Stop() }; return true })
    print(taken == nil, "".prefix(while: { _ in true }).isEmpty, numbers.drop(while: { _ in true }).isEmpty)
}
