// Extensions: each snippet with an `extension` is compiled by swiftc in a program of its own
// (extensions only live at file scope). Opaque results print their underlying type.

// MARK: - extension_card
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>, _ClipEffect<RoundedRectangle>>
extension View {
    func card() -> some View {
        padding()
            .background(Color.white)
            .cornerRadius(8)
    }
}
Text("a").card()

// MARK: - extension_card_twice
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<VStack<Text>, _PaddingLayout>, _BackgroundStyleModifier<Color>>, _ClipEffect<RoundedRectangle>>, _PaddingLayout>, _BackgroundStyleModifier<Color>>, _ClipEffect<RoundedRectangle>>
extension View {
    func card() -> some View {
        padding()
            .background(Color.white)
            .cornerRadius(8)
    }
}
VStack { Text("a") }.card().card()

// MARK: - extension_with_view_modifier
// expect: ModifiedContent<Image, CardStyle>
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding().border(.gray)
    }
}
extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}
Image(systemName: "star").cardStyle()

// MARK: - extension_builder_function_with_if
// expect: _ConditionalContent<EmptyView, Text>
extension View {
    @ViewBuilder func hidden(_ isHidden: Bool) -> some View {
        if isHidden {
            EmptyView()
        } else {
            self
        }
    }
}
Text("secret").hidden(false)

// MARK: - extension_generic_transform
// expect: _ConditionalContent<ModifiedContent<Text, _PaddingLayout>, Text>
extension View {
    @ViewBuilder func applying<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
Text("a").applying(true) { $0.padding() }

// MARK: - extension_wraps_self_in_stack
// expect: VStack<TupleView<(Text, Spacer)>>
extension View {
    func pushedUp() -> some View {
        VStack {
            self
            Spacer()
        }
    }
}
Text("top").pushedUp()

// MARK: - extension_on_text_returns_text
// expect: Text
extension Text {
    func headline() -> Text {
        self.bold().font(.headline)
    }
}
Text("News").headline()

// MARK: - extension_on_user_view
// expect: ModifiedContent<ModifiedContent<Badge, _PaddingLayout>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>
struct Badge: View {
    var text: String
    var body: some View { Text(text) }
}
extension Badge {
    func highlighted() -> some View {
        self.padding().border(.red)
    }
}
Badge(text: "new").highlighted()

// MARK: - extension_color_constant
// expect: TupleView<(Color, Text)>
extension Color {
    static let brand = Color.purple
}
Color.brand
Text("brand").foregroundColor(.brand)

// MARK: - extension_conformance_to_view
// expect: VStack<TupleView<(Text, Text)>>
struct Pair {
    var first: String
    var second: String
}
extension Pair: View {
    var body: some View {
        VStack {
            Text(first)
            Text(second)
        }
    }
}
Pair(first: "a", second: "b").body

// MARK: - seed000_debug_extension
// expect: Group<TupleView<(Text, Text)>>
extension View {
    @ViewBuilder
    func debug() -> some View {
        self
    }
}
Group {
    Text("Hello")
    Text("World")
}
.debug()

// MARK: - standalone_requested
// standalone
// expect: HStack<TupleView<(Text, Text)>>
struct Left: View { var body: some View { Text("L") } }
HStack {
    Text("a")
    Text("b")
}
