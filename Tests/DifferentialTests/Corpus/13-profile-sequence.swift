// The `sequence` profile: seed 003's SequenceBuilder. An entry is a @SequenceBuilder body:
// its children become an Array of right-nested Eithers.

// MARK: - sequence_one
// builder: sequence
// expect: Array<Text>
Text("a")

// MARK: - sequence_two
// builder: sequence
// expect: Array<Either<Text, Image>>
Text("a")
Image(systemName: "star")

// MARK: - sequence_three
// builder: sequence
// expect: Array<Either<Text, Either<Image, Text>>>
Text("a")
Image(systemName: "star")
Text("b")

// MARK: - sequence_four
// builder: sequence
// expect: Array<Either<Text, Either<Image, Either<Text, Button<Text>>>>>
Text("a")
Image(systemName: "star")
Text("b")
Button("c") {}

// MARK: - sequence_if
// builder: sequence
// expect: Array<Either<Either<Text, Text>, Divider>>
let c = true
if c {
    Text("a")
    Text("b")
}
Divider()

// MARK: - sequence_if_else
// builder: sequence
// expect: Array<Either<Either<Text, Image>, Divider>>
let c = true
if c { Text("a") } else { Image(systemName: "b") }
Divider()

// MARK: - sequence_enumeration_view
// builder: sequence
// expect: Array<EnumerationView<Array<Either<Text, Either<VStack<ForEach<Range<Int>, Int, Text>>, Either<Either<Text, Text>, Either<HStack<TupleView<(Text, Image)>>, Text>>>>>>>
struct EnumerationView<Content: Sequence>: View where Content.Element: View {
    let content: Content
    init(@SequenceBuilder builder: () -> Content) {
        self.content = builder()
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(sequence: content) { (index, content) in
                HStack(alignment: .top) {
                    Text("\(index + 1). ")
                    content
                }
            }
        }
    }
}
EnumerationView {
    Text("Some text")
    VStack {
        ForEach(0..<10, id: \.self) { _ in
            Text("Lorem ipsum dolet.")
        }
    }
    if true {
        Text("More text")
        Text("Enough text")
    }
    HStack {
        Text("With image:")
        Image(systemName: "checkmark")
    }
    Text("The ending")
}
