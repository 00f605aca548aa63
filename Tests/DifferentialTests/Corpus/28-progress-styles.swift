// Progress view styles (`progressViewStyle(_:)` is opaque in the SDK: the underlying modifier is
// the one ViewInspector finds at run time) and `Date.now`, fixed per session.

// MARK: - progress_view_style_linear
// expect: ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<LinearProgressViewStyle>>
func styled<S: ProgressViewStyle>(_ style: S) -> some View {
    ProgressView(value: 0.5).progressViewStyle(style)
}
styled(.linear)

// MARK: - progress_view_style_circular_and_automatic
// expect: TupleView<(ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<CircularProgressViewStyle>>, ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<DefaultProgressViewStyle>>)>
ProgressView().progressViewStyle(.circular)
ProgressView().progressViewStyle(.automatic)

// MARK: - date_now
// expect: Optional<Text>
let started: Date = .now
if started <= Date.now {
    Text("started")
}
