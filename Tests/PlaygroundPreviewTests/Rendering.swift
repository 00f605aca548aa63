import PlaygroundPreview

/// Renders `roots` as plain text, the way the tests compare whole grids.
func render(_ roots: any Drawable..., width: Int = 30) -> String {
    Preview.render(roots, width: width)
}

/// Renders `roots` with ANSI colour.
func renderInColor(_ roots: any Drawable..., width: Int = 30) -> String {
    Preview.render(roots, width: width, color: true)
}

/// `TextDrawable(string)`, short for test trees.
func text(_ string: String) -> TextDrawable {
    TextDrawable(string)
}

/// `VStack { children }`.
func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: any Drawable...) -> StackDrawable {
    StackDrawable.vertical(alignment: alignment, spacing: spacing, children)
}

/// `HStack { children }`.
func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: any Drawable...) -> StackDrawable {
    StackDrawable.horizontal(alignment: alignment, spacing: spacing, children)
}
