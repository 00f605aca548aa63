import Testing
@testable import PlaygroundPreview

/// Swift Charts' `Chart` in text: bars, stacked series, points, rules, categories that are
/// CJK or too long, a pie's shares, and no data.
@Suite struct ChartDrawingTests {
    @Test func barsOverCategoriesWithATargetRule() {
        let chart = ChartDrawable(marks: [
            .init(kind: "bar", x: "Mon", y: 3), .init(kind: "bar", x: "Tue", y: 7), .init(kind: "bar", x: "Wed", y: 5),
            .init(kind: "rule", y: 4),
        ])
        #expect(render(chart) == """
            7 ┤    ██
              │    ██
              │    ██  ██
              │╌╌╌╌██╌╌██╌╌
              │██  ██  ██
              │██  ██  ██
              │██  ██  ██
            0 ┤██  ██  ██
              └────────────
               Mon Tue Wed
            """)
    }

    @Test func seriesStackWithALegendAndWideLabelsAreCut() {
        let chart = ChartDrawable(marks: [
            .init(kind: "bar", x: "東京", y: 2, series: "甜甜圈"), .init(kind: "bar", x: "東京", y: 2, series: "Bagels"),
            .init(kind: "bar", x: "San Francisco", y: 3, series: "甜甜圈"),
        ])
        #expect(render(chart, width: 40) == """
            4 ┤▓▓▓▓▓▓▓
              │▓▓▓▓▓▓▓
              │▓▓▓▓▓▓▓  ███████
              │███████  ███████
              │███████  ███████
              │███████  ███████
              │███████  ███████
            0 ┤███████  ███████
              └──────────────────
               東京     San Fra…
               █ 甜甜圈  ▓ Bagels
            """)
    }

    @Test func pointsOfNumbersInOrderWithSymbolsPerSeries() {
        let chart = ChartDrawable(marks: [
            .init(kind: "line", x: "3", xNumber: 3, y: 9, series: "a"), .init(kind: "line", x: "1", xNumber: 1, y: 1, series: "a"),
            .init(kind: "point", x: "2", xNumber: 2, y: 4, series: "b"),
        ])
        #expect(render(chart) == """
            9 ┤         ●
              │
              │
              │
              │     ◆
              │
              │ ●
            0 ┤
              └────────────
               1   2   3
               ● a  ◆ b
            """)
    }

    @Test func aPieListsItsShares() {
        let chart = ChartDrawable(marks: [.init(kind: "sector", y: 30, series: "Glazed"), .init(kind: "sector", y: 10, series: "Plain")])
        #expect(render(chart) == """
            ◔ Glazed 30 (75%)
            ◔ Plain 10 (25%)
            """)
    }

    @Test func noMarksSaySo() {
        #expect(render(ChartDrawable(marks: [])) == "(no data)")
    }
}
