// A string's UTF-8 view as a sequence of code units: iterated, made an array, mapped,
// searched, counted, and made `Data` (a webhook secret's bytes, a JSON literal's data).
func checksum(_ text: String) -> Int {
    var sum = 0
    for byte in text.utf8 { sum = (sum * 31 + Int(byte)) % 65_521 }
    return sum
}
struct Secret {
    private var bytes: [UInt8]
    init(_ text: String) { bytes = Array(text.utf8) }
    var hex: String { bytes.map { String($0, radix: 16) }.joined() }
    var count: Int { bytes.count }
}
func run() {
    let word = "héllo, 世界"
    print(word.utf8.count, Array(word.utf8).count, word.count)
    print(Array("abc".utf8))
    print(checksum(word), checksum(""))
    print(word.utf8.map { Int($0) }.reduce(0, +), word.utf8.contains(0xE4), word.utf8.first(where: { $0 > 127 }) ?? 0)
    let secret = Secret("key")
    print(secret.hex, secret.count)
    print(Data("{\"a\": 1}".utf8).count)
}
