// The `swiftui-ios16` profile: SwiftUI's ViewBuilder as of the iOS 16 SDK, with buildBlock
// overloads for 0…10 children and no buildExpression.

// MARK: - ios16_empty
// builder: swiftui-ios16
// expect: Group<EmptyView>
Group {}

// MARK: - ios16_two
// builder: swiftui-ios16
// expect: TupleView<(Text, Image)>
Text("a")
Image(systemName: "star")

// MARK: - ios16_ten
// builder: swiftui-ios16
// expect: TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text, Text)>
Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
Text("6"); Text("7"); Text("8"); Text("9"); Text("10")

// MARK: - ios16_if
// builder: swiftui-ios16
// expect: Group<TupleView<(Optional<Text>, Text)>>
let show = true
Group {
    if show {
        Text("Hello")
    }
    Text("World")
}

// MARK: - ios16_if_else
// builder: swiftui-ios16
// expect: _ConditionalContent<Text, TupleView<(Text, Text)>>
let show = true
if show {
    Text("hello")
} else {
    Text("hello")
    Text("world")
}

// MARK: - ios16_switch
// builder: swiftui-ios16
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

// MARK: - ios16_nested_stacks
// builder: swiftui-ios16
VStack {
    HStack {
        Text("a")
        Spacer()
        Text("b")
    }
    Divider()
}

// MARK: - ios16_eleven_children
// builder: swiftui-ios16
// error: extra argument in call
Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
