/// SwiftUI-style modifier calls, so trees read like the code they preview.
extension Drawable {
    /// `.padding(_:_:)`: `length` in points, `nil` for the default.
    public func padding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> PaddingDrawable {
        PaddingDrawable(self, edges: edges, length: length)
    }

    /// `.padding(_:)` on all edges, in points.
    public func padding(_ length: Double) -> PaddingDrawable {
        PaddingDrawable(self, edges: .all, length: length)
    }

    /// `.frame(width:height:alignment:)`, in points.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameDrawable {
        FrameDrawable(self, width: width, height: height, alignment: alignment)
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, in points.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> FlexibleFrameDrawable {
        FlexibleFrameDrawable(
            self, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
        )
    }

    /// `.border(_:width:)`, width in points.
    public func border(_ color: TerminalColor = .primary, width: Double = 1) -> BorderDrawable {
        BorderDrawable(self, color: color, width: width)
    }

    /// `.background(Color)`.
    public func background(_ color: TerminalColor) -> LayerDrawable {
        LayerDrawable(self, .background, color: color)
    }

    /// `.background(alignment:) { view }`.
    public func background(_ view: any Drawable, alignment: Alignment = .center) -> LayerDrawable {
        LayerDrawable(self, .background, view, alignment: alignment)
    }

    /// `.overlay(Color)`.
    public func overlay(_ color: TerminalColor) -> LayerDrawable {
        LayerDrawable(self, .overlay, color: color)
    }

    /// `.overlay(alignment:) { view }`.
    public func overlay(_ view: any Drawable, alignment: Alignment = .center) -> LayerDrawable {
        LayerDrawable(self, .overlay, view, alignment: alignment)
    }

    /// `.opacity(_:)`.
    public func opacity(_ opacity: Double) -> OpacityDrawable {
        OpacityDrawable(self, opacity: opacity)
    }

    /// `.cornerRadius(_:)`, in points.
    public func cornerRadius(_ radius: Double) -> CornerRadiusDrawable {
        CornerRadiusDrawable(self, radius: radius)
    }

    /// `.foregroundColor(_:)` on any view.
    public func foregroundColor(_ color: TerminalColor?) -> StyleDrawable {
        StyleDrawable(self, style: CellStyle(foreground: color))
    }

    /// `.bold()` on any view.
    public func bold() -> StyleDrawable {
        StyleDrawable(self, style: CellStyle(bold: true))
    }

    /// `.italic()` on any view.
    public func italic() -> StyleDrawable {
        StyleDrawable(self, style: CellStyle(italic: true))
    }
}
