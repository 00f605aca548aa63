// `error as NSError`: a Swift error bridges with its type's qualified name as the domain and
// its case's number as the code (cases with payloads first), a LocalizedError's description,
// and an NSError is itself.
enum LoadError: Error { case missing(String), offline, timeout }
struct Failure: Error {}
enum Friendly: LocalizedError {
    case bad
    var errorDescription: String? { "Something bad" }
}
func run() {
    let a = LoadError.timeout as NSError
    let b = LoadError.missing("x") as NSError
    let c = Failure() as NSError
    print(a.domain, a.code, b.code, c.domain, c.code)
    let f: Error = Friendly.bad
    let ns = f as NSError
    print(ns.domain, ns.code, ns.localizedDescription)
    let original = NSError(domain: "d", code: 3)
    let again = (original as Error) as NSError
    print(again === original, again.code)
}
