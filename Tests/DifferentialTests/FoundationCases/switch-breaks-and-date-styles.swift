// `break` in a switch case leaves the switch only: the statements after the switch run, in a
// function and in a loop; `continue` in a switch still goes to the loop's next turn. A date
// formatter's date and time styles, as Foundation writes them in en_US.
enum Style: Hashable { case none, short, medium }
func describe(_ style: Style) -> String {
    var parts: [String] = []
    switch style {
    case .none: break
    default: parts.append("styled")
    }
    parts.append("done")
    return parts.joined(separator: " ")
}
func run() {
    print(describe(.none), "|", describe(.medium))
    var total = 0
    for i in 0..<5 {
        switch i {
        case 1: break
        case 3: continue
        default: total += 1
        }
        total += 10
    }
    print(total)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = .medium
    print(formatter.string(from: Date(timeIntervalSinceReferenceDate: 0)))
    formatter.timeStyle = .short
    print(formatter.string(from: Date(timeIntervalSinceReferenceDate: 0)))
}
