// A date's distance to another and a date advanced by an interval (`Date: Strideable`), as
// backyard-birds' snapshots merge those close in time.
func run() {
    let start = Date(timeIntervalSinceReferenceDate: 100)
    let end = start.advanced(by: 3_600)
    print(start.distance(to: end), end.distance(to: start), end.timeIntervalSince(start))
    let gaps = [start, end, end.advanced(by: 60)].map { start.distance(to: $0) }
    print(gaps, start < end.advanced(by: -3_601))
    let hours = stride(from: 0.0, through: start.distance(to: end), by: 1_800).map { start.advanced(by: $0).timeIntervalSinceReferenceDate }
    print(hours)
}
