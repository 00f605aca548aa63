// Result builders written by the user (under the default `swiftui` profile), used through a
// `@Builder` function, property or closure parameter; and builders that break the rules. Also
// views generic over a parameter pack, which print it as the runtime does (`Row<Pack{Text, Image}>`).

// MARK: - user_builder_expression_strings
// expect: VStack<TupleView<(Text, Text)>>
@resultBuilder
enum TextBuilder {
    static func buildExpression(_ string: String) -> Text { Text(string) }
    static func buildExpression(_ text: Text) -> Text { text }
    static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}
@TextBuilder func lines() -> some View {
    "Hello"
    Text("World")
}
VStack { lines() }

// MARK: - user_builder_optional
// expect: TupleView<(Text, _ConditionalContent<Image, EmptyView>)>
@resultBuilder
enum OptionalBuilder {
    static func buildBlock<A: View, B: View>(_ a: A, _ b: B) -> TupleView<(A, B)> { TupleView((a, b)) }
    static func buildBlock<A: View>(_ a: A) -> A { a }
    static func buildOptional<C: View>(_ c: C?) -> _ConditionalContent<C, EmptyView> {
        if let c { return ViewBuilder.buildEither(first: c) }
        return ViewBuilder.buildEither(second: EmptyView())
    }
}
@OptionalBuilder func maybe(_ flag: Bool) -> some View {
    Text("title")
    if flag {
        Image(systemName: "star")
    }
}
maybe(true)

// MARK: - user_builder_either
// expect: _ConditionalContent<Text, Image>
@resultBuilder
enum EitherBuilder {
    static func buildBlock<A: View>(_ a: A) -> A { a }
    static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
}
@EitherBuilder func choose(_ flag: Bool) -> some View {
    if flag {
        Text("yes")
    } else {
        Image(systemName: "xmark")
    }
}
choose(false)

// MARK: - user_builder_array
// expect: VStack<ForEach<Array<Int>, Int, Text>>
@resultBuilder
enum ListBuilder {
    static func buildBlock(_ rows: [Int]...) -> [Int] {
        var out: [Int] = []
        for r in rows { for x in r { out.append(x) } }
        return out
    }
    static func buildExpression(_ n: Int) -> [Int] { [n] }
    static func buildArray(_ rows: [[Int]]) -> [Int] {
        var out: [Int] = []
        for r in rows { for x in r { out.append(x) } }
        return out
    }
}
@ListBuilder func numbers() -> [Int] {
    0
    for i in 1..<4 {
        i * 10
    }
}
VStack {
    ForEach(numbers(), id: \.self) { n in
        Text("\(n)")
    }
}

// MARK: - user_builder_final_result
// expect: VStack<TupleView<(Text, Divider)>>
@resultBuilder
enum CardBuilder {
    static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    static func buildFinalResult<Content: View>(_ content: Content) -> VStack<Content> {
        VStack { content }
    }
}
@CardBuilder var card: VStack<TupleView<(Text, Divider)>> {
    Text("Title")
    Divider()
}
card

// MARK: - user_builder_limited_availability
// expect: Optional<AnyView>
@resultBuilder
enum AvailableBuilder {
    static func buildBlock<A: View>(_ a: A) -> A { a }
    static func buildIf<A: View>(_ a: A?) -> A? { a }
    static func buildLimitedAvailability<A: View>(_ a: A) -> AnyView { AnyView(a) }
}
@AvailableBuilder func newer() -> some View {
    if #available(iOS 17, *) {
        Text("new")
    }
}
newer()

// MARK: - user_builder_partial_block
// expect: HStack<TupleView<(TupleView<(Text, Text)>, Text)>>
@resultBuilder
enum FoldBuilder {
    static func buildPartialBlock<C: View>(first: C) -> C { first }
    static func buildPartialBlock<A: View, N: View>(accumulated: A, next: N) -> TupleView<(A, N)> { TupleView((accumulated, next)) }
}
@FoldBuilder func folded() -> some View {
    Text("a")
    Text("b")
    Text("c")
}
HStack { folded() }

// MARK: - user_builder_closure_parameter
// expect: Card<TupleView<(Text, Text)>>
@resultBuilder
enum PairBuilder {
    static func buildBlock<A: View, B: View>(_ a: A, _ b: B) -> TupleView<(A, B)> { TupleView((a, b)) }
}
struct Card<Content: View>: View {
    let content: Content
    init(@PairBuilder content: () -> Content) { self.content = content() }
    var body: some View { content }
}
Card {
    Text("a")
    Text("b")
}

// MARK: - user_builder_no_build_block
// error: does not implement any 'buildBlock' or a combination of 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'
@resultBuilder
enum Empty {
    static func buildExpression(_ text: Text) -> Text { text }
}
@Empty func nothing() -> Text {
    Text("a")
}
Text("b")

// MARK: - user_builder_for_without_build_array
// error: closure containing control flow statement cannot be used with result builder 'NoLoops'
@resultBuilder
enum NoLoops {
    static func buildBlock(_ items: Int...) -> Int { items.count }
}
@NoLoops func count() -> Int {
    for i in 0..<3 {
        i
    }
}
Text("b")

// MARK: - user_builder_mismatched_either
// error: cannot convert value of type 'Image' to expected argument type 'Text'
@resultBuilder
enum SameBuilder {
    static func buildBlock<X>(_ x: X) -> X { x }
    static func buildEither<X>(first: X) -> X { first }
    static func buildEither<X>(second: X) -> X { second }
}
@SameBuilder func pick(_ flag: Bool) -> some View {
    if flag {
        Text("a")
    } else {
        Image(systemName: "b")
    }
}
Text("c")

// MARK: - a_view_generic_over_a_pack_prints_the_pack
// expect: Row<Pack{Text, Image}>
struct Row<each Item: View>: View {
    let items: (repeat each Item)
    init(_ items: repeat each Item) { self.items = (repeat each items) }
    var body: some View { Text("row") }
}
Row(Text("a"), Image(systemName: "star"))

// MARK: - an_empty_pack_prints_as_an_empty_pack
// expect: Shelf<Pack{}>
struct Shelf<each Item: View>: View {
    init(_ items: repeat each Item) {}
    var body: some View { EmptyView() }
}
Shelf()

// MARK: - a_pack_written_out_as_type_arguments
// expect: Tray<Pack{Text, Image}>
struct Tray<each Item: View>: View {
    init(_ items: repeat each Item) {}
    var body: some View { EmptyView() }
}
let tray: Tray<Text, Image> = Tray(Text("a"), Image(systemName: "b"))
tray
