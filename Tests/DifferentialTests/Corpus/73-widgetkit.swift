// WidgetKit as a widget extension writes it: a timeline provider and its entries, the widget
// and its static configuration, the family an entry view reads, and its preview context.

// MARK: - widget_entry_view_and_provider
// expect: ModifiedContent<CounterEntryView, _TraitWritingModifier<PreviewContextTraitKey>>
struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(count), duration: 60) }
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: TimelineProviderContext) -> CounterEntry { CounterEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), count: context.isPreview ? 1 : Int(context.displaySize.width) + context.family.rawValue))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let entries = (0..<3).map { CounterEntry(date: Date().addingTimeInterval(Double($0) * 3600), count: $0) }
        let policies: [TimelineReloadPolicy] = [.atEnd, .never, .after(Date())]
        completion(Timeline(entries: entries, policy: policies[0]))
    }
}

struct CounterEntryView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    @Environment(\.widgetRenderingMode) var renderingMode: WidgetRenderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.sizeCategory) var sizeCategory
    var entry: CounterProvider.Entry
    var body: some View {
        VStack {
            Text("\(family.description) \(entry.count) \(renderingMode == .fullColor || renderingMode == .accented || renderingMode == .vibrant)")
            Text("\(sizeCategory >= .large && !sizeCategory.isAccessibilityCategory && showsBackground)")
        }
        .widgetURL(URL(string: "counter://\(entry.count)"))
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CounterWidget: Widget {
    let kind = "Counter"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CounterProvider()) { entry in
            CounterEntryView(entry: entry)
        }
        .configurationDisplayName("Counter")
        .description(Text("Counts."))
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .contentMarginsDisabled()
    }
}

@WidgetConfigurationBuilder
func counterConfiguration() -> some WidgetConfiguration {
    CounterWidget().body
}

func reloadCounters() {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: CounterWidget().kind)
}

CounterEntryView(entry: CounterEntry(date: Date(), count: 3))
    .previewContext(WidgetPreviewContext(family: .systemSmall))

// MARK: - preview_context_keys_and_size_categories
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<ContentSizeCategory>>
struct ScaleKey: PreviewContextKey {
    static var defaultValue: Double { 1 }
}
func scale<C: PreviewContext>(in context: C) -> Double { context[ScaleKey.self] }
let everyCategory: [ContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
let categories = everyCategory.filter { $0 > .extraSmall && $0 <= .extraExtraExtraLarge && $0 < .accessibilityMedium }
Text("\(categories.count) \(scale(in: WidgetPreviewContext(family: .systemMedium)))")
    .environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
