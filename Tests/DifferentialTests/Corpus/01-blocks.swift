// Blocks: empty bodies, 1…12 children (parameter packs: no 10-child limit), nested stacks
// with alignment and spacing, and ViewBuilder called directly (seed 002).

// MARK: - one_text
// expect: Text
Text("Hello")

// MARK: - two_texts
// expect: TupleView<(Text, Text)>
Text("Hello")
Text("World")

// MARK: - three_mixed
// expect: TupleView<(Text, Image, Divider)>
Text("Title")
Image(systemName: "star")
Divider()

// MARK: - four_mixed
// expect: TupleView<(Text, Spacer, Color, EmptyView)>
Text("a")
Spacer()
Color.red
EmptyView()

// MARK: - five_children
// expect: TupleView<(Text, Image, Text, Image, Text)>
Text("1")
Image(systemName: "2")
Text("3")
Image(systemName: "4")
Text("5")

// MARK: - six_children
// expect: TupleView<(Text, Text, Image, Image, Divider, Spacer)>
Text("1")
Text("2")
Image(systemName: "3")
Image(systemName: "4")
Divider()
Spacer()

// MARK: - seven_children_in_hstack
// expect: HStack<TupleView<(Text, Spacer, Text, Spacer, Text, Spacer, Text)>>
HStack {
    Text("1")
    Spacer()
    Text("2")
    Spacer()
    Text("3")
    Spacer()
    Text("4")
}

// MARK: - eight_children_in_group
// expect: Group<TupleView<(Text, Text, Text, Text, Divider, Divider, Divider, Divider)>>
Group {
    Text("1")
    Text("2")
    Text("3")
    Text("4")
    Divider()
    Divider()
    Divider()
    Divider()
}

// MARK: - nine_children
// expect: TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text)>
Text("1")
Text("2")
Text("3")
Text("4")
Text("5")
Text("6")
Text("7")
Text("8")
Text("9")

// MARK: - ten_children
// expect: TupleView<(Text, Image, Text, Image, Text, Image, Text, Image, Text, Image)>
Text("1")
Image(systemName: "2")
Text("3")
Image(systemName: "4")
Text("5")
Image(systemName: "6")
Text("7")
Image(systemName: "8")
Text("9")
Image(systemName: "10")

// MARK: - eleven_children
// expect: TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text)>
Text("1")
Text("2")
Text("3")
Text("4")
Text("5")
Text("6")
Text("7")
Text("8")
Text("9")
Text("10")
Text("11")

// MARK: - twelve_children_in_vstack
// expect: VStack<TupleView<(Text, Divider, Text, Divider, Text, Divider, Text, Divider, Text, Divider, Text, Spacer)>>
VStack {
    Text("1")
    Divider()
    Text("2")
    Divider()
    Text("3")
    Divider()
    Text("4")
    Divider()
    Text("5")
    Divider()
    Text("6")
    Spacer()
}

// MARK: - empty_vstack
// expect: VStack<EmptyView>
VStack {}

// MARK: - empty_group_hstack_zstack
// expect: TupleView<(Group<EmptyView>, HStack<EmptyView>, ZStack<EmptyView>)>
Group { }
HStack {
}
ZStack {}

// MARK: - body_of_declarations_only
// expect: EmptyView
let title = "unused"
let _ = title

// MARK: - explicit_empty_view
// expect: EmptyView
EmptyView()

// MARK: - vstack_two
// expect: VStack<TupleView<(Text, Text)>>
VStack {
    Text("a")
    Text("b")
}

// MARK: - group_two
// expect: Group<TupleView<(Text, Text)>>
Group {
    Text("a")
    Text("b")
}

// MARK: - nested_stacks
// expect: VStack<TupleView<(HStack<TupleView<(Text, Text)>>, Text)>>
VStack {
    HStack {
        Text("a")
        Text("b")
    }
    Text("c")
}

// MARK: - group_in_group
// expect: Group<Group<Text>>
Group {
    Group {
        Text("inner")
    }
}

// MARK: - deep_nesting
// expect: VStack<HStack<ZStack<Group<VStack<Text>>>>>
VStack {
    HStack {
        ZStack {
            Group {
                VStack {
                    Text("deep")
                }
            }
        }
    }
}

// MARK: - stacks_with_arguments
// expect: TupleView<(VStack<TupleView<(Text, Text)>>, HStack<TupleView<(Image, Text)>>, ZStack<TupleView<(Color, Text)>>)>
VStack(alignment: .leading, spacing: 8) {
    Text("a")
    Text("b")
}
HStack(alignment: .firstTextBaseline, spacing: 0) {
    Image(systemName: "star")
    Text("c")
}
ZStack(alignment: .topLeading) {
    Color.blue
    Text("d")
}

// MARK: - stack_spacing_only
// expect: HStack<TupleView<(Text, Spacer, Text)>>
HStack(spacing: 12) {
    Text("left")
    Spacer()
    Text("right")
}

// MARK: - vstack_alignment_trailing_single
// expect: VStack<Text>
VStack(alignment: .trailing) {
    Text("only")
}

// MARK: - siblings_mixing_stacks
// expect: TupleView<(HStack<TupleView<(Text, Spacer)>>, Divider, VStack<TupleView<(Text, Group<TupleView<(Text, Text)>>)>>)>
HStack {
    Text("a")
    Spacer()
}
Divider()
VStack {
    Text("b")
    Group {
        Text("c")
        Text("d")
    }
}

// MARK: - semicolons_on_one_line
// expect: HStack<TupleView<(Text, Text, Text)>>
HStack { Text("a"); Text("b"); Text("c") }

// MARK: - direct_buildblock_two
// expect: TupleView<(Text, Text)>
ViewBuilder.buildBlock(Text("First"), Text("Second"))

// MARK: - direct_buildblock_empty_and_one
// expect: TupleView<(EmptyView, Text)>
ViewBuilder.buildBlock()
ViewBuilder.buildBlock(Text("a"))

// MARK: - direct_buildblock_nested_inline
// expect: TupleView<(TupleView<(Text, Text)>, Text)>
ViewBuilder.buildBlock(ViewBuilder.buildBlock(Text("First"), Text("Second")), Text("Third"))

// MARK: - direct_buildif_and_limited_availability
// expect: TupleView<(Optional<Text>, AnyView, Text)>
ViewBuilder.buildIf(Optional(Text("a")))
ViewBuilder.buildLimitedAvailability(Image(systemName: "b"))
ViewBuilder.buildExpression(Text("c"))

// MARK: - direct_buildeither_with_annotation
// expect: _ConditionalContent<Text, Image>
let chosen: _ConditionalContent<Text, Image> = ViewBuilder.buildEither(first: Text("a"))
chosen

// MARK: - direct_buildblock_many
// expect: TupleView<(Text, Image, Divider, Spacer, EmptyView, Color, Text, Text, Text, Text, Text, Text)>
ViewBuilder.buildBlock(
    Text("1"), Image(systemName: "2"), Divider(), Spacer(), EmptyView(), Color.red,
    Text("7"), Text("8"), Text("9"), Text("10"), Text("11"), Text("12")
)
