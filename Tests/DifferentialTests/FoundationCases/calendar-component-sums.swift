func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = Date(timeIntervalSince1970: 86_400 * 30)
    let later = calendar.date(byAdding: DateComponents(month: 1, day: 2, hour: 3), to: start)!
    let earlier = calendar.date(byAdding: DateComponents(year: -1, minute: -30, second: 15), to: start)!
    print(later.timeIntervalSince1970, earlier.timeIntervalSince1970)
    let endOfMonth = Date(timeIntervalSince1970: 86_400 * 30)
    let clamped = calendar.date(byAdding: DateComponents(month: 1), to: endOfMonth)!
    print(clamped.timeIntervalSince1970, calendar.date(byAdding: DateComponents(), to: start)! == start)
    let next = calendar.date(byAdding: DateComponents(day: 40), to: start)!
    print(calendar.component(.month, from: next), calendar.component(.day, from: next))
}
