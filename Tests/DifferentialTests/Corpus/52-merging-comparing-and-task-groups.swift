// Dictionaries merged, strings compared as Foundation compares them, generic floating-point
// members, the device's languages, and task groups, as models and view code use them.

// MARK: - dictionary_merge_and_merging
// expect: Text
func mergedTotals() -> [String: Int] {
    var totals = ["a": 1]
    totals.merge(["b": 2]) { $0 + $1 }
    totals.merge([("c", 3)]) { old, _ in old }
    return totals.merging(["a": 5]) { max($0, $1) }
}
Text("\(mergedTotals().count)")

// MARK: - comparison_results
// expect: Text
let order: ComparisonResult = "b".localizedCompare("a")
let names = ["b", "A"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
let same = "x".caseInsensitiveCompare("X") == .orderedSame && "a".compare("b") == .orderedAscending
let found = "Hello".localizedCaseInsensitiveContains("hell") || "Hello".localizedStandardContains("lo")
Text("\(order.rawValue) \(names) \(same) \(found) \(order == .orderedDescending)")

// MARK: - generic_floating_point_members
// expect: Text
func describe<T: BinaryFloatingPoint>(_ x: T) -> String {
    let checks = [x.isFinite, x.isNaN, x.isInfinite, x.isZero]
    let parts = (x.rounded(), x.squareRoot(), x.truncatingRemainder(dividingBy: 2), T.pi, T.infinity)
    return "\(checks) \(parts.0 + parts.1 + parts.2 + parts.3 < parts.4)"
}
Text(describe(2.5) + describe(Float(1)))

// MARK: - preferred_languages
// expect: Text
let languages: [String] = Locale.preferredLanguages
let code: String? = Locale.current.languageCode
let region: String? = Locale.current.regionCode
Text("\(languages.first ?? "") \(code ?? "") \(region ?? "")")

// MARK: - task_group_results
// expect: Text
func squares() async -> [Int] {
    await withTaskGroup(of: Int.self) { group in
        for n in 1...3 { group.addTask { n * n } }
        let added: Bool = group.addTaskUnlessCancelled { 0 }
        var all: [Int] = []
        for await value in group { all.append(value) }
        if added && !group.isCancelled { group.cancelAll() }
        await group.waitForAll()
        return all
    }
}
func counted() async -> Int {
    await withTaskGroup(of: Void.self, returning: Int.self) { group in
        group.addTask {}
        return group.isEmpty ? 0 : 1
    }
}
Text("squares")

// MARK: - throwing_task_group
// expect: Text
struct LoadFailure: Error {}
func load(_ ids: [Int]) async throws -> [String] {
    try await withThrowingTaskGroup(of: String.self) { group in
        for id in ids {
            group.addTask {
                if id < 0 { throw LoadFailure() }
                return "item \(id)"
            }
        }
        var loaded: [String] = []
        while let item = try await group.next() { loaded.append(item) }
        try await group.waitForAll()
        return loaded
    }
}
Text("loading")
