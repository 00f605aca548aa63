// JSONSerialization as view models use it: an object read into [String: Any] with its
// NSNumbers bridged to Int and Double (only when exact), NSNull, nested containers; writing
// compact, pretty-printed and sorted text, with and without escaped slashes; validity; errors.
func run() {
    let text = #"{"name": "Ada", "age": 36, "score": 4.5, "tags": ["a", "b/c"], "admin": true, "none": null, "nested": {"x": 1}}"#
    let object = try! JSONSerialization.jsonObject(with: Data(text.utf8))
    let dict = object as! [String: Any]
    print(dict["name"] as? String ?? "-", dict["age"] as? Int ?? -1, dict["score"] as? Double ?? -1, dict["age"] as? Double ?? -1, dict["admin"] as? Bool ?? false)
    print(dict["tags"] as? [String] ?? [], dict["none"] is NSNull, (dict["nested"] as? [String: Any])?["x"] as? Int ?? 0)
    print(type(of: dict["age"]!), dict["score"] as? Int ?? -7, dict["age"] as? String ?? "nostring")
    let out = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [true, false], "c": "x/y", "d": 2.5, "e": 3.0] as [String: Any], options: [.sortedKeys])
    print(String(decoding: out, as: UTF8.self))
    let pretty = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [1, 2], "n": ["k": NSNull()]] as [String: Any], options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: pretty, as: UTF8.self))
    let slash = try! JSONSerialization.data(withJSONObject: ["u": "a/b\"c\n\u{1}é"], options: [.withoutEscapingSlashes])
    print(String(decoding: slash, as: UTF8.self))
    print(JSONSerialization.isValidJSONObject(["a": 1]), JSONSerialization.isValidJSONObject("x"), JSONSerialization.isValidJSONObject([1.5, Double.nan]))
    do { _ = try JSONSerialization.jsonObject(with: Data("{oops".utf8)); print("parsed") } catch { print("not JSON") }
    do { _ = try JSONSerialization.jsonObject(with: Data("12".utf8)); print("fragment parsed") } catch { print("no fragment") }
    let twelve = try! JSONSerialization.jsonObject(with: Data("12".utf8), options: .fragmentsAllowed)
    print(twelve as? Int ?? 0)
    let list = try! JSONSerialization.jsonObject(with: Data("[1, 2.5, \"x\", -3, 1e3]".utf8)) as! [Any]
    print(list.count, list.compactMap { $0 as? Int }, list.compactMap { $0 as? Double })
    let round = try! JSONSerialization.data(withJSONObject: list)
    print(String(decoding: round, as: UTF8.self))
}
