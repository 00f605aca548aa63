import Foundation
@testable import PlaygroundRuntime
import Testing

/// Foundation's string methods the playground implements natively: Foundation is the judge.
struct LibraryNativesTests {
    @Test(arguments: [
        "hello world", "hello WORLD", "wide-world", "it's 3rd", "  two  spaces", "élan vital",
        "o'neil mcdonald", "x1y2 z", "under_score", "dot.separated", "ÄÖ öä", "hello\tworld\nnext",
    ])
    func capitalizedMatchesFoundation(_ text: String) {
        #expect(Interpreter.capitalized(text) == text.capitalized)
    }
}
