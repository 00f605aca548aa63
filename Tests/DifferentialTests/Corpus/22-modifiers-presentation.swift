// View modifiers and presentation (issue: the SwiftUI surface by family): layout and effect
// modifiers, control styles, text environment modifiers, list row modifiers, navigation titles
// and destinations, toolbars, sheets, alerts, dialogs, events, gestures, animation and
// transitions, accessibility. Where the SDK's result is `some View` from an @inlinable body the
// expectation is what that body builds; where the body is not public the underlying type is the
// prelude's choice (docs/surface-notes/modifiers.tsv). Receivers avoid Text where Text has its
// own member of the same name (foregroundStyle, accessibilityLabel), which the graphics family owns.

// MARK: - foreground_style_one
// expect: ModifiedContent<Image, _ForegroundStyleModifier<Color>>
Image(systemName: "a").foregroundStyle(.red)

// MARK: - foreground_style_two
// expect: ModifiedContent<VStack<Text>, _ForegroundStyleModifier2<Color, Color>>
VStack { Text("a") }.foregroundStyle(.red, .blue)

// MARK: - foreground_style_three
// expect: ModifiedContent<Image, _ForegroundStyleModifier3<Color, Color, Color>>
Image(systemName: "a").foregroundStyle(Color.red, Color.green, Color.blue)

// MARK: - padding_edge_insets
// expect: ModifiedContent<Text, _PaddingLayout>
Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

// MARK: - offset_and_position
// expect: TupleView<(ModifiedContent<Text, _OffsetEffect>, ModifiedContent<Text, _OffsetEffect>, ModifiedContent<Text, _PositionLayout>)>
Text("a").offset(x: 4, y: 2)
Text("b").offset(CGSize(width: 1, height: 1))
Text("c").position(x: 10, y: 10)

// MARK: - fixed_size_and_layout_priority
// expect: TupleView<(ModifiedContent<Text, _FixedSizeLayout>, ModifiedContent<Text, _FixedSizeLayout>, ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>)>
Text("a").fixedSize()
Text("b").fixedSize(horizontal: false, vertical: true)
Text("c").layoutPriority(1)

// MARK: - aspect_ratio_and_scaled_to
// expect: TupleView<(ModifiedContent<Image, _AspectRatioLayout>, ModifiedContent<Image, _AspectRatioLayout>, ModifiedContent<Image, _AspectRatioLayout>, ModifiedContent<Image, _AspectRatioLayout>)>
Image(systemName: "a").aspectRatio(contentMode: .fit)
Image(systemName: "a").aspectRatio(16/9, contentMode: .fill)
Image(systemName: "b").scaledToFit()
Image(systemName: "c").scaledToFill()

// MARK: - clip_shape_and_clipped
// expect: TupleView<(ModifiedContent<Image, _ClipEffect<Circle>>, ModifiedContent<Image, _ClipEffect<Capsule>>, ModifiedContent<Image, _ClipEffect<Rectangle>>)>
Image(systemName: "a").clipShape(Circle())
Image(systemName: "b").clipShape(Capsule(), style: FillStyle())
Image(systemName: "c").clipped()

// MARK: - shadow_forms
// expect: TupleView<(ModifiedContent<Text, _ShadowEffect>, ModifiedContent<Text, _ShadowEffect>)>
Text("a").shadow(radius: 3)
Text("b").shadow(color: .gray, radius: 2, x: 1, y: 1)

// MARK: - tint_color_member_vs_shape_style
// expect: TupleView<(ModifiedContent<Button<Text>, _EnvironmentKeyWritingModifier<Optional<Color>>>, ModifiedContent<Button<Text>, _EnvironmentKeyWritingModifier<Optional<AnyShapeStyle>>>)>
Button("a") {}.tint(.red)
Button("b") {}.tint(Color.red)

// MARK: - background_and_overlay_in_shape
// expect: TupleView<(ModifiedContent<Text, _InsettableBackgroundShapeModifier<Color, Rectangle>>, ModifiedContent<Text, _InsettableBackgroundShapeModifier<BackgroundStyle, Capsule>>, ModifiedContent<Text, _BackgroundStyleModifier<BackgroundStyle>>, ModifiedContent<Text, _OverlayShapeModifier<Color, Circle>>)>
Text("a").background(.blue, in: Rectangle())
Text("b").background(in: Capsule())
Text("c").background()
Text("d").overlay(.red, in: Circle())

// MARK: - text_environment_modifiers
// expect: TupleView<(ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Int>>>, ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Int>>>, ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<TextAlignment>>, ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<TruncationMode>>, ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Double>>)>
VStack { Text("a") }.lineLimit(2)
VStack { Text("b") }.lineLimit(nil)
VStack { Text("c") }.multilineTextAlignment(.center)
VStack { Text("d") }.truncationMode(.middle)
VStack { Text("e") }.minimumScaleFactor(0.5)

