// A final `catch let error` or `catch _` handles every error, as a bare `catch` does: a closure
// whose body catches that way does not throw.
struct Failure: Error {}
func run() {
    do { throw Failure() } catch let error { print("caught", error) }
    do { throw Failure() } catch _ { print("caught again") }
    let handler: () -> Void = {
        do { throw Failure() } catch let failure { print("in closure", failure) }
    }
    handler()
}
