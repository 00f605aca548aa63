// iOS 26's Liquid Glass (from Apple's documentation: the SDK interfaces here are iOS 18.1's),
// named coordinate spaces, hover effects, file dialogs, text-baseline alignments and the
// watchOS tab styles. Glass's modifiers are `some View`: the types they print
// (`_GlassEffectModifier`, `_GlassEffectIdentityModifier`) are the playground's, as are
// `_HoverEffectModifier` and `_FileDialogModifier`; `_CoordinateSpaceModifier` is the SDK's.

// MARK: - glass_effect_default_and_shaped
// expect: VStack<TupleView<(ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _GlassEffectModifier<DefaultGlassEffectShape>>, ModifiedContent<Text, _GlassEffectModifier<RoundedRectangle>>, ModifiedContent<Text, _GlassEffectModifier<Capsule>>)>>
VStack {
    Text("Glass").padding().glassEffect()
    Text("Tinted").glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 8))
    Text("Clear").glassEffect(.clear, in: Capsule())
}

// MARK: - glass_container_ids_and_unions
// expect: GlassEffectContainer<HStack<TupleView<(ModifiedContent<ModifiedContent<Image, _GlassEffectModifier<DefaultGlassEffectShape>>, _GlassEffectIdentityModifier>, ModifiedContent<ModifiedContent<Image, _GlassEffectModifier<Circle>>, _GlassEffectIdentityModifier>, ModifiedContent<Text, _GlassEffectIdentityModifier>)>>>
@Namespace var namespace
GlassEffectContainer(spacing: 12) {
    HStack {
        Image(systemName: "pencil").glassEffect().glassEffectID("pencil", in: namespace)
        Image(systemName: "eraser").glassEffect(.identity, in: Circle()).glassEffectUnion(id: 1, namespace: namespace)
        Text("Notes").glassEffectTransition(.materialize)
    }
}

// MARK: - glass_button_styles
// expect: HStack<TupleView<(ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<GlassButtonStyle>>, ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<GlassButtonStyle>>, ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<GlassProminentButtonStyle>>)>>
HStack {
    Button("Save") {}.buttonStyle(.glass)
    Button("Clear") {}.buttonStyle(.glass(.clear))
    Button("Send") {}.buttonStyle(.glassProminent)
}

// MARK: - coordinate_spaces_named_and_read
// expect: ModifiedContent<ModifiedContent<ScrollView<GeometryReader<Text>>, _CoordinateSpaceModifier<String>>, _CoordinateSpaceModifier<AnyHashable>>
ScrollView {
    GeometryReader { proxy in
        Text("\(proxy.frame(in: .named("scroll")).width) \(proxy.frame(in: .global).minY) \(proxy.frame(in: CoordinateSpace.local).height)")
    }
}
.coordinateSpace(name: "scroll")
.coordinateSpace(.named("outer"))

// MARK: - hover_effects_and_file_dialogs
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _HoverEffectModifier>, _HoverEffectModifier>, _FileDialogModifier>, _FileDialogModifier>
let importing = Binding.constant(false)
Text("Files")
    .hoverEffect(.lift)
    .hoverEffect(.highlight, isEnabled: false)
    .fileImporter(isPresented: importing, allowedContentTypes: [.plainText]) { result in
        if case .success(let url) = result { print(url) }
    }
    .fileMover(isPresented: importing, file: nil) { _ in }

// MARK: - text_baseline_alignments
// expect: VStack<TupleView<(ModifiedContent<Text, _FlexFrameLayout>, ModifiedContent<Text, _FrameLayout>, ZStack<TupleView<(Text, Text)>>)>>
VStack {
    Text("Leading").frame(maxWidth: .infinity, alignment: .leadingLastTextBaseline)
    Text("Center").frame(width: 40, height: 4, alignment: .centerFirstTextBaseline)
    ZStack(alignment: .trailingFirstTextBaseline) {
        Text("A")
        Text("B")
    }
}

// MARK: - watch_tab_view_styles
// expect: VStack<TupleView<(ModifiedContent<TabView<Int, TupleView<(ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>)>>, TabViewStyleModifier<CarouselTabViewStyle>>, ModifiedContent<TabView<Int, Text>, TabViewStyleModifier<VerticalPageTabViewStyle>>)>>
let tab = Binding.constant(0)
VStack {
    TabView(selection: tab) {
        Text("One").tag(0)
        Text("Two").tag(1)
    }
    .tabViewStyle(.carousel)
    TabView(selection: tab) { Text("Three") }
        .tabViewStyle(.verticalPage(transitionStyle: .blur))
}

// MARK: - named_values_of_glass_spaces_and_effects
// expect: ModifiedContent<ModifiedContent<VStack<TupleView<(Text, Text)>>, _HoverEffectModifier>, _GlassEffectIdentityModifier>
let glasses: [Glass] = [.regular, Glass.clear.tint(nil), .identity.interactive(false)]
let transitions: [GlassEffectTransition] = [.matchedGeometry, .materialize, .identity]
let named: NamedCoordinateSpace = .named("list")
let spaces: [any CoordinateSpaceProtocol] = [named, LocalCoordinateSpace(), GlobalCoordinateSpace()]
let effects: [HoverEffect] = [.automatic, .highlight, .lift]
let baselines: [Alignment] = [.centerLastTextBaseline, .leadingFirstTextBaseline, .trailingLastTextBaseline]
VStack {
    Text("\(glasses.count) \(transitions.count) \(spaces.count)")
    Text("\(effects.count) \(baselines.count)")
}
.hoverEffectDisabled()
.glassEffectTransition(transitions[0])
