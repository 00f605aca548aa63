/// Every kind that knows how to draw itself, keyed by the declarations it draws.
///
/// Adding a view, modifier or shape style is its declaration in a profile plus one kind listed
/// here; the kind's file holds its layout and drawing (a style's, its paint).
enum DrawingRegistry {
    static let viewKinds: [any ViewKind.Type] = [
        SplicedViews.self, EmptyDrawable.self, SectionKind.self, ModifiedContentKind.self, VariadicTreeKind.self,
        TextDrawable.self, ImageDrawable.self, ColorDrawable.self, DividerDrawable.self, SpacerDrawable.self,
        StackDrawable.self, ZStackDrawable.self, ListDrawable.self,
        ButtonDrawable.self, ToggleDrawable.self, LabelDrawable.self,
        TextFieldDrawable.self, TextEditorDrawable.self, SliderDrawable.self, StepperDrawable.self, PickerDrawable.self,
        ProgressViewDrawable.self, LinkDrawable.self, DatePickerDrawable.self, ColorPickerDrawable.self, MenuDrawable.self,
        DisclosureGroupDrawable.self, GroupBoxDrawable.self, FormKind.self, ContentUnavailableViewDrawable.self,
        ScrollViewDrawable.self, LazyStackKind.self, LazyGridDrawable.self, GridDrawable.self, GridRowKind.self,
        NavigationStackDrawable.self, NavigationLinkDrawable.self, NavigationSplitViewKind.self, TabViewDrawable.self,
        GeometryReaderDrawable.self, ViewThatFitsDrawable.self, ShapeDrawable.self, ShapeKind.self, GradientKind.self,
        ScrollViewReaderKind.self, ControlGroupKind.self, LabeledControlGroupContentKind.self, EditButtonKind.self, AsyncImageKind.self, LayoutRootDrawable.self, StylePlaceholderKind.self, MapDrawable.self, ChartDrawable.self, KFImageKind.self, TableDrawable.self, CanvasDrawable.self, SignInWithAppleButtonDrawable.self, ShortcutRecorderDrawable.self,
    ]

    static let modifierKinds: [any ModifierKind.Type] = [
        PaddingDrawable.self, FrameDrawable.self, FlexibleFrameDrawable.self, LayerDrawable.self, ShapeLayerKind.self,
        OpacityDrawable.self, CornerRadiusDrawable.self, EnvironmentWriting.self,
        ForegroundStyleWriting.self, PickerStyleWriting.self, LineLimitWriting.self, EnvironmentTransforming.self,
        OffsetDrawable.self, PresentationDrawable.self, BadgeDrawable.self, TabItemDrawable.self, TabViewStyleWriting.self, ListStyleWriting.self, ButtonStyleWriting.self, ControlStyleWriting.self, TextAttributeWriting.self,
    ]

    static let styleKinds: [any StyleKind.Type] = [
        HierarchicalStylePaint.self, TintStylePaint.self, MaterialStylePaint.self, WrappingStylePaint.self, GradientStylePaint.self,
    ]

    static let views: [String: any ViewKind.Type] = index(viewKinds.map { ($0.declarations, $0) })
    static let modifiers: [String: any ModifierKind.Type] = index(modifierKinds.map { ($0.declarations, $0) })
    static let styles: [String: any StyleKind.Type] = index(styleKinds.map { ($0.declarations, $0) })

    private static func index<K>(_ kinds: [([String], K)]) -> [String: K] {
        var table: [String: K] = [:]
        for (names, kind) in kinds {
            for name in names {
                precondition(table[name] == nil, "two drawing kinds for \(name)")
                table[name] = kind
            }
        }
        return table
    }
}
