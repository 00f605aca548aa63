// The `partial` profile: SE-0348's buildPartialBlock. Children fold left into nested
// TupleViews; an empty body uses buildBlock().

// MARK: - partial_empty
// builder: partial
// expect: Group<EmptyView>
Group {}

// MARK: - partial_one
// builder: partial
// expect: Text
Text("a")

// MARK: - partial_two
// builder: partial
// expect: TupleView<(Text, Image)>
Text("a")
Image(systemName: "star")

// MARK: - partial_four
// builder: partial
// expect: TupleView<(TupleView<(TupleView<(Text, Image)>, Divider)>, Spacer)>
Text("1")
Image(systemName: "x")
Divider()
Spacer()

// MARK: - partial_if_in_stack
// builder: partial
// expect: VStack<TupleView<(TupleView<(Optional<Text>, Text)>, Divider)>>
let c = true
VStack {
    if c { Text("a") }
    Text("b")
    Divider()
}

// MARK: - partial_twelve
// builder: partial
Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")

// MARK: - partial_either
// builder: partial
// expect: _ConditionalContent<TupleView<(Text, Text)>, Image>
let n = 1
if n == 0 {
    Text("a")
    Text("b")
} else {
    Image(systemName: "c")
}
