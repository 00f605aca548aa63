// A `Duration` scaled by a number and divided by another (Gifski's progress), an optional's
// `unsafelyUnwrapped`, and a local variable whose property wrapper takes the attribute's own
// arguments (`@Setting(\.name) var name`, as swift-dependencies' `@Dependency(\.clock)`).
struct Config { var name = "prod"; var retries = 3 }

@propertyWrapper
struct Setting<Value> {
    let wrappedValue: Value
    init(_ keyPath: KeyPath<Config, Value>) { wrappedValue = Config()[keyPath: keyPath] }
}

func run() {
    let total: Duration = .seconds(3)
    let half = total / 2.0
    let twice = total * 2
    print(half.components.seconds, half.components.attoseconds, twice.components.seconds)
    print(total / Duration.seconds(2), (total / 3).components.seconds, (total * 2.5).components.seconds)
    let count: Int? = 4
    print(count.unsafelyUnwrapped + 1)
    @Setting(\.name) var name
    @Setting(\.retries) var retries
    print(name, retries)
}
