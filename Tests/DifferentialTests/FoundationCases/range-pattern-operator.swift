// The pattern-match operator as code writes it outside `case`: a range holds a status code,
// a score or a fraction; two equatable values match when equal.
func run() {
    let status = 204
    print(200...299 ~= status, 200..<204 ~= status, 0.0...1.0 ~= 0.5, "a" ~= "a", 3 ~= 4)
    let scores = [10, 55, 99]
    print(scores.filter { 50...100 ~= $0 })
    print(scores.map { 0..<50 ~= $0 ? "low" : "high" })
}
