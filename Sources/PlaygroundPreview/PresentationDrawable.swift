import PlaygroundRuntime

/// A presented sheet, cover, popover, alert or confirmation dialog, drawn below the view that
/// presents it as a titled box (`╭ Sheet ─╮`) around the presented content; the view's own
/// layout is unchanged above it. Nothing is added while it is not presented.
public struct PresentationDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let presented: LabelledBoxDrawable
    private let column: StackDrawable

    public init(_ content: any Drawable, title: String, presented: [any Drawable]) {
        self.init(content, box: LabelledBoxDrawable(title: title, children: presented))
    }

    private init(_ content: any Drawable, box: LabelledBoxDrawable) {
        self.content = content.depthLimited()
        self.presented = box
        self.column = StackDrawable.vertical(alignment: .leading, spacing: 0, [self.content, box])
    }

    public func replacingContent(_ content: any Drawable) -> PresentationDrawable {
        PresentationDrawable(content, box: presented)
    }

    public var nestingDepth: Int { column.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        column.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        column.draw(into: &buffer, in: rect)
    }
}

extension PresentationDrawable: ModifierKind {
    static let declarations = Array(titles.keys)

    /// The box's title for each presentation; alerts and dialogs use their own title.
    private static let titles = [
        "SheetPresentationModifier": "Sheet", "ItemSheetPresentationModifier": "Sheet",
        "FullScreenCoverPresentationModifier": "Full Screen Cover", "ItemFullScreenCoverPresentationModifier": "Full Screen Cover",
        "PopoverPresentationModifier": "Popover", "AlertModifier": "Alert", "ConfirmationDialogModifier": "Confirmation Dialog",
    ]

    /// Presented when its `isPresented` binding is true or its `item` binding holds an item.
    /// A sheet's content is its closure's view; an alert's its message, then its actions side
    /// by side; a dialog's its message, then its actions one under the other.
    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        let interpreter = context.interpreter
        let name = modifier.instance.decl.name
        let arguments = modifier.instance.type.genericArguments
        var presented: [any Drawable]
        if let content = modifier.node.child("presented") {
            // Content the graph mounted (sheets, covers, popovers).
            presented = context.drawables(content)
        } else if let isPresented = modifier.field("isPresented") {
            guard isPresented.bindingValue(interpreter)?.boolValue == true else { return view }
            presented = context.drawables(calling: modifier.field("content"), type: arguments.first)
        } else {
            guard let item = modifier.field("item")?.bindingValue(interpreter), case .optional(let some?) = item,
                  case .function(let function)? = modifier.field("content"), let interpreter,
                  let value = try? interpreter.call(function, [some], at: nil) else { return view }
            presented = context.drawables(ofValue: value, type: arguments.last)
        }
        var title = titles[name] ?? name
        if let own = modifier.field("title")?.field("content")?.stringValue {
            title = own
            let message = modifier.views(["message"], in: context)
            let actions = modifier.views(["actions"], in: context)
            let isAlert = modifier.field("titleVisibility") == nil
            presented = message + [isAlert ? StackDrawable.horizontal(actions) : StackDrawable.vertical(alignment: .leading, spacing: 0, actions)]
        }
        return PresentationDrawable(view, title: title, presented: presented)
    }
}
