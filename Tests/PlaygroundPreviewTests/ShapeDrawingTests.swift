import Testing
import PlaygroundPreview

/// Shapes filled, stroked and trimmed; gradients and materials.
@Suite struct ShapeDrawingTests {
    @Test func aShapeWithNoProposalIsOneCell() {
        #expect(ShapeDrawable(ShapeOutline(.rectangle)).sizeThatFits(.unspecified) == Size(width: 1, height: 1))
    }

    @Test func aFilledRoundedShapeClearsItsCorners() {
        let shape = ShapeDrawable(ShapeOutline(.capsule), paint: .color(.blue))
        #expect(render(shape.frame(width: 40, height: 48)) == " ███\n█████\n ███")
        #expect(render(ShapeDrawable(ShapeOutline(.rectangle)).frame(width: 24, height: 32)) == "███\n███")
    }

    @Test func aCircleKeepsToItsSquare() {
        let circle = ShapeDrawable(ShapeOutline(.circle), paint: .color(.primary), strokeWidth: 1)
        #expect(render(circle.frame(width: 80, height: 48)) == "  ╭────╮\n  │    │\n  ╰────╯")
    }

    @Test func strokesUseBoxCharacters() {
        #expect(render(ShapeDrawable(ShapeOutline(.rectangle), strokeWidth: 1).frame(width: 40, height: 48)) == "┌───┐\n│   │\n└───┘")
        #expect(render(ShapeDrawable(ShapeOutline(.roundedRectangle), strokeWidth: 3).frame(width: 40, height: 48)) == "┏━━━┓\n┃   ┃\n┗━━━┛")
    }

    @Test func aTrimmedShapeDrawsPartOfItsOutline() {
        let half = ShapeDrawable(ShapeOutline(.rectangle, trim: 0...0.5), strokeWidth: 1)
        #expect(render(half.frame(width: 40, height: 48)) == "\n    ╷\n╶───┘")
        let whole = ShapeDrawable(ShapeOutline(.rectangle, trim: 0...1), strokeWidth: 1)
        #expect(render(whole.frame(width: 40, height: 48)) == "┌───┐\n│   │\n└───┘")
    }

    @Test func aLinearGradientPaintsABandPerColour() {
        let gradient = ShapeDrawable(ShapeOutline(.rectangle), paint: .bands([.blue, .white], .horizontal))
        #expect(render(gradient.frame(width: 32, height: 16)) == "██░░")
        #expect(render(ShapeDrawable(ShapeOutline(.rectangle), paint: .material).frame(width: 16, height: 16)) == "░░")
    }

    @Test func shapeOutlinesOfWideFramesRoundEveryCorner() {
        let capsule = ShapeDrawable(ShapeOutline(.capsule, inset: 8), strokeWidth: 1)
        #expect(render(capsule.frame(width: 64, height: 64)) == " ╭────╮\n │    │\n │    │\n ╰────╯")
    }

    @Test func anAssetImageShowsItsName() {
        #expect(render(hstack(ImageDrawable(assetName: "photo"), ImageDrawable(assetName: "猫"))) == "[photo] [猫]")
    }

    @Test func aStrokeOverAFillDrawsBoth() {
        let filled = ShapeDrawable(ShapeOutline(.rectangle), paint: .color(.yellow))
        let both = ShapeDrawable(ShapeOutline(.rectangle), paint: .color(.primary), strokeWidth: 1, background: filled)
        #expect(render(both.frame(width: 24, height: 48)) == "┌─┐\n│▒│\n└─┘")
    }

    @Test func aSizedShapeDrawsAtItsSizeFromTheTopLeadingCorner() {
        let sized = ShapeDrawable(ShapeOutline(.rectangle, strokeWidth: 1, fixedWidth: 24, fixedHeight: 48))
        #expect(render(hstack(sized.frame(width: 48, height: 64), text("x"))) == "┌─┐\n│ │    x\n└─┘")
    }
}
