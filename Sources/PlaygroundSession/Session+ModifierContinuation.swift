import PlaygroundSyntax
import SwiftSyntax

/// A line that starts with a member (`.padding()`, `.tabViewStyle(.page)`) continues the last
/// view entry, as the same line does in a file: pasted code whose modifiers follow a closing
/// brace on their own lines, or a modifier typed to try on the view just shown. Alone, such a
/// line is never valid at the top level (an implicit member has no type to be a member of).
extension Session {
    /// The last view entry with `input` appended, when `input` starts with `.` and that entry
    /// declared nothing, so evaluating it again changes nothing but the view; nil otherwise.
    func modifierContinuation(of input: String) -> String? {
        guard input.trimmingWhitespace().hasPrefix("."), let last = lastView,
              last.source.tree.statements.allSatisfy({ if case .expr = $0.item { true } else { false } }) else { return nil }
        return last.source.text + "\n" + input
    }
}