// MARK: - list_styles
// expect: TupleView<(ModifiedContent<List<Never, Text>, ListStyleWriter<PlainListStyle>>, ModifiedContent<List<Never, Text>, ListStyleWriter<InsetGroupedListStyle>>, ModifiedContent<List<Never, Text>, ListStyleWriter<PlainListStyle>>, ModifiedContent<List<Never, Text>, ListStyleWriter<SidebarListStyle>>)>
List { Text("a") }.listStyle(.plain)
List { Text("b") }.listStyle(.insetGrouped)
List { Text("c") }.listStyle(PlainListStyle())
List { Text("d") }.listStyle(.sidebar)

// MARK: - list_row_modifiers
// expect: TupleView<(ModifiedContent<Text, _TraitWritingModifier<ListRowBackgroundTraitKey>>, ModifiedContent<Text, ListRowSeparatorModifier>, ModifiedContent<Text, _TraitWritingModifier<ListRowInsetsTraitKey>>, ModifiedContent<Text, _TraitWritingModifier<ListRowInsetsTraitKey>>)>
Text("a").listRowBackground(Color.red)
Text("b").listRowSeparator(.hidden)
Text("c").listRowInsets(EdgeInsets())
Text("d").listRowInsets(nil)

// MARK: - button_styles
// expect: TupleView<(ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<BorderedButtonStyle>>, ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<BorderedProminentButtonStyle>>, ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<PlainButtonStyle>>, ModifiedContent<Button<Text>, PrimitiveButtonStyleContainerModifier<BorderlessButtonStyle>>)>
Button("a") {}.buttonStyle(.bordered)
Button("b") {}.buttonStyle(.borderedProminent)
Button("c") {}.buttonStyle(.plain)
Button("d") {}.buttonStyle(BorderlessButtonStyle())

// MARK: - label_styles
// expect: TupleView<(ModifiedContent<Label<Text, Image>, LabelStyleWritingModifier<IconOnlyLabelStyle>>, ModifiedContent<Label<Text, Image>, LabelStyleWritingModifier<TitleOnlyLabelStyle>>, ModifiedContent<Label<Text, Image>, LabelStyleWritingModifier<TitleAndIconLabelStyle>>)>
Label("a", systemImage: "star").labelStyle(.iconOnly)
Label("b", systemImage: "star").labelStyle(.titleOnly)
Label("c", systemImage: "star").labelStyle(.titleAndIcon)

// MARK: - toggle_styles
// expect: TupleView<(ModifiedContent<Toggle<Text>, ToggleStyleModifier<SwitchToggleStyle>>, ModifiedContent<Toggle<Text>, ToggleStyleModifier<ButtonToggleStyle>>)>
Toggle("a", isOn: .constant(true)).toggleStyle(.switch)
Toggle("b", isOn: .constant(true)).toggleStyle(.button)

// MARK: - picker_styles
// expect: TupleView<(ModifiedContent<VStack<Text>, PickerStyleWriter<SegmentedPickerStyle>>, ModifiedContent<VStack<Text>, PickerStyleWriter<MenuPickerStyle>>, ModifiedContent<VStack<Text>, PickerStyleWriter<WheelPickerStyle>>, ModifiedContent<VStack<Text>, PickerStyleWriter<InlinePickerStyle>>, ModifiedContent<VStack<Text>, PickerStyleWriter<NavigationLinkPickerStyle>>)>
VStack { Text("a") }.pickerStyle(.segmented)
VStack { Text("b") }.pickerStyle(.menu)
VStack { Text("c") }.pickerStyle(.wheel)
VStack { Text("d") }.pickerStyle(.inline)
VStack { Text("e") }.pickerStyle(.navigationLink)

// MARK: - text_field_styles_and_control_size
// expect: TupleView<(ModifiedContent<VStack<Text>, TextFieldStyleModifier<RoundedBorderTextFieldStyle>>, ModifiedContent<VStack<Text>, TextFieldStyleModifier<PlainTextFieldStyle>>, ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<ControlSize>>)>
VStack { Text("a") }.textFieldStyle(.roundedBorder)
VStack { Text("b") }.textFieldStyle(.plain)
VStack { Text("c") }.controlSize(.large)

// MARK: - geometry_and_color_effects
// expect: TupleView<(ModifiedContent<Image, _RotationEffect>, ModifiedContent<Image, _ScaleEffect>, ModifiedContent<Image, _ScaleEffect>, ModifiedContent<Image, _BlurEffect>, ModifiedContent<Image, _BrightnessEffect>, ModifiedContent<Image, _SaturationEffect>, ModifiedContent<Image, _GrayscaleEffect>)>
Image(systemName: "a").rotationEffect(.degrees(45))
Image(systemName: "b").scaleEffect(2)
Image(systemName: "c").scaleEffect(x: 1, y: 2)
Image(systemName: "d").blur(radius: 2)
Image(systemName: "e").brightness(0.1)
Image(systemName: "f").saturation(0.5)
Image(systemName: "g").grayscale(1)

