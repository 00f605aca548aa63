// The modifiers that tune bars, sheets, lists, scrolling and symbols, as app modules use them.

// MARK: - sheet_detents_and_bars
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<NavigationStack<NavigationPath, ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, NavigationSubtitleModifier>, NavigationBarHiddenModifier>, ToolbarBackgroundVisibilityModifier>, ToolbarBackgroundModifier<Color>>, ToolbarColorSchemeModifier>, ToolbarVisibilityModifier>, ToolbarVisibilityModifier>>, PresentationDetentsModifier>, PresentationDetentsModifier>, PresentationCornerRadiusModifier>, PresentationBackgroundModifier<Material>>, StatusBarModifier>, StatusBarModifier>, PersistentSystemOverlaysModifier>
struct Detail: View {
    @State private var detent = PresentationDetent.medium
    var body: some View {
        NavigationStack {
            Text("detail")
                .navigationSubtitle("Subtitle")
                .navigationBarHidden(false)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbar(.hidden, for: .tabBar)
                .toolbarVisibility(.visible, for: .bottomBar)
        }
        .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
        .presentationDetents([.medium], selection: $detent)
        .presentationCornerRadius(20)
        .presentationBackground(.thinMaterial)
        .statusBarHidden()
        .statusBar(hidden: true)
        .persistentSystemOverlays(.hidden)
    }
}
Detail().body

// MARK: - navigation_subtitle_forms
// expect: TupleView<(ModifiedContent<Text, NavigationSubtitleModifier>, ModifiedContent<Text, NavigationSubtitleModifier>, ModifiedContent<NavigationLink<Text, Text>, IsDetailLinkModifier>)>
let title = "Inbox"
Text("a").navigationSubtitle(Text("b"))
Text("a").navigationSubtitle(title)
NavigationLink("more") { Text("c") }.isDetailLink(false)

// MARK: - paged_tab_view
// expect: ModifiedContent<ModifiedContent<TabView<Int, TupleView<(Text, Text)>>, TabViewStyleModifier<PageTabViewStyle>>, IndexViewStyleModifier<PageIndexViewStyle>>
TabView {
    Text("one")
    Text("two")
}
.tabViewStyle(.page(indexDisplayMode: .always))
.indexViewStyle(.page(backgroundDisplayMode: .always))

// MARK: - tab_view_style_values
// expect: TupleView<(ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<PageTabViewStyle>>, ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<PageTabViewStyle>>, ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<DefaultTabViewStyle>>, ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<DefaultTabViewStyle>>, ModifiedContent<ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<TabBarOnlyTabViewStyle>>, IndexViewStyleModifier<PageIndexViewStyle>>)>
TabView { Text("x") }.tabViewStyle(PageTabViewStyle())
TabView { Text("x") }.tabViewStyle(.page)
TabView { Text("x") }.tabViewStyle(.automatic)
TabView { Text("x") }.tabViewStyle(DefaultTabViewStyle())
TabView { Text("x") }.tabViewStyle(.tabBarOnly).indexViewStyle(PageIndexViewStyle())

// MARK: - lists_and_scrolling
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<List<Never, ModifiedContent<Section<Text, TupleView<(ModifiedContent<Label<Text, Image>, _TraitWritingModifier<ListItemTintTraitKey>>, ModifiedContent<Label<Text, Image>, _TraitWritingModifier<ListItemTintTraitKey>>, ModifiedContent<Label<Text, Image>, _TraitWritingModifier<ListItemTintTraitKey>>)>, EmptyView>, _EnvironmentKeyWritingModifier<Prominence>>>, _TraitWritingModifier<ListSectionSpacingTraitKey>>, _EnvironmentKeyWritingModifier<ListSectionSpacing>>, _TraitWritingModifier<ListSectionSpacingTraitKey>>, _EnvironmentKeyWritingModifier<ListSectionSpacing>>, ScrollDisabledModifier>, ScrollClipDisabledModifier>, _EnvironmentKeyWritingModifier<ScrollDismissesKeyboardMode>>
List {
    Section("Pinned") {
        Label("Star", systemImage: "star").listItemTint(.yellow)
        Label("Flag", systemImage: "flag").listItemTint(.monochrome)
        Label("Bell", systemImage: "bell").listItemTint(ListItemTint.preferred(.red))
    }
    .headerProminence(.increased)
}
.listSectionSpacing(.compact)
.listSectionSpacing(12)
.scrollDisabled(true)
.scrollClipDisabled()
.scrollDismissesKeyboard(.interactively)

