import PlaygroundChecker
import PlaygroundRuntime

/// Entries whose result is not drawn (a `String` or an array built with a user's result
/// builder): the session prints the type and the value, as `print(type(of: x))` and `print(x)` would.
extension Session {
    /// The output of a value entry, or nil when the result is a view (or views) to draw.
    func valueEntryText(_ value: Value, type: SwiftType) -> String? {
        if ViewGraph(interpreter: interpreter).draws(type) { return nil }
        var parts: [String] = []
        if options.sections.contains(.type) { parts.append(type.entryDescription + "\n") }
        parts.append(value.description + "\n")
        return parts.joined(separator: "\n")
    }
}