// MARK: - safe_area_and_z_index
// expect: TupleView<(ModifiedContent<Color, _SafeAreaRegionsIgnoringLayout>, ModifiedContent<Color, _SafeAreaRegionsIgnoringLayout>, ModifiedContent<Color, _SafeAreaIgnoringLayout>, ModifiedContent<Text, _TraitWritingModifier<ZIndexTraitKey>>)>
Color.blue.ignoresSafeArea()
Color.red.ignoresSafeArea(edges: .top)
Color.green.edgesIgnoringSafeArea(.all)
Text("a").zIndex(1)

// MARK: - disabled_hidden_content_shape_redacted_tag
// expect: TupleView<(ModifiedContent<Text, _EnvironmentKeyTransformModifier<Bool>>, ModifiedContent<Text, _HiddenModifier>, ModifiedContent<Text, _ContentShapeModifier<Rectangle>>, ModifiedContent<Text, RedactionModifier>, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<String>>>, _TraitWritingModifier<TagValueTraitKey<Optional<String>>>>)>
Text("a").disabled(true)
Text("b").hidden()
Text("c").contentShape(Rectangle())
Text("d").redacted(reason: .placeholder)
Text("e").tag(1)
Text("f").tag("x", includeOptional: false)

// MARK: - animation_value_and_transitions
// expect: TupleView<(ModifiedContent<Text, _AnimationModifier<Int>>, ModifiedContent<Text, _AnimationModifier<Bool>>, ModifiedContent<Text, _AnimationModifier<String>>, ModifiedContent<Text, _AnimationModifier<Double>>, ModifiedContent<Text, _AnimationModifier<Int>>, ModifiedContent<Text, _TraitWritingModifier<TransitionTraitKey>>, ModifiedContent<Text, _TraitWritingModifier<TransitionTraitKey>>, ModifiedContent<Text, _TraitWritingModifier<TransitionTraitKey>>)>
Text("a").animation(.default, value: 1)
Text("b").animation(.easeInOut, value: true)
Text("c").animation(.spring(), value: "x")
Text("d").animation(.linear(duration: 0.2), value: 2.0)
Text("e").animation(nil, value: 0)
Text("f").transition(.opacity)
Text("g").transition(.move(edge: .leading))
Text("h").transition(.slide.combined(with: .scale))

// MARK: - appear_disappear_task
// expect: TupleView<(ModifiedContent<Text, _AppearanceActionModifier>, ModifiedContent<Text, _AppearanceActionModifier>, ModifiedContent<Text, _AppearanceActionModifier>, ModifiedContent<Text, _TaskModifier>, ModifiedContent<Text, _TaskValueModifier<Int>>)>
Text("a").onAppear { }
Text("b").onDisappear { }
Text("c").onAppear()
Text("d").task { }
Text("e").task(id: 3) { }

// MARK: - on_change_forms
// expect: TupleView<(ModifiedContent<Text, _ValueActionModifier<Int>>, ModifiedContent<Text, _ValueActionModifier2<Int>>, ModifiedContent<Text, _ValueActionModifier2<Int>>, ModifiedContent<Text, _ValueActionModifier2<String>>)>
Text("a").onChange(of: 1) { newValue in }
Text("b").onChange(of: 1) { old, new in }
Text("c").onChange(of: 1) { }
Text("d").onChange(of: "s", initial: true) { }

// MARK: - tap_long_press_and_gestures
// expect: TupleView<(ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>, ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>, ModifiedContent<Text, AddGestureModifier<_EndedGesture<LongPressGesture>>>, ModifiedContent<Text, AddGestureModifier<TapGesture>>, ModifiedContent<Text, AddGestureModifier<_ChangedGesture<DragGesture>>>, ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>)>
Text("a").onTapGesture { }
Text("b").onTapGesture(count: 2) { }
Text("c").onLongPressGesture { }
Text("d").gesture(TapGesture())
Text("e").gesture(DragGesture().onChanged { v in })
Text("f").gesture(TapGesture(count: 2).onEnded { })

// MARK: - gesture_state_updating
// expect: ModifiedContent<ModifiedContent<_ShapeView<Circle, Color>, _OffsetEffect>, AddGestureModifier<GestureStateGesture<DragGesture, CGSize>>>
struct Knob: View {
    @GestureState private var drag = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .default)) private var scale: CGFloat = 1
    var body: some View {
        Circle()
            .fill(Color.red)
            .offset(drag)
            .gesture(DragGesture().updating($drag) { value, state, transaction in
                state = value.translation
                transaction.animation = nil
            })
    }
}
Knob().body

