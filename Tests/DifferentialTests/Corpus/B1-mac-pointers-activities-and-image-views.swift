// The macOS 15 pointer and modifier-key modifiers (`pointerStyle`, `pointerVisibility`,
// `onModifierKeysChanged`), the window toolbar placement, `fileExporter` of `Transferable` items,
// Foundation's process activities, and AppKit's image view, layout priorities, pasteboard writing
// and attention requests, as Gifski's screens use them.

// MARK: - pointer_styles
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, PointerStyleModifier>, PointerStyleModifier>, PointerStyleModifier>
let dragging = false
let styles: [PointerStyle] = [.default, .horizontalText, .verticalText, .rectSelection, .link, .zoomIn, .zoomOut, .columnResize, .rowResize, .image(Image(systemName: "star"), hotSpot: .center)]
Text("\(styles.count)")
    .pointerStyle(dragging ? .grabActive : .grabIdle)
    .pointerStyle(.frameResize(position: .topLeading, directions: .inward))
    .pointerVisibility(.hidden)

// MARK: - frame_resize_positions_and_directions
// expect: Text
let positions: [FrameResizePosition] = [.top, .leading, .bottom, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
let directions: [FrameResizeDirection.Set] = [.inward, .outward, .all, FrameResizeDirection.Set(FrameResizeDirection.outward)]
Text("\(positions.count) \(FrameResizePosition.allCases.count) \(FrameResizeDirection.allCases.count) \(directions.count) \(PointerStyle.frameResize(position: .bottom) is PointerStyle)")

// MARK: - modifier_keys_changed
// expect: ModifiedContent<Text, _ValueActionModifier2<EventModifiers>>
struct Crop: View {
    @State private var mode = "normal"
    var body: some View {
        Text(mode)
            .onModifierKeysChanged(mask: [.option, .shift]) { _, new in
                mode = new.contains(.option) ? "symmetric" : "normal"
            }
    }
}
Crop().body

// MARK: - window_toolbar_and_file_exporter_of_items
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, ToolbarBackgroundVisibilityModifier>, _FileDialogModifier>, _FileDialogModifier>
let url = URL(string: "https://example.com/a.gif")!
Text("export")
    .toolbarBackgroundVisibility(.hidden, for: .windowToolbar)
    .fileExporter(isPresented: .constant(false), item: url, defaultFilename: "a.gif") { result in
        _ = try? result.get()
    }
    .fileExporter(isPresented: .constant(false), items: [url, url], contentTypes: [.gif], onCompletion: { _ in }, onCancellation: {})

// MARK: - process_activities
// expect: Text
let options: [ProcessInfo.ActivityOptions] = [.idleDisplaySleepDisabled, .idleSystemSleepDisabled, .suddenTerminationDisabled, .automaticTerminationDisabled, .userInitiated, .userInitiatedAllowingIdleSystemSleep, .background, .latencyCritical]
let activity = ProcessInfo.processInfo.beginActivity(options: [.userInitiated], reason: "Converting")
let ran: Void = ProcessInfo.processInfo.performActivity(options: .background, reason: "Work") {}
let ended: Void = ProcessInfo.processInfo.endActivity(activity)
Text("\(options.count)")

// MARK: - appkit_image_view_and_priorities
// expect: Text
let imageView = NSImageView(image: NSImage())
let scalings: [NSImageScaling] = [.scaleProportionallyDown, .scaleAxesIndependently, .scaleNone, .scaleProportionallyUpOrDown]
let alignments: [NSImageAlignment] = [.alignCenter, .alignTop, .alignTopLeft, .alignTopRight, .alignLeft, .alignBottom, .alignBottomLeft, .alignBottomRight, .alignRight]
let priorities: [NSLayoutConstraint.Priority] = [.required, .defaultHigh, .dragThatCanResizeWindow, .windowSizeStayPut, .dragThatCannotResizeWindow, .defaultLow, .fittingSizeCompression, NSLayoutConstraint.Priority(rawValue: 300)]
let orientations: [NSLayoutConstraint.Orientation] = [.horizontal, .vertical]
Text("\(imageView.image == nil) \(imageView.imageScaling == .scaleProportionallyDown) \(imageView.imageAlignment == .alignCenter) \(imageView.animates) \(imageView.isEditable) \(imageView.allowsCutCopyPaste) \(scalings.count) \(alignments.count) \(priorities.count) \(orientations.count) \(imageView.wantsLayer) \(imageView.translatesAutoresizingMaskIntoConstraints) \(imageView.contentHuggingPriority(for: .vertical).rawValue) \(imageView.contentCompressionResistancePriority(for: .horizontal).rawValue)")

// MARK: - appkit_view_priorities_set
// expect: Text
func hug(_ view: NSImageView) -> Float {
    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    view.setContentCompressionResistancePriority(.required, for: .horizontal)
    return view.contentHuggingPriority(for: .vertical).rawValue
}
Text("\(hug(NSImageView()))")

// MARK: - pasteboard_writing_windows_and_attention
// expect: Text
func copy(_ url: NSURL) -> Bool {
    NSPasteboard.general.clearContents()
    return NSPasteboard.general.writeObjects([url])
}
final class Clip: NSObject, NSPasteboardWriting {}
let window = NSWindow()
let request = NSApplication.shared.requestUserAttention(.informationalRequest)
let kinds: [NSApplication.RequestUserAttentionType] = [.criticalRequest, .informationalRequest]
let cancelled: Void = NSApplication.shared.cancelUserAttentionRequest(request)
Text("\(copy(NSURL(string: "https://example.com")!)) \(window.isMovable) \(window.isMovableByWindowBackground) \(request) \(kinds.count)")
