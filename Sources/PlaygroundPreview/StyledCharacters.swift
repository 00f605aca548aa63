/// The style of each character of a text in runs, read in the order its lines are drawn.
///
/// Laying text out into lines only drops whitespace where a line breaks and adds `…` where
/// it is cut, so a line's characters are found by walking the runs forward: whitespace the
/// line left out is skipped, and a character the text does not have (`…`) takes the style
/// of the one before it.
struct StyledCharacters {
    private let characters: [(Character, CellStyle)]
    private var position = 0
    private var last: CellStyle?

    init(_ runs: [TextDrawable.Run]) {
        characters = runs.flatMap { run in run.text.map { ($0, run.style) } }
    }

    /// The style of the next drawn character, `character`.
    mutating func style(of character: Character) -> CellStyle? {
        var probe = position
        while probe < characters.count, characters[probe].0 != character, characters[probe].0.isWhitespace {
            probe += 1
        }
        if probe < characters.count, characters[probe].0 == character {
            position = probe + 1
            last = characters[probe].1
        }
        return last
    }
}
