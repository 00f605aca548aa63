import Testing
@testable import PlaygroundPreview

/// MapKit's `Map` without tiles: the camera's center and the places on it, in a titled box.
@Suite struct MapDrawingTests {
    @Test func centerAndPlacesInTheBox() {
        let map = MapDrawable(center: (34.011_286, -116.166_868), places: ["Turtle Rock", "湖 🗻"])
        #expect(render(map) == """
            ╭ Map ───────────────╮
            │◎ 34.0113, -116.1669│
            │📍 Turtle Rock      │
            │📍 湖 🗻            │
            ╰────────────────────╯
            """)
    }

    @Test func anAutomaticCameraWithoutPlacesSaysSo() {
        #expect(render(MapDrawable(center: nil, places: [])) == """
            ╭ Map ──────╮
            │(automatic)│
            ╰───────────╯
            """)
    }

    @Test func wholeDegreesPrintWithoutAFraction() {
        #expect(MapDrawable.degrees(51) == "51")
        #expect(MapDrawable.degrees(-0.127_758) == "-0.1278")
    }
}
