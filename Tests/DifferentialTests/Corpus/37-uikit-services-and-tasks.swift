// UIKit services view files call (the application, the device, haptics), detached tasks and
// cancellation checks, `debugPrint`, and Core Graphics' C constructors.

// MARK: - application_and_device
// expect: VStack<TupleView<(Text, Button<Text>, Text)>>
let device = UIDevice.current
let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
let orientations: [UIDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
let states: [UIApplication.State] = [.active, .inactive, .background]
let names = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
             UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
VStack {
    Text("\(device.name) \(device.model) \(device.systemName) \(device.systemVersion) \(idioms.count) \(orientations.count) \(device.orientation.isPortrait) \(device.orientation.isLandscape)")
    Button("Open settings") {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            let key: UIApplication.OpenExternalURLOptionsKey = .universalLinksOnly
            UIApplication.shared.open(url, options: [key: true]) { _ in }
            UIApplication.shared.open(url)
            _ = UIApplication.shared.canOpenURL(url)
        }
        UIApplication.shared.isIdleTimerDisabled = true
        UIApplication.shared.applicationIconBadgeNumber = 0
    }
    Text("\(UIApplication.shared.applicationState == states[0]) \(names.count) \(device.userInterfaceIdiom == .phone)")
}

// MARK: - haptics
// expect: Button<Text>
Button("Tap") {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    let styles: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, impact.style]
    let notice = UINotificationFeedbackGenerator()
    notice.prepare()
    notice.notificationOccurred(.warning)
    let kinds: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .error]
    let selection = UISelectionFeedbackGenerator()
    selection.prepare()
    selection.selectionChanged()
    _ = (styles.count, kinds.count, UIImpactFeedbackGenerator())
}

// MARK: - detached_tasks_and_cancellation
// expect: ModifiedContent<Text, _TaskModifier>
let work = Task.detached(priority: .utility) { 6 * 7 }
let failing = Task.detached { () async throws -> Int in
    try Task.checkCancellation()
    return 1
}
Text("\(Task.isCancelled) \(work.isCancelled) \(failing.isCancelled)")
    .task {
        // The task runs as the view appears (in the playground too): it prints nothing here.
        if Task.isCancelled { debugPrint("loaded", 42) }
    }

// MARK: - core_graphics_constructors
// expect: ModifiedContent<ModifiedContent<Text, _FrameLayout>, _OffsetEffect>
let point = CGPointMake(2, 3)
let size = CGSizeMake(40, 20)
let frame = CGRectMake(point.x, point.y, size.width, size.height)
Text("\(frame.width)")
    .frame(width: frame.width, height: frame.height)
    .offset(x: point.x, y: point.y)

// MARK: - pasteboard
// expect: Button<Label<Text, Image>>
Button {
    UIPasteboard.general.string = "copied"
    UIPasteboard.general.url = URL(string: "https://example.com")
    UIPasteboard.general.strings = ["a", "b"]
    UIPasteboard.general.image = UIImage(systemName: "star")
    _ = (UIPasteboard.general.hasStrings, UIPasteboard.general.hasURLs, UIPasteboard().string)
} label: {
    Label("Copy", systemImage: "doc.on.doc")
}

// MARK: - uikit_fonts
// expect: Text
let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
let body = UIFont.preferredFont(forTextStyle: .body)
let fonts = [UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12, weight: .medium), UIFont.boldSystemFont(ofSize: 14),
             UIFont.italicSystemFont(ofSize: 14), UIFont.monospacedSystemFont(ofSize: 11, weight: .regular),
             UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .bold), body.withSize(20)]
let custom = UIFont(name: "Menlo", size: 13)
Text("\(styles.count) \(weights.count) \(fonts.count) \(body.pointSize) \(body.lineHeight) \(custom?.fontName ?? "") \(fonts[1].weight.rawValue) \(styles[0].rawValue)")
    .font(.system(size: body.pointSize))

// MARK: - swiftui_font_from_a_uikit_font
// expect: Text
Text("Sign up").font(Font(UIFont.boldSystemFont(ofSize: 16)))

// MARK: - a_code_only_view_controller_presents_another
// expect: Text
final class PromptViewController: UIViewController {
    var log: [String] = []
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("loaded")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
func presented() -> PromptViewController {
    let host = PromptViewController(title: "Sign up")
    host.viewDidLoad()
    host.present(UIViewController(), animated: true) { host.log.append("shown \(host.presentedViewController != nil)") }
    host.dismiss(animated: false)
    return host
}
let host = presented()
let archived = UIViewController(coder: NSCoder())
Text("\(host.title ?? "") \(host.log) \(host.presentedViewController == nil) \(archived == nil)")

// MARK: - dynamic_colors_traits_and_bundle_assets
// expect: Text
let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .label : .secondaryLabel }
let styles: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
let traits = UITraitCollection(userInterfaceStyle: .dark)
let brand = UIColor(named: "brand", in: .main, compatibleWith: UITraitCollection.current)
let logo = UIImage(named: "logo", in: Bundle.main, with: UIImage.Configuration())
let badge = UIImage(named: "badge", in: nil, compatibleWith: traits)
Text("\(adaptive.name) \(styles.count) \(brand?.name ?? "") \(logo?.name ?? "") \(badge?.name ?? "")")
