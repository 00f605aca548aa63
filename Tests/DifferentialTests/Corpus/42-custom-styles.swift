// Custom control styles: a type conforming to LabelStyle, ToggleStyle, ProgressViewStyle or
// MenuStyle builds its body from the configuration's placeholders; the style modifiers take it.

// MARK: - custom_label_style
// expect: ModifiedContent<Label<Text, Image>, LabelStyleWritingModifier<TrailingIconLabelStyle>>
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        let title: LabelStyleConfiguration.Title = configuration.title
        let icon: LabelStyleConfiguration.Icon = configuration.icon
        return HStack {
            title
            icon.foregroundStyle(.secondary)
        }
    }
}
Label("Inbox", systemImage: "tray").labelStyle(TrailingIconLabelStyle())

// MARK: - custom_toggle_style
// expect: ModifiedContent<Toggle<Text>, ToggleStyleModifier<CheckboxToggleStyle>>
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
        .disabled(configuration.isMixed)
        .onChange(of: configuration.$isOn.wrappedValue) { _, _ in }
    }
}
Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())

// MARK: - custom_progress_style
// expect: ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<BarProgressStyle>>
struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        let current: ProgressViewStyleConfiguration.CurrentValueLabel? = configuration.currentValueLabel
        return VStack(alignment: .leading) {
            configuration.label
            Text("\(Int(fraction * 100))%")
            current
        }
    }
}
ProgressView(value: 0.4).progressViewStyle(BarProgressStyle())

// MARK: - custom_menu_style
// expect: ModifiedContent<Menu<Text, Button<Text>>, MenuStyleModifier<PlainMenuStyle>>
struct PlainMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _: MenuStyleConfiguration = configuration
        return Menu(configuration)
    }
}
Menu("Sort") { Button("Name") {} }.menuStyle(PlainMenuStyle())

// MARK: - custom_styles_wrap_the_configured_control
// expect: TupleView<(ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<TintedProgressStyle>>, ModifiedContent<Toggle<Text>, ToggleStyleModifier<PaddedToggleStyle>>)>
struct TintedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).tint(.orange)
    }
}
struct PaddedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding()
    }
}
ProgressView(value: 0.25).progressViewStyle(TintedProgressStyle())
Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(PaddedToggleStyle())

// MARK: - text_styling_on_any_view
// expect: TupleView<(ModifiedContent<Image, TextAttributeModifier>, ModifiedContent<ModifiedContent<HStack<TupleView<(Text, Text)>>, TextAttributeModifier>, TextAttributeModifier>, Text, Text, ModifiedContent<Label<Text, Image>, TextAttributeModifier>)>
Image(systemName: "chevron.forward").fontWeight(.semibold)
HStack {
    Text("a")
    Text("b")
}
.bold()
.italic(false)
Text("text keeps its own").bold().italic().fontWeight(.heavy)
Text("spaced").kerning(2).tracking(1).baselineOffset(3).monospaced().monospacedDigit().fontDesign(.rounded)
Label("Tag", systemImage: "tag").monospacedDigit()

// MARK: - text_spacing_on_any_view
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<VStack<Text>, TextAttributeModifier>, TextAttributeModifier>, TextAttributeModifier>, TextAttributeModifier>, TextAttributeModifier>
VStack { Text("x") }
    .kerning(1)
    .tracking(2)
    .baselineOffset(-1)
    .monospaced(true)
    .fontDesign(nil)
