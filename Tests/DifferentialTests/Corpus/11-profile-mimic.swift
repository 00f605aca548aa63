// The `mimic` profile: seed 000's ViewBuilder clone, whose buildOptional returns
// _ConditionalContent<C, EmptyView> where SwiftUI's buildIf returns Optional<C>.

// MARK: - mimic_empty
// builder: mimic
// expect: Group<EmptyView>
Group {}

// MARK: - mimic_group_two_empty
// builder: mimic
// expect: Group<TupleView<(EmptyView, EmptyView)>>
Group {
    EmptyView()
    EmptyView()
}

// MARK: - mimic_group_empty_text
// builder: mimic
// expect: Group<TupleView<(EmptyView, Text)>>
Group {
    EmptyView()
    Text("hello world")
}

// MARK: - mimic_if_else
// builder: mimic
// expect: _ConditionalContent<Text, TupleView<(Text, Text)>>
let show = true
if show {
    Text("hello")
} else {
    Text("hello")
    Text("world")
}

// MARK: - mimic_switch
// builder: mimic
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, Text>
let selection = 2
switch selection {
case 1:
    Text("喜羊羊")
case 2:
    Text("灰太狼")
default:
    Text("懒羊羊")
}

// MARK: - mimic_build_optional
// builder: mimic
// expect: Group<TupleView<(_ConditionalContent<Text, EmptyView>, Text)>>
let show = true
Group {
    if show {
        Text("Hello")
    }
    Text("World")
}

// MARK: - mimic_available
// builder: mimic
// expect: _ConditionalContent<AnyView, EmptyView>
if #available(macOS 14, iOS 16, *) {
    Text("abc")
}

// MARK: - mimic_overlay
// builder: mimic
// expect: ModifiedContent<Group<Text>, _OverlayModifier<Text>>
Group {
    Text("Hello")
}
.overlay(Text("world"))

// MARK: - mimic_ten
// builder: mimic
// expect: TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text, Text)>
Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
Text("6"); Text("7"); Text("8"); Text("9"); Text("10")

// MARK: - mimic_eleven_children
// builder: mimic
// error: extra argument in call
Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
