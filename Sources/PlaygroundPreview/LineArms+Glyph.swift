/// Resolving a cell's arms to a box-drawing glyph.
extension LineArms {
    /// The glyph for these arms: exact when Unicode has it, otherwise the nearest one
    /// (double arms degrade to light, then heavy ones too).
    public var glyph: Character {
        if rounded, let arc { return arc }
        if let glyph = Self.table[code] { return glyph }
        let withoutDouble = replacing(.double, with: .light)
        if let glyph = Self.table[withoutDouble.code] { return glyph }
        return Self.table[withoutDouble.replacing(.heavy, with: .light).code] ?? " "
    }

    /// The arc glyph when these are exactly two light arms forming a corner.
    private var arc: Character? {
        switch (up, down, left, right) {
        case (.none, .light, .none, .light): "╭"
        case (.none, .light, .light, .none): "╮"
        case (.light, .none, .none, .light): "╰"
        case (.light, .none, .light, .none): "╯"
        default: nil
        }
    }

    /// A packed index: two bits per arm, up-down-left-right.
    private var code: Int {
        Int(up.rawValue) << 6 | Int(down.rawValue) << 4 | Int(left.rawValue) << 2 | Int(right.rawValue)
    }

    private func replacing(_ weight: LineWeight, with replacement: LineWeight) -> LineArms {
        func swap(_ arm: LineWeight) -> LineWeight { arm == weight ? replacement : arm }
        return LineArms(up: swap(up), down: swap(down), left: swap(left), right: swap(right))
    }

    /// Glyphs by packed arm code, built once from `glyphsByArms`.
    private static let table: [Character?] = {
        var table = [Character?](repeating: nil, count: 256)
        for (arms, glyph) in glyphsByArms {
            let digits = arms.compactMap { $0.wholeNumberValue }
            guard digits.count == 4 else { continue }
            table[digits[0] << 6 | digits[1] << 4 | digits[2] << 2 | digits[3]] = glyph
        }
        return table
    }()

    /// Unicode's box-drawing glyphs keyed by arm weights written as up, down, left, right
    /// digits (0 none, 1 light, 2 heavy, 3 double): "0101" is `┌`.
    private static let glyphsByArms: [String: Character] = [
        "0011": "─", "0022": "━", "1100": "│", "2200": "┃", "0101": "┌", "0102": "┍", "0201": "┎",
        "0202": "┏", "0110": "┐", "0120": "┑", "0210": "┒", "0220": "┓", "1001": "└", "1002": "┕",
        "2001": "┖", "2002": "┗", "1010": "┘", "1020": "┙", "2010": "┚", "2020": "┛", "1101": "├",
        "1102": "┝", "2101": "┞", "1201": "┟", "2201": "┠", "2102": "┡", "1202": "┢", "2202": "┣",
        "1110": "┤", "1120": "┥", "2110": "┦", "1210": "┧", "2210": "┨", "2120": "┩", "1220": "┪",
        "2220": "┫", "0111": "┬", "0121": "┭", "0112": "┮", "0122": "┯", "0211": "┰", "0221": "┱",
        "0212": "┲", "0222": "┳", "1011": "┴", "1021": "┵", "1012": "┶", "1022": "┷", "2011": "┸",
        "2021": "┹", "2012": "┺", "2022": "┻", "1111": "┼", "1121": "┽", "1112": "┾", "1122": "┿",
        "2111": "╀", "1211": "╁", "2211": "╂", "2121": "╃", "2112": "╄", "1221": "╅", "1212": "╆",
        "2122": "╇", "1222": "╈", "2221": "╉", "2212": "╊", "2222": "╋", "0033": "═", "3300": "║",
        "0103": "╒", "0301": "╓", "0303": "╔", "0130": "╕", "0310": "╖", "0330": "╗", "1003": "╘",
        "3001": "╙", "3003": "╚", "1030": "╛", "3010": "╜", "3030": "╝", "1103": "╞", "3301": "╟",
        "3303": "╠", "1130": "╡", "3310": "╢", "3330": "╣", "0133": "╤", "0311": "╥", "0333": "╦",
        "1033": "╧", "3011": "╨", "3033": "╩", "1133": "╪", "3311": "╫", "3333": "╬", "0010": "╴",
        "1000": "╵", "0001": "╶", "0100": "╷", "0020": "╸", "2000": "╹", "0002": "╺", "0200": "╻",
        "0012": "╼", "1200": "╽", "0021": "╾", "2100": "╿",
    ]
}
