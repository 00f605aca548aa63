// Scanner reading a hex colour, words and numbers; LengthFormatter's en_US output.
func scans() -> String {
    let s = Scanner(string: "  0x1F rest 42 and-7")
    var hex: UInt64 = 0
    var n = 0
    let ok = s.scanHexInt64(&hex)
    let word = s.scanString("REST")
    let ok2 = s.scanInt(&n)
    let up = s.scanUpToString("-")
    var m = 0
    let ok3 = s.scanInt(&m)
    return "\(ok) \(hex) \(word ?? "nil") \(ok2) \(n) \(up ?? "nil") \(ok3) \(m) \(s.isAtEnd)"
}
func lengths() -> String {
    let f = LengthFormatter()
    var out: [String] = []
    for v in [4.6, 10.0, 1234.5678, 0.0, 12.25] {
        out.append(f.string(fromValue: v, unit: .kilometer) + " " + f.string(fromValue: v, unit: .meter) + " " + f.string(fromValue: v, unit: .mile) + " " + f.string(fromValue: v, unit: .foot))
    }
    out.append(f.string(fromMeters: 1500) + " " + f.string(fromValue: 1, unit: .inch) + " " + f.string(fromValue: 2, unit: .centimeter) + " " + f.string(fromValue: 3, unit: .millimeter) + " " + f.string(fromValue: 4, unit: .yard))
    return out.joined(separator: "\n")
}
func run() {
    print(scans())
    print(lengths())
}
