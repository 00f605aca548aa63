/// The one place where SwiftUI points become terminal cells.
///
/// A terminal cell is about twice as tall as it is wide, so the two axes convert at
/// different ratios:
///
/// | quantity                              | points | columns   | rows      |
/// |---------------------------------------|--------|-----------|-----------|
/// | one cell                              | 8 × 16 | 1         | 1         |
/// | `.padding()` (SwiftUI default)        | 16     | 2         | 1         |
/// | default stack spacing                 | 8      | 1         | 0         |
/// | `Spacer()` default minimum length     | 8      | 1         | 0         |
/// | `.padding(8)`                         | 8      | 1         | 0         |
/// | `.padding(4)`                         | 4      | 0         | 0         |
/// | `spacing: 20`                         | 20     | 2         | 1         |
/// | `.frame(width: 100, height: 50)`      |        | 12        | 3         |
/// | ideal `Color` / shape size            | 10     | 1         | 1         |
/// | `.infinity` (`maxWidth: .infinity`)   | ∞      | unbounded | unbounded |
///
/// Rounding: to the nearest cell, halves rounded down (8pt is half a row, so no row);
/// negative and NaN lengths become 0, infinite ones `unbounded`.
/// Fixed in cells, not points: a border takes one cell on each side whatever its width
/// (heavy lines from `heavyLineWidth` up); list rows are inset by `listRowInset` columns
/// inside the list's box; the implicit root stack uses the default spacing.
public enum Metrics {
    /// Points per terminal column.
    public static let pointsPerColumn: Double = 8
    /// Points per terminal row.
    public static let pointsPerRow: Double = 16
    /// SwiftUI's default padding.
    public static let defaultPadding: Double = 16
    /// SwiftUI's default spacing between stack children.
    public static let defaultSpacing: Double = 8
    /// SwiftUI's default minimum length of a `Spacer`.
    public static let defaultSpacerMinLength: Double = 8
    /// SwiftUI's ideal side of a shape or colour offered no size (10pt: one cell).
    public static let shapeIdealLength: Double = 10
    /// Border and stroke widths from this many points up draw heavy lines.
    public static let heavyLineWidth: Double = 2
    /// Columns between a list's box and its row content, on each side.
    public static let listRowInset = 1
    /// The largest cell count any layout produces; stands for SwiftUI's `.infinity`.
    public static let unbounded = 1 << 30
    /// Deeper subtrees are cut and drawn as `…`, so recursion stays shallow.
    public static let maxNestingDepth = 200

    /// Columns for a horizontal length in points.
    public static func columns(_ points: Double) -> Int {
        cells(points, ratio: pointsPerColumn)
    }

    /// Rows for a vertical length in points.
    public static func rows(_ points: Double) -> Int {
        cells(points, ratio: pointsPerRow)
    }

    /// Cells for a length in points along `axis`.
    public static func cells(_ points: Double, along axis: Axis) -> Int {
        axis == .horizontal ? columns(points) : rows(points)
    }

    /// The column of a horizontal position in points (a custom layout's placement), to the
    /// nearest cell with halves rounded down, as lengths are; negative positions too.
    public static func column(atPoint x: Double) -> Int {
        position(x, ratio: pointsPerColumn)
    }

    /// The row of a vertical position in points; see `column(atPoint:)`.
    public static func row(atPoint y: Double) -> Int {
        position(y, ratio: pointsPerRow)
    }

    /// A length in cells along one axis as points (a custom layout's proposals and answers);
    /// `unbounded` is infinite.
    public static func points(_ cells: Int, along axis: Axis) -> Double {
        if cells >= unbounded { return .infinity }
        return Double(cells) * (axis == .horizontal ? pointsPerColumn : pointsPerRow)
    }

    private static func position(_ points: Double, ratio: Double) -> Int {
        guard !points.isNaN else { return 0 }
        let exact = (points / ratio - 0.5).rounded(.up)
        return Int(max(-Double(unbounded), min(Double(unbounded), exact)))
    }

    /// Clamps a cell count to `0...unbounded`.
    public static func clampCells(_ cells: Int) -> Int {
        min(max(0, cells), unbounded)
    }

    private static func cells(_ points: Double, ratio: Double) -> Int {
        guard !points.isNaN, points > 0 else { return 0 }
        let exact = points / ratio
        guard exact < Double(unbounded) else { return unbounded }
        let shifted = exact - 0.5
        let whole = Int(shifted)
        return clampCells(Double(whole) < shifted ? whole + 1 : whole)
    }
}