// MARK: - magnification_and_rotation_gestures
// expect: TupleView<(ModifiedContent<Text, AddGestureModifier<_EndedGesture<MagnificationGesture>>>, ModifiedContent<Text, AddGestureModifier<_ChangedGesture<RotationGesture>>>)>
Text("a").gesture(MagnificationGesture().onEnded { scale in })
Text("b").gesture(RotationGesture(minimumAngleDelta: .degrees(5)).onChanged { angle in })

// MARK: - navigation_title_and_destinations
// expect: TupleView<(ModifiedContent<Text, NavigationTitleModifier<Text>>, ModifiedContent<Text, NavigationTitleModifier<Text>>, ModifiedContent<Text, NavigationBarTitleDisplayModeModifier>, ModifiedContent<Text, NavigationBarBackButtonHiddenModifier>, ModifiedContent<Text, NavigationDestinationModifier<Int, Text>>, ModifiedContent<Text, ViewDestinationNavigationDestinationModifier<Text>>)>
Text("a").navigationTitle("Home")
Text("b").navigationTitle(Text("Home"))
Text("c").navigationBarTitleDisplayMode(.inline)
Text("d").navigationBarBackButtonHidden()
Text("e").navigationDestination(for: Int.self) { n in Text("\(n)") }
Text("f").navigationDestination(isPresented: .constant(false)) { Text("x") }

// MARK: - toolbar_items
// expect: TupleView<(ModifiedContent<Text, ToolbarModifier<Button<Text>>>, ModifiedContent<Text, ToolbarModifier<ToolbarItem<(), Button<Text>>>>, ModifiedContent<Text, ToolbarModifier<TupleToolbarContent<(ToolbarItem<(), Text>, ToolbarItemGroup<TupleView<(Button<Text>, Button<Text>)>>)>>>)>
Text("a").toolbar { Button("Add") {} }
Text("b").toolbar {
    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
}
Text("c").toolbar {
    ToolbarItem(placement: .principal) { Text("T") }
    ToolbarItemGroup(placement: .bottomBar) { Button("x") {}; Button("y") {} }
}

// MARK: - sheet_cover_popover
// expect: TupleView<(ModifiedContent<Text, SheetPresentationModifier<Text>>, ModifiedContent<Text, SheetPresentationModifier<Text>>, ModifiedContent<Text, FullScreenCoverPresentationModifier<Text>>, ModifiedContent<Text, PopoverPresentationModifier<Text>>)>
Text("a").sheet(isPresented: .constant(false)) { Text("S") }
Text("b").sheet(isPresented: .constant(false), onDismiss: { }) { Text("S") }
Text("c").fullScreenCover(isPresented: .constant(true)) { Text("F") }
Text("d").popover(isPresented: .constant(true)) { Text("P") }

// MARK: - alert_and_confirmation_dialog
// expect: TupleView<(ModifiedContent<Text, AlertModifier<Button<Text>, EmptyView>>, ModifiedContent<Text, AlertModifier<Button<Text>, Text>>, ModifiedContent<Text, ConfirmationDialogModifier<Button<Text>, EmptyView>>, ModifiedContent<Text, ConfirmationDialogModifier<Button<Text>, Text>>)>
Text("a").alert("Title", isPresented: .constant(true)) { Button("OK") {} }
Text("b").alert("Title", isPresented: .constant(true)) { Button("OK") {} } message: { Text("m") }
Text("c").confirmationDialog("T", isPresented: .constant(true)) { Button("x") {} }
Text("d").confirmationDialog("T", isPresented: .constant(true), titleVisibility: .visible) { Button("x") {} } message: { Text("m") }

// MARK: - accessibility_attachment_merges
// expect: TupleView<(ModifiedContent<Image, AccessibilityAttachmentModifier>, ModifiedContent<Image, AccessibilityAttachmentModifier>, ModifiedContent<Image, AccessibilityAttachmentModifier>, ModifiedContent<ModifiedContent<Image, AccessibilityAttachmentModifier>, _PaddingLayout>, ModifiedContent<VStack<Text>, AccessibilityAttachmentModifier>)>
Image(systemName: "a").accessibilityLabel("Star")
Image(systemName: "b").accessibilityLabel("Star").accessibilityHint("Hint")
Image(systemName: "c").accessibilityHidden(true)
Image(systemName: "d").accessibilityIdentifier("id").padding()
VStack { Text("e") }.accessibilityLabel(Text("E"))

