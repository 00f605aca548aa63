// SwiftUI's `Anchor` and `Anchor.Source`, `anchorPreference`, `transformAnchorPreference`,
// `GeometryProxy`'s anchor subscript, `PopoverAttachmentAnchor`, `Shape.size(_:)`; UIKit's
// `UIFontMetrics`; more `UTType`s; and swift-collections' `Deque`, `OrderedSet` and
// `OrderedDictionary`, with array and dictionary literals of them (written from the
// frameworks' and the package's public API).

// MARK: - anchor_preference
// expect: ModifiedContent<ModifiedContent<Text, _AnchorWritingModifier<CGRect, BoundsPreference>>, _OverlayPreferenceModifier<BoundsPreference, GeometryReader<Optional<ModifiedContent<Rectangle, _FrameLayout>>>>>
struct BoundsPreference: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}
Text("Title")
    .anchorPreference(key: BoundsPreference.self, value: .bounds) { $0 }
    .overlayPreferenceValue(BoundsPreference.self) { anchor in
        GeometryReader { proxy in
            if let anchor {
                Rectangle().frame(width: proxy[anchor].width, height: 2)
            }
        }
    }

// MARK: - transform_anchor_preference
// expect: ModifiedContent<Circle, _AnchorTransformModifier<CGPoint, CentersPreference>>
struct CentersPreference: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value.append(contentsOf: nextValue())
    }
}
let sources: [Anchor<CGPoint>.Source] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing, .point(CGPoint(x: 1, y: 2)), .unitPoint(.center)]
let rects: [Anchor<CGRect>.Source] = [.bounds, .rect(CGRect(x: 0, y: 0, width: 10, height: 10))]
let all = Anchor<[CGPoint]>.Source(sources)
let maybe = Anchor<CGPoint?>.Source(Optional(Anchor<CGPoint>.Source.center))
Circle()
    .transformAnchorPreference(key: CentersPreference.self, value: .center) { value, anchor in
        value.append(anchor)
    }

// MARK: - popover_attachment_anchor
// expect: ModifiedContent<Button<Text>, PopoverPresentationModifier<Text>>
let anchors: [PopoverAttachmentAnchor] = [.rect(.bounds), .point(.top), .rect(.rect(.zero))]
Button("Info") {}
    .popover(isPresented: .constant(false), attachmentAnchor: .point(.bottom), arrowEdge: .top) {
        Text("Details")
    }

// MARK: - sized_shape
// expect: VStack<TupleView<(_ShapeView<_SizedShape<Rectangle>, Color>, _SizedShape<Capsule>)>>
VStack {
    Rectangle().size(width: 40, height: 8).fill(.red)
    Capsule().size(CGSize(width: 20, height: 10))
}

// MARK: - font_metrics
// expect: Text
let metrics = UIFontMetrics(forTextStyle: .headline)
let body = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 15))
let capped = metrics.scaledFont(for: UIFont.systemFont(ofSize: 30), maximumPointSize: 24)
Text("\(body.pointSize) \(capped.pointSize) \(metrics.scaledValue(for: 10))")

// MARK: - more_uttypes
// expect: Text
let movies: [UTType] = [.mpeg4Movie, .quickTimeMovie]
let pictures: [UTType] = [.tiff, .webP, .svg]
Text("\(movies.map(\.identifier)) \(pictures.compactMap(\.preferredFilenameExtension)) \(UTType.quickTimeMovie.conforms(to: .movie))")

// MARK: - deque
// expect: Text
var queue: Deque<Int> = [1, 2, 3]
let _ = {
    queue.prepend(0)
    queue.append(4)
    queue.append(contentsOf: [5, 6])
    _ = queue.popFirst()
    _ = queue.popLast()
    queue.removeFirst()
    queue.removeAll(where: { $0 > 9 })
    queue.replaceSubrange(0..<1, with: [20, 21])
}()
let empty: Deque<String> = []
Text("\(queue.count) \(queue.first ?? -1) \(queue.last ?? -1) \(Array(queue)) \(empty.isEmpty) \(Deque([7, 8]).description)")

// MARK: - ordered_set
// expect: Text
var tags: OrderedSet<String> = ["swift", "ui", "swift"]
let _ = {
    tags.append("builder")
    tags.insert("result", at: 0)
    tags.remove("ui")
    tags.updateOrAppend("swift")
}()
let merged = tags.union(["new", "swift"])
Text("\(tags.elements) \(tags.contains("swift")) \(merged.count) \(tags.firstIndex(of: "builder") ?? -1) \(tags.lastIndex(of: "swift") ?? -1)")

