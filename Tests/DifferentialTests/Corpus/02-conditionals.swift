// if / else / else-if chains (the tree rule: the left subtree takes the largest power of two
// strictly less than N branches), chains without a final else, `else { if … }` with braces,
// `if let`, `if case`, several conditions, `#available` and `#unavailable`.

// MARK: - if_only
// expect: Optional<Text>
let show = true
if show {
    Text("shown")
}

// MARK: - if_empty_branch
// expect: Optional<EmptyView>
let show = false
if show {}

// MARK: - if_two_children
// expect: Optional<TupleView<(Text, Image)>>
let show = true
if show {
    Text("a")
    Image(systemName: "b")
}

// MARK: - if_else
// expect: _ConditionalContent<Text, Image>
let show = true
if show {
    Text("a")
} else {
    Image(systemName: "b")
}

// MARK: - if_else_same_type
// expect: _ConditionalContent<Text, Text>
let on = false
if on { Text("on") } else { Text("off") }

// MARK: - if_else_empty_else
// expect: _ConditionalContent<Text, EmptyView>
let on = false
if on { Text("on") } else { }

// MARK: - chain_3
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, Divider>
let n = 2
if n == 0 {
    Text("zero")
} else if n == 1 {
    Image(systemName: "one")
} else {
    Divider()
}

// MARK: - chain_4
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>
let n = 3
if n == 0 {
    Text("0")
} else if n == 1 {
    Image(systemName: "1")
} else if n == 2 {
    Divider()
} else {
    Spacer()
}

// MARK: - chain_5
// expect: _ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>, Color>
let n = 4
if n == 0 {
    Text("0")
} else if n == 1 {
    Image(systemName: "1")
} else if n == 2 {
    Divider()
} else if n == 3 {
    Spacer()
} else {
    Color.red
}

// MARK: - chain_6
// expect: _ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>, _ConditionalContent<Color, EmptyView>>
let n = 5
if n == 0 {
    Text("0")
} else if n == 1 {
    Image(systemName: "1")
} else if n == 2 {
    Divider()
} else if n == 3 {
    Spacer()
} else if n == 4 {
    Color.red
} else {
    EmptyView()
}

// MARK: - chain_4_same_type
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, _ConditionalContent<Text, Text>>
let grade = 72
if grade >= 90 { Text("A") } else if grade >= 80 { Text("B") } else if grade >= 70 { Text("C") } else { Text("F") }

// MARK: - chain_2_without_else
// expect: Optional<_ConditionalContent<Text, Image>>
let n = 7
if n == 0 {
    Text("zero")
} else if n == 1 {
    Image(systemName: "one")
}

// MARK: - chain_3_without_else
// expect: Optional<_ConditionalContent<_ConditionalContent<Text, Image>, Divider>>
let n = 7
if n == 0 {
    Text("zero")
} else if n == 1 {
    Image(systemName: "one")
} else if n == 2 {
    Divider()
}

// MARK: - chain_5_without_else
// expect: Optional<_ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>, Color>>
let n = 9
if n == 0 {
    Text("0")
} else if n == 1 {
    Image(systemName: "1")
} else if n == 2 {
    Divider()
} else if n == 3 {
    Spacer()
} else if n == 4 {
    Color.red
}

// MARK: - else_brace_nested_if_else
// expect: _ConditionalContent<Text, _ConditionalContent<Image, Divider>>
let n = 1
if n == 0 {
    Text("zero")
} else {
    if n == 1 {
        Image(systemName: "one")
    } else {
        Divider()
    }
}

// MARK: - else_brace_nested_if_only
// expect: _ConditionalContent<Text, Optional<Image>>
let n = 1
if n == 0 {
    Text("zero")
} else {
    if n == 1 {
        Image(systemName: "one")
    }
}

// MARK: - else_brace_nested_with_sibling
// expect: _ConditionalContent<Text, TupleView<(_ConditionalContent<Image, Divider>, Spacer)>>
let n = 1
if n == 0 {
    Text("zero")
} else {
    if n == 1 { Image(systemName: "one") } else { Divider() }
    Spacer()
}

// MARK: - nested_if_in_if
// expect: Optional<Optional<Text>>
let a = true
let b = false
if a {
    if b {
        Text("both")
    }
}

// MARK: - if_in_vstack_between_siblings
// expect: VStack<TupleView<(Text, Optional<Image>, Divider)>>
let showIcon = true
VStack {
    Text("title")
    if showIcon {
        Image(systemName: "star")
    }
    Divider()
}