// MARK: - searchable_refreshable_help_submit
// expect: TupleView<(ModifiedContent<List<Never, Text>, SearchableModifier>, ModifiedContent<List<Never, Text>, SearchableModifier>, ModifiedContent<List<Never, Text>, RefreshableModifier>, ModifiedContent<Text, _TooltipModifier>, ModifiedContent<Text, OnSubmitModifier>, ModifiedContent<Text, SubmitLabelModifier>)>
List { Text("a") }.searchable(text: .constant(""))
List { Text("b") }.searchable(text: .constant(""), prompt: "Find")
List { Text("c") }.refreshable { }
Text("d").help("Tip")
Text("e").onSubmit { }
Text("f").submitLabel(.done)

// MARK: - modifiers_on_group_apply_per_child
// expect: ModifiedContent<ModifiedContent<Group<TupleView<(Text, Image)>>, _ForegroundStyleModifier<HierarchicalShapeStyle>>, _TraitWritingModifier<LayoutPriorityTraitKey>>
Group {
    Text("a")
    Image(systemName: "b")
}
.foregroundStyle(.secondary)
.layoutPriority(1)

// MARK: - text_own_members_then_view_modifiers
// expect: ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<ZIndexTraitKey>>, _OffsetEffect>
Text("a").bold().foregroundColor(.red).zIndex(2).offset(y: 4)

// MARK: - modifiers_in_conditional_branches
// expect: _ConditionalContent<ModifiedContent<Text, _OpacityEffect>, ModifiedContent<Image, _HiddenModifier>>
let visible = true
if visible {
    Text("shown").opacity(1)
} else {
    Image(systemName: "eye.slash").hidden()
}

// MARK: - animation_with_state_and_with_animation
// expect: ModifiedContent<VStack<TupleView<(ModifiedContent<Text, _ScaleEffect>, Button<Text>)>>, _AnimationModifier<Bool>>
struct Pulse: View {
    @State var big = false
    var body: some View {
        VStack {
            Text("pulse").scaleEffect(big ? 2 : 1)
            Button("Toggle") {
                withAnimation(.spring()) {
                    big.toggle()
                }
            }
        }
        .animation(.easeInOut(duration: 0.3), value: big)
    }
}
Pulse().body

// MARK: - with_animation_returns_the_body_result
// expect: Text
let n = withAnimation { 1 + 1 }
Text("\(n)")

// MARK: - transition_inside_if
// expect: VStack<Optional<ModifiedContent<Text, _TraitWritingModifier<TransitionTraitKey>>>>
let showDetail = true
VStack {
    if showDetail {
        Text("detail").transition(.move(edge: .bottom).combined(with: .opacity))
    }
}

// MARK: - custom_button_style
// expect: ModifiedContent<Button<Text>, ButtonStyleContainerModifier<Filled>>
struct Filled: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Color.blue)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
Button("Go") {}.buttonStyle(Filled())

// MARK: - drag_gesture_reads_its_value
// expect: ModifiedContent<ModifiedContent<Color, _OffsetEffect>, AddGestureModifier<_EndedGesture<_ChangedGesture<DragGesture>>>>
struct Draggable: View {
    @State var offset = CGSize(width: 0, height: 0)
    var body: some View {
        Color.red
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in offset = CGSize(width: 0, height: 0) }
            )
    }
}
Draggable().body

// MARK: - sheet_item_identifiable
// expect: ModifiedContent<Text, ItemSheetPresentationModifier<Note, Text>>
struct Note: Identifiable {
    var id: Int
    var title: String
}
struct Notes: View {
    @State var selected: Note? = nil
    var body: some View {
        Text("list").sheet(item: $selected) { note in
            Text(note.title)
        }
    }
}
Notes().body

// MARK: - full_screen_cover_item
// expect: ModifiedContent<Text, ItemFullScreenCoverPresentationModifier<Page, VStack<Text>>>
struct Page: Identifiable {
    var id: String
}
struct Pages: View {
    @State var page: Page? = nil
    var body: some View {
        Text("pages").fullScreenCover(item: $page, onDismiss: {}) { page in
            VStack { Text(page.id) }
        }
    }
}
Pages().body

// MARK: - navigation_title_builder
// expect: ModifiedContent<List<Never, Text>, NavigationTitleModifier<HStack<TupleView<(Image, Text)>>>>
List { Text("row") }
    .navigationTitle {
        HStack {
            Image(systemName: "star")
            Text("Title")
        }
    }

// MARK: - toolbar_conditional_item
// expect: ModifiedContent<Text, ToolbarModifier<TupleToolbarContent<(ToolbarItem<(), Button<Text>>, Optional<ToolbarItemGroup<Text>>)>>>
let editing = false
Text("doc").toolbar {
    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
    if editing {
        ToolbarItemGroup(placement: .status) { Text("editing") }
    }
}

