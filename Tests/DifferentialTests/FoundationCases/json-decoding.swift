// JSONDecoder: synthesized conformances, strategies and DecodingError messages.
struct Coord: Codable { var latitude: Double; var longitude: Double }
struct L: Codable { var id: Int; var name: String; var kind: Kind; var coords: Coord; var tags: [String]; var note: String?
  enum Kind: String, Codable { case lake = "Lake", river }
}
struct S: Codable { var firstName: String; var ageInYears: Int }
func t<T: Decodable>(_ json: String, _ type: T.Type, snake: Bool = false) {
  let d = JSONDecoder()
  if snake { d.keyDecodingStrategy = .convertFromSnakeCase }
  do { let v = try d.decode(T.self, from: json.data(using: .utf8)!); print(v) } catch { print(error); print(error.localizedDescription) }
}
func run() {
t(#"[{"id":1,"name":"a","kind":"Lake","coords":{"latitude":1.5,"longitude":2},"tags":["x"]}]"#, [L].self)
t(#"[{"id":1,"kind":"Lake","coords":{"latitude":1.5,"longitude":2},"tags":["x"]}]"#, [L].self)
t(#"[{"id":"1","name":"a","kind":"Lake","coords":{"latitude":1.5,"longitude":2},"tags":["x"]}]"#, [L].self)
t(#"[{"id":1,"name":null,"kind":"Lake","coords":{"latitude":1.5,"longitude":2},"tags":["x"]}]"#, [L].self)
t(#"[{"id":1,"name":"a","kind":"Sea","coords":{"latitude":1.5,"longitude":2},"tags":["x"]}]"#, [L].self)
t(#"[{"id":1,"name":"a","kind":"Lake","coords":{"latitude":1.5},"tags":["x"]}]"#, [L].self)
t(#"[{"id":1.5,"name":"a","kind":"Lake","coords":{"latitude":1.5,"longitude":2},"tags":[3]}]"#, [L].self)
t(#"{"id":1,"#, [L].self)
t(#"{"a": 1}"#, [String: Int].self)
t(#"{"first_name": "A", "age_in_years": 3}"#, S.self, snake: true)
t(#"3"#, Int.self)
t(#"[1, 2.5, 1e2]"#, [Double].self)
t(#"[300]"#, [Int8].self)
spans()
}

// Ranges are unkeyed `[lower, upper]` containers; sets drop repeated elements.
struct Span: Codable { var r: Range<Double> }
func spans() {
    for json in [#"{"r": [1]}"#, #"{"r": [3, 1]}"#, #"{"r": [1, 2, 3]}"#] {
        do { print(try JSONDecoder().decode(Span.self, from: json.data(using: .utf8)!).r.upperBound) } catch { print(error) }
    }
    print((try? JSONDecoder().decode(Set<Int>.self, from: "[3,1,3]".data(using: .utf8)!))?.sorted() ?? [])
}