// MARK: - text_symbols_and_effects
// expect: VStack<TupleView<(ModifiedContent<Text, _EnvironmentKeyWritingModifier<Double>>, ModifiedContent<Image, _EnvironmentKeyWritingModifier<SymbolVariants>>, ModifiedContent<TextField<Text>, _EnvironmentKeyWritingModifier<Optional<String>>>, ModifiedContent<Text, PrivacySensitiveModifier>, ModifiedContent<Color, _ColorInvertEffect>, ModifiedContent<Menu<Text, Button<Text>>, _EnvironmentKeyWritingModifier<Visibility>>, ModifiedContent<Text, FocusableModifier>, ModifiedContent<Text, _AlignmentWritingModifier>, ModifiedContent<Text, _AlignmentWritingModifier>)>>
VStack(alignment: .leading) {
    Text("a\nb").lineSpacing(4)
    Image(systemName: "heart").symbolVariant(.fill.circle)
    TextField("Email", text: .constant("")).textContentType(.emailAddress)
    Text("secret").privacySensitive()
    Color.red.colorInvert()
    Menu("More") { Button("x") {} }.menuIndicator(.hidden)
    Text("focus").focusable()
    Text("guide").alignmentGuide(.leading) { d in d[.trailing] }
    Text("guide").alignmentGuide(VerticalAlignment.top) { $0.height / 2 }
}

// MARK: - symbol_variants_compose
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<SymbolVariants>>
let variants: SymbolVariants = .circle.fill
Text("\(variants.contains(.fill))").symbolVariant(.none)

// MARK: - text_content_types_and_variants
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<String>>>
let types: [UITextContentType] = [.name, .givenName, .familyName, .nickname, .emailAddress, .telephoneNumber, .username, .password, .newPassword, .oneTimeCode, .URL, .fullStreetAddress, .postalCode, .addressCity, .countryName, .organizationName, .creditCardNumber, UITextContentType(rawValue: "custom")]
let shapes: [SymbolVariants] = [.none, .circle, .square, .rectangle, .fill, .slash, .square.fill, .rectangle.slash, .circle.square.rectangle.slash]
Text("\(types.count) \(shapes.count)").textContentType(nil)

// MARK: - style_and_mode_values
// expect: ModifiedContent<ModifiedContent<ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<SidebarAdaptableTabViewStyle>>, TabViewStyleModifier<SidebarAdaptableTabViewStyle>>, TabViewStyleModifier<TabBarOnlyTabViewStyle>>
let modes: [ScrollDismissesKeyboardMode] = [.automatic, .immediately, .interactively, .never]
let spacings: [ListSectionSpacing] = [.default, .compact, .custom(4)]
let prominences: [Prominence] = [.standard, .increased]
let indexModes: [PageTabViewStyle.IndexDisplayMode] = [.automatic, .always, .never]
let backgrounds: [PageIndexViewStyle.BackgroundDisplayMode] = [.automatic, .interactive, .always, .never]
let placements: [ToolbarPlacement] = [.automatic, .bottomBar, .navigationBar, .tabBar]
TabView { Text("\(modes.count) \(spacings.count) \(prominences.count) \(indexModes.count) \(backgrounds.count) \(placements.count)") }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewStyle(SidebarAdaptableTabViewStyle())
    .tabViewStyle(TabBarOnlyTabViewStyle())

// MARK: - style_protocols_as_constraints
// expect: ModifiedContent<ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<PageTabViewStyle>>, IndexViewStyleModifier<PageIndexViewStyle>>
func styled<T: TabViewStyle, I: IndexViewStyle>(_ tabs: T, _ index: I) -> some View {
    TabView { Text("x") }.tabViewStyle(tabs).indexViewStyle(index)
}
styled(PageTabViewStyle(), PageIndexViewStyle())

// MARK: - scroll_indicators
// expect: ModifiedContent<ModifiedContent<ScrollView<Text>, ScrollIndicatorsModifier>, ScrollIndicatorsModifier>
let indicatorChoices: [ScrollIndicatorVisibility] = [.automatic, .visible, .hidden, .never]
ScrollView { Text("\(indicatorChoices.count)") }
    .scrollIndicators(.hidden)
    .scrollIndicators(indicatorChoices[3], axes: .horizontal)
