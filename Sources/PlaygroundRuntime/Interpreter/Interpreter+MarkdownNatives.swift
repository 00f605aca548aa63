import SwiftSyntax

/// The hooks `Text`'s Markdown is written on in the profile: a localized string's runs
/// (`InlineMarkdown`), and an interpolated value escaped so it shows as written.
extension Interpreter {
    /// The implementation of `name`, or nil when it is not one of these.
    func markdownNative(_ name: String, args: [Value]) -> Value? {
        switch (name, args.first) {
        case ("_markdownRuns(_:)", .string(let text)?):
            guard InlineMarkdown.mayHaveMarkup(text) else { return .array([]) }
            return .array(InlineMarkdown(text).runs.map { run in
                .tuple([.string(run.text), .int(run.style.rawValue), .string(run.link ?? "")])
            })
        case ("_markdownEscaped(_:)", .string(let text)?):
            return .string(InlineMarkdown.escaped(text))
        default:
            return nil
        }
    }
}