// MARK: - on_change_with_state_and_task
// expect: ModifiedContent<ModifiedContent<Text, _ValueActionModifier2<Int>>, _TaskModifier>
struct Counter: View {
    @State var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { old, new in print(old, new) }
            .task { count = 1 }
    }
}
Counter().body

// MARK: - tag_inside_foreach
// expect: ForEach<Range<Int>, Int, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>>
ForEach(0..<3) { i in
    Text("\(i)").tag(i)
}

// MARK: - line_limit_ranges
// expect: TupleView<(ModifiedContent<VStack<Text>, LineLimitModifier>, ModifiedContent<VStack<Text>, LineLimitModifier>, ModifiedContent<VStack<Text>, LineLimitModifier>, ModifiedContent<VStack<Text>, LineLimitModifier>)>
VStack { Text("a") }.lineLimit(2...4)
VStack { Text("b") }.lineLimit(3...)
VStack { Text("c") }.lineLimit(...5)
VStack { Text("d") }.lineLimit(2, reservesSpace: true)

// MARK: - animation_members_and_chains
// expect: TupleView<(ModifiedContent<Text, _AnimationModifier<Int>>, ModifiedContent<Text, _AnimationModifier<Int>>, ModifiedContent<Text, _AnimationModifier<Int>>, ModifiedContent<Text, _AnimationModifier<Int>>)>
Text("e").animation(.spring, value: 1)
Text("f").animation(.spring(response: 0.3, dampingFraction: 0.6), value: 1)
Text("g").animation(.easeInOut.delay(0.2).repeatForever(), value: 1)
Text("h").animation(.bouncy.speed(2), value: 1)

// MARK: - keyboard_type_and_submit
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, KeyboardTypeModifier>, SubmitLabelModifier>, OnSubmitModifier>
Text("field")
    .keyboardType(.default)
    .submitLabel(.next)
    .onSubmit(of: .text) { }

// MARK: - alert_and_dialog_presenting_data
// expect: TupleView<(ModifiedContent<Text, PresentingAlertModifier<Int, Button<Text>, EmptyView>>, ModifiedContent<Text, PresentingAlertModifier<String, Button<Text>, Text>>, ModifiedContent<Text, PresentingConfirmationDialogModifier<Int, Button<Text>, EmptyView>>, ModifiedContent<Text, ItemNavigationDestinationModifier<Int, Text>>)>
Text("a").alert("Delete?", isPresented: .constant(true), presenting: 3) { n in Button("Delete \(n)") {} }
Text("b").alert(Text("Delete?"), isPresented: .constant(true), presenting: "x") { s in Button(s) {} } message: { s in Text(s) }
Text("c").confirmationDialog("Pick", isPresented: .constant(true), presenting: 1) { n in Button("\(n)") {} }
Text("d").navigationDestination(item: .constant(Optional(1))) { n in Text("\(n)") }

// MARK: - popover_item
// expect: ModifiedContent<Text, ItemPopoverPresentationModifier<Tip, Text>>
struct Tip: Identifiable {
    var id: Int
}
struct Tips: View {
    @State var tip: Tip? = nil
    var body: some View {
        Text("help").popover(item: $tip, arrowEdge: .bottom) { tip in
            Text("tip \(tip.id)")
        }
    }
}
Tips().body

// MARK: - hit_testing_mask_inset_badge_menus_swipes
// expect: TupleView<(ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Case>>>, ModifiedContent<Text, _AllowsHitTestingModifier>, ModifiedContent<Image, _MaskAlignmentEffect<Color>>, ModifiedContent<Image, _MaskEffect<Text>>, ModifiedContent<Text, _CompositingGroupEffect>, ModifiedContent<List<Never, Text>, _InsetViewModifier<Text>>, ModifiedContent<List<Never, Text>, _InsetViewModifier<Divider>>, ModifiedContent<Toggle<Text>, LabelsHiddenModifier>, ModifiedContent<List<Never, Text>, ScrollContentBackgroundModifier>, ModifiedContent<Text, BadgeModifier>, ModifiedContent<Text, BadgeModifier>, ModifiedContent<Text, ContextMenuModifier<Button<Text>>>, ModifiedContent<Text, ContextMenuPreviewModifier<Button<Text>, Text>>, ModifiedContent<Text, SwipeActionsModifier<Button<Text>>>, ModifiedContent<Text, SwipeActionsModifier<Button<Text>>>, ModifiedContent<ModifiedContent<Text, InteractiveDismissDisabledModifier>, PresentationDragIndicatorModifier>)>
Text("a").textCase(.uppercase)
Text("b").allowsHitTesting(false)
Image(systemName: "c").mask { Color.black }
Image(systemName: "d").mask(Text("m"))
Text("e").compositingGroup()
List { Text("f") }.safeAreaInset(edge: .bottom) { Text("footer") }
List { Text("g") }.safeAreaInset(edge: .leading, spacing: 2) { Divider() }
Toggle("h", isOn: .constant(true)).labelsHidden()
List { Text("i") }.scrollContentBackground(.hidden)
Text("j").badge(3)
Text("k").badge("New")
Text("l").contextMenu { Button("Copy") {} }
Text("m").contextMenu { Button("Copy") {} } preview: { Text("preview") }
Text("n").swipeActions { Button("Delete") {} }
Text("o").swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
Text("p").interactiveDismissDisabled().presentationDragIndicator(.visible)

