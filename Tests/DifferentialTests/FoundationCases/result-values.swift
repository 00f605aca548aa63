// The standard library's `Result`: made from a throwing call, switched over, mapped, and
// compared, as completion handlers and view models use it.
enum LoadError: Error { case offline, empty }
func load(_ ok: Bool) -> Result<[String], LoadError> { ok ? .success(["a", "b"]) : .failure(.offline) }
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw LoadError.empty }
    return n
}
func describe(_ result: Result<[String], LoadError>) -> String {
    switch result {
    case .success(let items): return "items \(items.count)"
    case .failure(let error): return "failed \(error)"
    }
}
func run() {
    print(describe(load(true)), describe(load(false)), load(true).map { $0.count }, (try? load(true).get()) ?? [])
    print(Result { try parse("4") }, Result { try parse("x") }, load(false) == .failure(.offline))
    print(load(true).flatMap { items in items.isEmpty ? .failure(.empty) : .success(items.first!) })
    print(load(false).mapError { _ in LoadError.empty })
    if case .success(let items) = load(true) { print(items.joined(separator: ",")) }
}
