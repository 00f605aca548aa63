import Testing
import PlaygroundPreview

@Suite struct MetricsTests {
    @Test func pointsConvertPerAxisRoundingHalvesDown() {
        #expect(Metrics.columns(16) == 2)
        #expect(Metrics.rows(16) == 1)
        #expect(Metrics.columns(8) == 1)
        #expect(Metrics.rows(8) == 0)
        #expect(Metrics.rows(10) == 1)
        #expect(Metrics.columns(100) == 12)
        #expect(Metrics.rows(50) == 3)
        #expect(Metrics.columns(4) == 0)
        #expect(Metrics.columns(5) == 1)
    }

    @Test func oddLengthsClampInsteadOfCrashing() {
        #expect(Metrics.columns(-20) == 0)
        #expect(Metrics.rows(.nan) == 0)
        #expect(Metrics.columns(.infinity) == Metrics.unbounded)
        #expect(Metrics.rows(1e300) == Metrics.unbounded)
    }

    @Test func positionsRoundAsLengthsDoAndMayBeNegative() {
        #expect(Metrics.column(atPoint: 8) == 1)
        #expect(Metrics.column(atPoint: 12) == 1)
        #expect(Metrics.column(atPoint: 12.5) == 2)
        #expect(Metrics.row(atPoint: 24) == 1)
        #expect(Metrics.column(atPoint: -16) == -2)
        #expect(Metrics.row(atPoint: .nan) == 0)
        #expect(Metrics.column(atPoint: -.infinity) == -Metrics.unbounded)
    }

    @Test func cellsBecomePointsPerAxis() {
        #expect(Metrics.points(3, along: .horizontal) == 24)
        #expect(Metrics.points(3, along: .vertical) == 48)
        #expect(Metrics.points(Metrics.unbounded, along: .horizontal) == .infinity)
    }
}