// MARK: - tap_location_simultaneous_high_priority
// expect: TupleView<(ModifiedContent<Text, AddGestureModifier<_EndedGesture<SpatialTapGesture>>>, ModifiedContent<Text, AddGestureModifier<_EndedGesture<SpatialTapGesture>>>, ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>, ModifiedContent<Text, SimultaneousGestureModifier<_EndedGesture<LongPressGesture>>>, ModifiedContent<Text, HighPriorityGestureModifier<TapGesture>>)>
Text("a").onTapGesture { location in print(location.x) }
Text("b").onTapGesture(count: 2, coordinateSpace: .global) { _ in }
Text("c").onTapGesture { }
Text("d").simultaneousGesture(LongPressGesture().onEnded { _ in })
Text("e").highPriorityGesture(TapGesture())

// MARK: - task_and_refreshable_await
// expect: ModifiedContent<ModifiedContent<List<Never, Text>, _TaskModifier>, RefreshableModifier>
struct Feed: View {
    @State var items = 0
    func load() async -> Int { 3 }
    var body: some View {
        List { Text("\(items) items") }
            .task { items = await load() }
            .refreshable { items = await load() }
    }
}
Feed().body

// MARK: - reject_closure_ignores_its_parameter
// error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
ForEach(0..<3) {
    Divider()
}

// MARK: - reject_sheet_without_content
// error: missing argument for parameter 'content' in call
Divider().sheet(isPresented: .constant(true))

// MARK: - reject_animation_value_not_equatable
// error: requires that 'Divider' conform to 'Equatable'
Divider().animation(.default, value: Divider())

// MARK: - reject_navigation_destination_not_hashable
// error: requires that 'Divider' conform to 'Hashable'
Divider().navigationDestination(for: Divider.self) { _ in Spacer() }

// MARK: - reject_list_style_from_another_family
// error: type 'ListStyle' has no member 'segmented'
Divider().listStyle(.segmented)

// MARK: - reject_non_view_in_toolbar
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
Divider().toolbar { 42 }

// MARK: - reject_sheet_with_plain_bool
// error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
Divider().sheet(isPresented: true) { Spacer() }

// MARK: - reject_task_id_not_equatable
// error: instance method 'task(id:priority:_:)' requires that 'Divider' conform to 'Equatable'
Divider().task(id: Divider()) { }

// MARK: - reject_tap_gesture_without_action
// error: missing argument for parameter 'perform' in call
Divider().onTapGesture(count: 2)

// MARK: - modifiers_navigation_bar_title_and_items
// expect: ModifiedContent<NavigationView<ModifiedContent<ModifiedContent<List<Never, Text>, NavigationTitleModifier<Text>>, NavigationBarItemsModifier<Text, Button<Text>>>>, NavigationViewStyleModifier<StackNavigationViewStyle>>
// The iOS 13 forms older apps still use; the string form is the disfavored StringProtocol one.
NavigationView {
    List { Text("a") }
        .navigationBarTitle("Items")
        .navigationBarItems(leading: Text("Edit"), trailing: Button("Add") {})
}
.navigationViewStyle(.stack)

// MARK: - modifiers_navigation_bar_title_display_mode
VStack {
    Text("a").navigationBarTitle(Text("Title"), displayMode: .inline)
    Text("b").navigationBarTitle("Title", displayMode: NavigationBarItem.TitleDisplayMode.large)
    Text("c").navigationBarItems(leading: Text("l"))
    Text("d").navigationBarItems(trailing: Text("t"))
    Text("e").navigationViewStyle(DefaultNavigationViewStyle.automatic)
    Text("f").navigationViewStyle(StackNavigationViewStyle())
    Text("g").navigationViewStyle(ColumnNavigationViewStyle.columns)
}

// MARK: - modifiers_navigation_view_style_generic
func styled<S: NavigationViewStyle>(_ style: S) -> some View { NavigationView { Text("a") }.navigationViewStyle(style) }
styled(StackNavigationViewStyle.stack)

// MARK: - modifiers_preview_traits
// expect: ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<PreviewLayoutTraitKey>>, _TraitWritingModifier<PreviewDisplayNameTraitKey>>
Text("a").previewLayout(PreviewLayout.sizeThatFits).previewDisplayName("Small")

