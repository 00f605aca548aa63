/// The result of laying out a stack for one proposal: each child's size and the total.
struct StackLayout {
    /// The proposal this layout answers.
    var proposal: ProposedSize
    /// Child sizes, in child order.
    var sizes: [Size]
    /// The stack's size.
    var size: Size
}