// MARK: - ordered_dictionary
// expect: Text
var scores: OrderedDictionary<String, Int> = ["b": 2, "a": 1]
let _ = {
    scores["c"] = 3
    scores["b"] = nil
    scores["a", default: 0] += 10
    scores.updateValue(7, forKey: "d")
}()
let values: OrderedDictionary<String, Int>.Values = scores.values
var iterator: OrderedDictionary<String, Int>.Iterator = scores.makeIterator()
let firstPair = iterator.next()
let grouped = OrderedDictionary<Bool, [Int]>(grouping: [1, 2, 3, 4], by: { $0.isMultiple(of: 2) })
Text("\(scores.keys.elements) \(Array(scores.values)) \(scores.count) \(scores.index(forKey: "c") ?? -1) \(grouped.count) \(values.count) \(firstPair?.key ?? "")")

// MARK: - file_dialog_settings
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _FileDialogModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>, _FileDialogSettingModifier>
let options: FileDialogBrowserOptions = [.enumeratePackages, .includeHiddenFiles, .displayFileExtensions]
let folders = [URL.downloadsDirectory, URL.libraryDirectory]
Text("Open")
    .fileImporter(isPresented: .constant(false), allowedContentTypes: [.quickTimeMovie]) { _ in }
    .fileDialogCustomizationID("import")
    .fileDialogMessage("Choose a movie")
    .fileDialogMessage(Text("Choose"))
    .fileDialogDefaultDirectory(.downloadsDirectory)
    .fileDialogConfirmationLabel("Convert")
    .fileDialogConfirmationLabel(Text("Go"))
    .fileExporterFilenameLabel("Save as")
    .fileDialogImportsUnresolvedAliases(false)
    .fileDialogBrowserOptions(options)

// MARK: - deprecated_autocapitalization
// expect: ModifiedContent<Section<Text, TupleView<(TextField<Text>, TextField<Text>)>, EmptyView>, TextInputAutocapitalizationModifier>
let styles: [UITextAutocapitalizationType] = [.none, .words, .sentences, .allCharacters]
let converted = styles.compactMap { TextInputAutocapitalization($0) }
Section("Repository") {
    TextField("Owner", text: .constant(""))
    TextField("Repo", text: .constant(""))
}
.autocapitalization(.none)

// MARK: - ns_error_recovery_fields
// expect: Text
let failure = NSError(domain: "app", code: 2, userInfo: [
    NSLocalizedFailureReasonErrorKey: "The disk is full",
    NSLocalizedRecoverySuggestionErrorKey: "Free some space",
    NSLocalizedRecoveryOptionsErrorKey: ["Try Again", "Cancel"],
    NSHelpAnchorErrorKey: "saving",
])
let keys = [NSRecoveryAttempterErrorKey]
let attempt: (NSObject) -> Bool = { $0.attemptRecovery(fromError: failure, optionIndex: 0) }
Text("\(failure.localizedFailureReason ?? "") \(failure.localizedRecoverySuggestion ?? "") \(failure.localizedRecoveryOptions ?? []) \(failure.recoveryAttempter == nil) \(failure.helpAnchor ?? "") \(keys)")

// MARK: - quick_look_preview_view
// expect: QuickLookFile
struct QuickLookFile: NSViewRepresentable {
    let fileURL: NSURL
    func makeNSView(context: Context) -> QLPreviewView {
        let view = QLPreviewView()
        view.previewItem = fileURL
        view.shouldCloseWithWindow = false
        view.autostarts = true
        view.refreshPreviewItem()
        return view
    }
    func updateNSView(_ view: QLPreviewView, context: Context) { view.previewItem = fileURL }
    static func dismantleNSView(_ view: QLPreviewView, coordinator: ()) { view.close() }
}
let object = NSURL(_bridging: URL(fileURLWithPath: "/tmp/readme.md"))
let item: QLPreviewItem = object
let _ = { _ = item.previewItemURL }()
let parts = [object.path ?? "", object.lastPathComponent ?? "", object.pathExtension ?? "", URL(_bridging: object).lastPathComponent]
QuickLookFile(fileURL: object)

// MARK: - toolbar_background_visibility
// expect: NavigationStack<NavigationPath, ModifiedContent<ModifiedContent<Text, ToolbarBackgroundVisibilityModifier>, ToolbarBackgroundVisibilityModifier>>
NavigationStack {
    Text("Inbox")
        .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
        .toolbarBackgroundVisibility(.visible, for: .tabBar, .bottomBar)
}
