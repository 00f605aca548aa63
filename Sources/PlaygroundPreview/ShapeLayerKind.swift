import PlaygroundRuntime

/// A style in a shape behind or over a view (`.background(.blue, in: Capsule())`,
/// `.overlay(.red, in: Circle())`), and iOS 26's Liquid Glass (`.glassEffect(in:)`): the shape
/// takes the view's size and is filled with the style (a material, and glass, in the secondary
/// shade a material background has; tinted glass in its tint). Only the view's size counts.
enum ShapeLayerKind: ModifierKind {
    static let declarations = ["_BackgroundShapeModifier", "_InsettableBackgroundShapeModifier", "_OverlayShapeModifier", "_GlassEffectModifier"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        let outline = ShapeOutline(modifier.field("shape"))
        guard let glass = modifier.field("glass") else {
            var paint = ShapePaint(style: modifier.field("style"), foreground: context.environment.foreground, tint: context.environment.tint)
            if paint == .material { paint = .color(paint.lineColor) }
            let placement: LayerDrawable.Placement = modifier.instance.decl.name.hasPrefix("_Overlay") ? .overlay : .background
            return LayerDrawable(view, placement, ShapeDrawable(outline, paint: paint))
        }
        if glass.field("_variant")?.stringValue == "identity" { return view }
        let tint = glass.field("_tint")?.unwrapped.terminalColor
        return LayerDrawable(view, .background, ShapeDrawable(outline, paint: .color(tint ?? ShapePaint.material.lineColor)))
    }
}
