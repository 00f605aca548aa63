/// The layout of a labelled control in a form row (Stepper, Picker, DatePicker, ColorPicker):
/// the label at the leading edge and the control at the trailing edge; like iOS it fills the
/// proposed width, and without one it is the label, a space and the control.
public struct ControlRowDrawable: Drawable {
    public let label: any Drawable
    public let control: any Drawable

    public init(label: any Drawable, control: any Drawable) {
        self.label = label.depthLimited()
        self.control = control.depthLimited()
    }

    public var nestingDepth: Int { max(label.nestingDepth, control.nestingDepth) &+ 1 }

    /// The columns between the label and the control when there is a label.
    private var gap: Int { label.isEmpty ? 0 : 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let controlSize = control.sizeThatFits(ProposedSize(width: nil, height: proposal.height))
        let reserved = controlSize.width &+ gap
        let labelSize = label.isEmpty ? .zero : label.sizeThatFits(proposal.inset(by: EdgeInsets(trailing: reserved)))
        let natural = labelSize.width &+ reserved
        return Size(width: max(natural, proposal.width ?? natural), height: max(1, labelSize.height, controlSize.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let controlSize = control.sizeThatFits(ProposedSize(width: nil, height: rect.height))
        let labelArea = rect.inset(by: EdgeInsets(trailing: controlSize.width &+ gap))
        if !label.isEmpty {
            let labelSize = label.sizeThatFits(ProposedSize(labelArea.size))
            label.draw(into: &buffer, in: labelArea.placing(labelSize, alignment: .leading))
        }
        control.draw(into: &buffer, in: rect.placing(controlSize, alignment: .trailing))
    }
}
