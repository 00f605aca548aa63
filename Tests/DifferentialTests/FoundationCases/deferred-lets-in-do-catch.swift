enum Failure: Error { case bad }
func compute(_ ok: Bool) throws -> Int { if ok { return 1 }; throw Failure.bad }
func run() {
    let a: Int
    if Bool.random() { a = 1 } else { a = 2 }
    let b: String
    do {
        let v = try compute(true)
        b = "ok \(v)"
    } catch {
        b = "failed"
    }
    let c: Int
    switch a { case 1: c = 10; default: c = 20 }
    print(a > 0)
    print(b)
    print(c > 0)
}
