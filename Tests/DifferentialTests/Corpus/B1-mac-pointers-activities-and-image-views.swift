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

// MARK: - closure_called_where_written_returns_its_contexts_type
// expect: Text
enum DragMode { case normal, scale, symmetric }
func mode(shift: Bool, option: Bool) -> DragMode {
    var mode = DragMode.normal
    mode = {
        if option {
            return shift ? .scale : .symmetric
        }
        return .normal
    }()
    return mode
}
Text("\(mode(shift: true, option: true)) \(mode(shift: false, option: false))")

// MARK: - window_interaction_behaviors
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, WindowInteractionBehaviorModifier>, WindowInteractionBehaviorModifier>, WindowInteractionBehaviorModifier>, WindowInteractionBehaviorModifier>
let behaviors: [WindowInteractionBehavior] = [.automatic, .enabled, .disabled]
Text("\(behaviors.count)")
    .windowResizeBehavior(.disabled)
    .windowDismissBehavior(.enabled)
    .windowMinimizeBehavior(.automatic)
    .windowFullScreenBehavior(.disabled)

// MARK: - window_masks_tabbing_and_collection_behavior
// expect: Text
func configured() -> NSWindow {
    let window = NSWindow()
    window.styleMask.insert(.fullSizeContentView)
    window.tabbingMode = .disallowed
    window.collectionBehavior = [.fullScreenNone, .canJoinAllSpaces]
    window.isRestorable = false
    window.titlebarAppearsTransparent = true
    window.contentView = NSView()
    return window
}
let window = configured()
let masks: [NSWindow.StyleMask] = [.borderless, .titled, .closable, .miniaturizable, .resizable, .utilityWindow, .docModalWindow, .nonactivatingPanel, .unifiedTitleAndToolbar, .hudWindow, .fullScreen, .fullSizeContentView]
let modes: [NSWindow.TabbingMode] = [.automatic, .preferred, .disallowed]
let behaviors: [NSWindow.CollectionBehavior] = [.default, .canJoinAllSpaces, .moveToActiveSpace, .managed, .transient, .stationary, .participatesInCycle, .ignoresCycle, .fullScreenPrimary, .fullScreenAuxiliary, .fullScreenNone, .fullScreenAllowsTiling, .fullScreenDisallowsTiling, .primary, .auxiliary, .canJoinAllApplications]
Text("\(window.styleMask.contains(.fullSizeContentView)) \(window.tabbingMode == .disallowed) \(window.collectionBehavior.contains(.fullScreenNone)) \(window.isRestorable) \(window.titlebarAppearsTransparent) \(window.contentView == nil) \(masks.count) \(modes.count) \(behaviors.count)")

// MARK: - view_hierarchy_and_window_callbacks
// expect: Text
final class Probe: NSView {
    var moves = 0
    override func viewWillMove(toWindow newWindow: NSWindow?) {
        super.viewWillMove(toWindow: newWindow)
        moves += 1
    }
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        moves += 1
    }
}
func hierarchy() -> String {
    let parent = NSView()
    let child = Probe()
    parent.addSubview(child)
    let before = parent.subviews.count
    let attached = child.superview === parent
    child.removeFromSuperview()
    return "\(before) \(attached) \(parent.subviews.count) \(child.superview == nil) \(child.window == nil) \(child.moves)"
}
Text(hierarchy())
