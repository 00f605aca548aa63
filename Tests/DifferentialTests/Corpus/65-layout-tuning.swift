// The modifiers that tune a layout from inside it: grid cells, scroll targets, split-view
// columns, toolbar roles, and the small environment and trait writers.

// MARK: - grid_cells
// expect: Grid<TupleView<(GridRow<TupleView<(ModifiedContent<Text, _GridAlignmentModifier>, ModifiedContent<Text, _GridAnchorModifier>)>>, GridRow<ModifiedContent<ModifiedContent<Divider, _GridCellSizeModifier>, _GridUnsizedAxesModifier>>, GridRow<TupleView<(ModifiedContent<Color, _GridUnsizedAxesModifier>, ModifiedContent<Text, _GridAnchorModifier>)>>)>>
Grid {
    GridRow {
        Text("Name").gridColumnAlignment(.leading)
        Text("Value").gridCellAnchor(.trailing)
    }
    GridRow {
        Divider().gridCellColumns(2).gridCellUnsizedAxes([.horizontal, .vertical])
    }
    GridRow {
        Color.red.gridCellUnsizedAxes(.horizontal)
        Text("x").gridCellAnchor(UnitPoint(x: 0.2, y: 0.8))
    }
}

// MARK: - scroll_targets
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ScrollView<ModifiedContent<ModifiedContent<LazyHStack<ForEach<Range<Int>, Int, Text>>, ScrollTargetLayoutModifier>, ScrollTargetLayoutModifier>>, ScrollTargetBehaviorModifier<PagingScrollTargetBehavior>>, ScrollTargetBehaviorModifier<ViewAlignedScrollTargetBehavior>>, ScrollTargetBehaviorModifier<ViewAlignedScrollTargetBehavior>>, ScrollTargetBehaviorModifier<ViewAlignedScrollTargetBehavior>>, ScrollTargetBehaviorModifier<PagingScrollTargetBehavior>>
ScrollView(.horizontal) {
    LazyHStack {
        ForEach(0..<3) { i in Text("\(i)") }
    }
    .scrollTargetLayout()
    .scrollTargetLayout(isEnabled: false)
}
.scrollTargetBehavior(.paging)
.scrollTargetBehavior(.viewAligned)
.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
.scrollTargetBehavior(ViewAlignedScrollTargetBehavior(limitBehavior: .never))
.scrollTargetBehavior(PagingScrollTargetBehavior())

// MARK: - scroll_target_values
// expect: ModifiedContent<ScrollView<Text>, ScrollTargetBehaviorModifier<PagingScrollTargetBehavior>>
let limits: [ViewAlignedScrollTargetBehavior.LimitBehavior] = [.automatic, .always, .alwaysByFew, .alwaysByOne, .never]
func paged<B: ScrollTargetBehavior>(_ behavior: B, count: Int) -> some View {
    ScrollView { Text("\(count)") }.scrollTargetBehavior(behavior)
}
paged(.paging, count: limits.count)

// MARK: - split_columns_and_toolbar_roles
// expect: NavigationSplitView<ModifiedContent<List<Never, Text>, NavigationSplitViewColumnWidthModifier>, EmptyView, ModifiedContent<ModifiedContent<ModifiedContent<Text, NavigationSplitViewColumnWidthModifier>, NavigationSplitViewColumnWidthModifier>, ToolbarRoleModifier>>
let roles: [ToolbarRole] = [.automatic, .navigationStack, .browser, .editor]
NavigationSplitView {
    List { Text("Sidebar \(roles.count)") }.navigationSplitViewColumnWidth(220)
} detail: {
    Text("Detail")
        .navigationSplitViewColumnWidth(min: 300, ideal: 400)
        .navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 500)
        .toolbarRole(.editor)
}

// MARK: - environment_and_trait_writers
// expect: ModifiedContent<List<Never, TupleView<(ModifiedContent<Text, _TraitWritingModifier<IsSelectionEnabledTraitKey>>, ModifiedContent<Text, _TraitWritingModifier<IsSelectionEnabledTraitKey>>, ModifiedContent<Text, UnredactedModifier>, ModifiedContent<Text, FocusEffectDisabledModifier>, ModifiedContent<Text, _EnvironmentKeyWritingModifier<Bool>>, ModifiedContent<Text, _EnvironmentKeyTransformModifier<Optional<Font>>>)>>, RedactionModifier>
List {
    Text("a").selectionDisabled()
    Text("b").selectionDisabled(false)
    Text("c").unredacted()
    Text("d").focusEffectDisabled()
    Text("e").allowsTightening(true)
    Text("f").transformEnvironment(\.font) { font in font = font ?? .body }
}
.redacted(reason: .placeholder)