// MARK: - modifiers_preview_layout_cases
let layouts: [PreviewLayout] = [.device, .fixed(width: 320, height: 100)]
Text("\(layouts.count)").previewLayout(layouts[1])

// MARK: - modifiers_image_scale
// expect: ModifiedContent<Image, _EnvironmentKeyWritingModifier<Scale>>
Image(systemName: "star").imageScale(Image.Scale.large)

// MARK: - modifiers_image_scale_cases
let scales: [Image.Scale] = [.small, .medium]
Image(systemName: "star").imageScale(scales[0])

// MARK: - modifiers_tab_item
// expect: TabView<Int, TupleView<(ModifiedContent<Text, TabItemModifier<Label<Text, Image>>>, ModifiedContent<Text, TabItemModifier<TupleView<(Image, Text)>>>)>>
TabView {
    Text("Inbox").tabItem { Label("Mail", systemImage: "envelope") }
    Text("Settings").tabItem {
        Image(systemName: "gear")
        Text("Settings")
    }
}

// MARK: - accessibility_traits_values_actions_and_elements
// expect: VStack<TupleView<(ModifiedContent<ModifiedContent<Text, AccessibilityAttachmentModifier>, AccessibilityAttachmentModifier>, ModifiedContent<Text, AccessibilityAttachmentModifier>, ModifiedContent<Text, AccessibilityAttachmentModifier>, ModifiedContent<Text, AccessibilityAttachmentModifier>)>>
let traits: AccessibilityTraits = [.isButton, .isSelected]
VStack {
    Text("a").accessibilityAddTraits(.isHeader).accessibilityElement(children: .combine)
    Text("b").accessibilityAddTraits(traits).accessibilityValue("3").accessibilityValue(Text("4")).accessibilityRemoveTraits(.isImage)
    Text("c").accessibilityAction { }.accessibilityAction(named: Text("Delete")) { }.accessibilityAction(.escape) { }
    Text("d").accessibility(label: Text("x")).accessibility(hint: Text("y")).accessibility(value: Text("z")).accessibility(hidden: false).accessibility(identifier: "d").accessibility(addTraits: .isLink)
}

// MARK: - color_multiply_and_autocorrection
// expect: VStack<TupleView<(ModifiedContent<Image, _ColorMultiplyEffect>, ModifiedContent<TextField<Text>, AutocorrectionModifier>, ModifiedContent<TextField<Text>, AutocorrectionModifier>)>>
VStack {
    Image(systemName: "star").colorMultiply(.red)
    TextField("Name", text: .constant("")).autocorrectionDisabled()
    TextField("Name", text: .constant("")).disableAutocorrection(nil)
}

// MARK: - accessibility_trait_and_behavior_names
// expect: VStack<TupleView<(ModifiedContent<Text, AccessibilityAttachmentModifier>, ModifiedContent<Text, AccessibilityAttachmentModifier>, ModifiedContent<Text, AccessibilityAttachmentModifier>)>>
let everyTrait: [AccessibilityTraits] = [.isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound, .isKeyboardKey, .isStaticText, .isSummaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .isModal, .isToggle, .isTabBar]
let behaviors: [AccessibilityChildBehavior] = [.ignore, .contain, .combine]
let kinds: [AccessibilityActionKind] = [.default, .escape, .magicTap, .delete, .showMenu]
VStack {
    Text("\(everyTrait.count)").accessibilityElement(children: behaviors[0])
    Text("\(kinds.count)").accessibilityAction(kinds[2]) { }
    Text("t").accessibilityAddTraits(AccessibilityTraits(rawValue: 3))
}

// MARK: - preference_keys_written_and_read
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _PreferenceWritingModifier<WidthKey>>, _PreferenceActionModifier<WidthKey>>, _PreferenceTransformModifier<WidthKey>>, _BackgroundPreferenceModifier<WidthKey, Text>>, _OverlayPreferenceModifier<WidthKey, Color>>
struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Text("w \(width)")
            .preference(key: WidthKey.self, value: 10)
            .onPreferenceChange(WidthKey.self) { width = $0 }
            .transformPreference(WidthKey.self) { $0 += 1 }
            .backgroundPreferenceValue(WidthKey.self) { value in Text("\(value)") }
            .overlayPreferenceValue(WidthKey.self, alignment: .top) { _ in Color.red }
    }
}
Measured().body

// MARK: - text_field_callbacks_and_transactions
// expect: VStack<TupleView<(TextField<Text>, TextField<Text>, ModifiedContent<Text, _TransactionModifier>, ModifiedContent<Text, _TransactionModifier>)>>
VStack {
    TextField("Search", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
    TextField("Name", text: .constant("")) { editing in print(editing) } onCommit: { print("done") }
    Text("a").transaction { $0.animation = nil }
    Text("b").animation(.default)
}
