// `??` whose sides differ where `Any` is wanted (`[url ?? ""]` as a share sheet's items): both
// sides become `Any`; a URL prints as its text, alone, interpolated and in a collection.
func run() {
    let url: URL? = URL(string: "https://example.com/a?b=1")
    let none: URL? = nil
    let items: [Any] = [url ?? "", none ?? "fallback"]
    let one: Any = none ?? 3
    print(items.count, one)
    print(url!, "\(url!)", [url!], String(describing: url!), String(reflecting: url!))
    print(items[1], items[0])
}
