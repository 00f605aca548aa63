// A protocol extension written with its primary associated types' arguments (SE-0346):
// `extension Sequence<Fuzzer>` means `extension Sequence where Element == Fuzzer`, as
// home-assistant's zone manager writes it.

// MARK: - protocol_extension_with_primary_arguments
// expect: Text
struct Fuzzer {
    let amount: Int
}
extension Sequence<Fuzzer> {
    func total() -> Int { reduce(0) { $0 + $1.amount } }
}
let fuzzers = [Fuzzer(amount: 2), Fuzzer(amount: 3)]
Text("\(fuzzers.total()) \(fuzzers.reversed().total())")
