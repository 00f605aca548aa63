/// Layouts a stack has computed, by proposal, so that nested stacks probing their children
/// (minimum, maximum, actual offer) stay polynomial instead of exponential in depth, and so
/// that drawing reuses the layout that produced the size the stack was placed at.
final class StackLayoutCache {
    private var layouts: [ProposedSize: StackLayout] = [:]
    private var order: [ProposedSize] = []

    /// The layout computed for `proposal`, if any.
    func layout(for proposal: ProposedSize) -> StackLayout? {
        layouts[proposal]
    }

    /// The most recently computed layout that came out at `size`, or failing that, the most
    /// recent one of the same length along `axis` (a parent that clipped the stack across).
    func layout(resultingIn size: Size, along axis: Axis) -> StackLayout? {
        var sameLength: StackLayout?
        for proposal in order.reversed() {
            guard let layout = layouts[proposal] else { continue }
            if layout.size == size { return layout }
            if sameLength == nil, layout.size.length(along: axis) == size.length(along: axis) {
                sameLength = layout
            }
        }
        return sameLength
    }

    func store(_ layout: StackLayout) {
        if layouts.updateValue(layout, forKey: layout.proposal) == nil {
            order.append(layout.proposal)
        }
    }
}
