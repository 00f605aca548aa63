class Figure {
    enum Kind { case round, square }
    typealias Size = Double
    var kind: Kind = .round
}
final class Tile: Figure {
    var side: Size = 2
    func describe(_ other: Kind) -> String { "\(kind) \(other) \(side)" }
}
func run() {
    let tile = Tile()
    print(tile.describe(.square))
    tile.kind = .square
    print(tile.describe(.round))
    print(tile.side * 2)
}