// MARK: - two_ifs_side_by_side
// expect: TupleView<(Optional<Text>, _ConditionalContent<Image, Divider>)>
let a = true
let b = false
if a { Text("a") }
if b { Image(systemName: "b") } else { Divider() }

// MARK: - if_with_local_let_in_branch
// expect: Optional<Text>
let count = 3
if count > 0 {
    let label = "\(count) items"
    Text(label)
}

// MARK: - if_let
// expect: Optional<Text>
let name: String? = "Ada"
if let name {
    Text(name)
}

// MARK: - if_let_else
// expect: _ConditionalContent<Text, Image>
let name: String? = nil
if let unwrapped = name {
    Text(unwrapped)
} else {
    Image(systemName: "person")
}

// MARK: - if_case_pattern
// expect: Optional<Text>
enum Mode { case idle, busy(Int) }
let mode = Mode.busy(3)
if case .busy(let jobs) = mode {
    Text("\(jobs) jobs")
}

// MARK: - if_case_else_if
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, Divider>
enum Mode { case idle, busy(Int) }
let mode = Mode.idle
if case .busy(let jobs) = mode {
    Text("\(jobs)")
} else if case .idle = mode {
    Image(systemName: "moon")
} else {
    Divider()
}

// MARK: - multiple_conditions
// expect: Optional<HStack<TupleView<(Text, Text)>>>
let enabled = true
let count = 4
let title: String? = "Inbox"
if enabled, count > 2, let title {
    HStack {
        Text(title)
        Text("\(count)")
    }
}

// MARK: - available_if_only
// expect: Optional<AnyView>
if #available(iOS 16, *) {
    Text("new")
}

// MARK: - available_if_else
// expect: _ConditionalContent<AnyView, Image>
if #available(iOS 16, macOS 13, *) {
    Text("new")
} else {
    Image(systemName: "old")
}

// MARK: - available_two_children
// expect: Optional<AnyView>
if #available(iOS 17, *) {
    Text("a")
    Text("b")
}

// MARK: - available_as_later_else_if
// expect: _ConditionalContent<_ConditionalContent<Text, AnyView>, Divider>
let compact = false
if compact {
    Text("compact")
} else if #available(iOS 16, *) {
    Image(systemName: "wide")
} else {
    Divider()
}

// MARK: - available_as_later_else_if_without_else
// expect: Optional<_ConditionalContent<Text, AnyView>>
let compact = false
if compact {
    Text("compact")
} else if #available(iOS 16, *) {
    Image(systemName: "wide")
}

// MARK: - available_first_of_three
// expect: _ConditionalContent<_ConditionalContent<AnyView, Image>, Divider>
let fallback = true
if #available(iOS 18, *) {
    Text("newest")
} else if fallback {
    Image(systemName: "older")
} else {
    Divider()
}

// MARK: - available_nested_in_vstack
// expect: VStack<TupleView<(Text, Optional<AnyView>)>>
VStack {
    Text("header")
    if #available(iOS 16, *) {
        Label("new", systemImage: "sparkles")
    }
}

// MARK: - unavailable_if_only
// expect: Optional<Text>
if #unavailable(iOS 16) {
    Text("legacy")
}

// MARK: - unavailable_if_else
// expect: _ConditionalContent<Text, AnyView>
// (Not in semantics.md's table: with #unavailable, the else branch is the one that runs on
// newer systems, and swiftc erases it with buildLimitedAvailability.)
if #unavailable(iOS 16) {
    Text("legacy")
} else {
    Image(systemName: "modern")
}

// MARK: - available_empty_branch_and_empty_else
// expect: _ConditionalContent<AnyView, EmptyView>
if #available(iOS 15.0, *) {
    let _ = 1
} else {
    // Fallback on earlier versions
}

// MARK: - if_condition_with_operators
// expect: Optional<Text>
let a = 3
let b = 4
let flag = false
if a * b > 10 && !flag || a == b {
    Text("yes")
}

// MARK: - ternary_is_not_a_branch
// expect: TupleView<(Text, Text)>
let on = true
Text(on ? "on" : "off")
on ? Text("a") : Text("b")

// MARK: - if_config_in_a_builder_body
// A `#if` in a builder body adds its active clause's statements (SE-0308); the condition is
// one that holds for swiftc here and for the playground's iOS build alike.
// expect: VStack<TupleView<(Text, Text)>>
VStack {
    Text("a")
    #if swift(>=5.9)
    Text("b")
    #else
    Image(systemName: "c")
    #endif
}

// MARK: - if_config_postfix_modifier
// expect: ModifiedContent<Text, _PaddingLayout>
Text("a")
#if compiler(>=5.5)
    .padding()
#endif
