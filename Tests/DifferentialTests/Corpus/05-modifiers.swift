// The modifiers of semantics.md's table: padding and frame forms, background and overlay with a
// ShapeStyle vs a view vs a closure, border, opacity, cornerRadius, id, foregroundColor and
// font on Text (Text's own members win) vs on other views, bold/italic, modifier(M()).

// MARK: - padding_forms
// expect: TupleView<(ModifiedContent<Text, _PaddingLayout>, ModifiedContent<Text, _PaddingLayout>, ModifiedContent<Text, _PaddingLayout>, ModifiedContent<Text, _PaddingLayout>)>
Text("a").padding()
Text("b").padding(8)
Text("c").padding(.horizontal, 4)
Text("d").padding(.top)

// MARK: - padding_edge_set_array
// requires: Set: OptionSet
// expect: ModifiedContent<Text, _PaddingLayout>
Text("a").padding([.horizontal, .top], 4)

// MARK: - frame_fixed_forms
// expect: TupleView<(ModifiedContent<Text, _FrameLayout>, ModifiedContent<Text, _FrameLayout>, ModifiedContent<VStack<Text>, _FrameLayout>)>
Text("a").frame(width: 100)
Text("b").frame(width: 100, height: 40)
VStack { Text("c") }.frame(width: 100, height: 200, alignment: .leading)

// MARK: - frame_flexible_forms
// expect: TupleView<(ModifiedContent<Text, _FlexFrameLayout>, ModifiedContent<Text, _FlexFrameLayout>, ModifiedContent<Text, _FlexFrameLayout>)>
Text("a").frame(maxWidth: .infinity)
Text("b").frame(minWidth: 10, maxWidth: 200)
Text("c").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)

// MARK: - background_color
// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
Text("a").background(Color.blue)

// MARK: - background_shape_style_member
// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
Text("a").background(.yellow)

// MARK: - background_view
// expect: ModifiedContent<Text, _BackgroundModifier<Image>>
Text("a").background(Image(systemName: "star"))

// MARK: - background_trailing_closure
// expect: ModifiedContent<Text, _BackgroundModifier<TupleView<(Color, Text)>>>
Text("a").background {
    Color.red
    Text("shadow")
}

// MARK: - background_closure_with_color_is_a_view
// expect: ModifiedContent<Text, _BackgroundModifier<Color>>
Text("a").background(alignment: .leading) { Color.green }

// MARK: - overlay_color
// expect: ModifiedContent<Image, _OverlayStyleModifier<Color>>
Image(systemName: "square").overlay(Color.red)

// MARK: - overlay_view
// expect: ModifiedContent<Image, _OverlayModifier<Text>>
Image(systemName: "square").overlay(Text("badge"))

// MARK: - overlay_closure
// expect: ModifiedContent<Image, _OverlayModifier<Optional<Text>>>
let unread = 3
Image(systemName: "bell").overlay(alignment: .topTrailing) {
    if unread > 0 {
        Text("\(unread)")
    }
}

// MARK: - border_forms
// expect: TupleView<(ModifiedContent<Text, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>, ModifiedContent<VStack<Text>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>)>
Text("a").border(.blue)
VStack { Text("b") }.border(Color.red, width: 2)

// MARK: - opacity_corner_radius
// expect: ModifiedContent<ModifiedContent<Image, _OpacityEffect>, _ClipEffect<RoundedRectangle>>
Image(systemName: "photo").opacity(0.5).cornerRadius(8)

// MARK: - id_forms
// expect: TupleView<(IDView<Text, Int>, IDView<Text, String>, IDView<VStack<Text>, Bool>)>
Text("a").id(1)
Text("b").id("b")
VStack { Text("c") }.id(true)

// MARK: - text_modifiers_stay_text
// expect: Text
Text("Hello").foregroundColor(.red).font(.title).bold().italic()

// MARK: - text_bold_then_padding
// expect: ModifiedContent<Text, _PaddingLayout>
Text("a").bold().padding()

// MARK: - foreground_color_on_vstack
// expect: ModifiedContent<VStack<TupleView<(Text, Text)>>, _EnvironmentKeyWritingModifier<Optional<Color>>>
VStack {
    Text("a")
    Text("b")
}
.foregroundColor(.red)

// MARK: - font_on_vstack
// expect: ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>
VStack { Text("a") }.font(.headline)

// MARK: - foreground_color_on_image
// expect: ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<Color>>>
Image(systemName: "square.and.arrow.up")
    .foregroundColor(.blue)

// MARK: - environment_modifiers_chain
// expect: ModifiedContent<ModifiedContent<HStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>, _EnvironmentKeyWritingModifier<Optional<Color>>>
HStack { Text("a") }
    .font(.caption)
    .foregroundColor(nil)

// MARK: - text_modifier_after_view_modifier
// expect: ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _EnvironmentKeyWritingModifier<Optional<Color>>>
Text("a").padding().foregroundColor(.green)

// MARK: - modifier_chain
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>, _ClipEffect<RoundedRectangle>>, _OpacityEffect>
Text("chip")
    .padding(6)
    .background(Color.yellow)
    .cornerRadius(4)
    .opacity(0.8)

// MARK: - modifier_on_group
// expect: ModifiedContent<Group<TupleView<(Text, Text)>>, _PaddingLayout>
Group {
    Text("a")
    Text("b")
}
.padding()

// MARK: - modifier_on_conditional_inside_stack
// expect: VStack<ModifiedContent<Group<_ConditionalContent<Text, Image>>, _FrameLayout>>
let wide = true
VStack {
    Group {
        if wide { Text("wide") } else { Image(systemName: "narrow") }
    }
    .frame(width: 50)
}

// MARK: - custom_view_modifier
// expect: ModifiedContent<Text, Highlight>
struct Highlight: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(4)
            .background(Color.yellow)
    }
}
Text("important").modifier(Highlight())

// MARK: - custom_view_modifier_with_builder_body
// expect: ModifiedContent<ModifiedContent<Text, Badge>, _PaddingLayout>
struct Badge: ViewModifier {
    var count: Int
    func body(content: Content) -> some View {
        ZStack(alignment: .topTrailing) {
            content
            if count > 0 {
                Text("\(count)")
            }
        }
    }
}
Text("Inbox").modifier(Badge(count: 2)).padding()

// MARK: - color_and_spacer_modified
// expect: TupleView<(ModifiedContent<Color, _FrameLayout>, ModifiedContent<Spacer, _FrameLayout>, ModifiedContent<Divider, _PaddingLayout>)>
Color.red.frame(width: 10, height: 10)
Spacer().frame(height: 8)
Divider().padding(.vertical, 2)

// MARK: - modifiers_inside_foreach
// expect: ForEach<Array<String>, String, ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>>
ForEach(["a", "b"], id: \.self) { s in
    Text(s)
        .padding()
        .border(.gray)
}
