// Declarations found missing in real app code: Path.applying, a format style in a localized
// interpolation and interactiveSpring's functions.

// MARK: - path_applying_a_transform
// expect: TupleView<(Path, Text)>
let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
let moved = square.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1).rotated(by: 0))
moved
Text("\(Int(moved.boundingRect.width)) \(Int(moved.boundingRect.height))")

// MARK: - format_style_in_a_localized_interpolation
// expect: VStack<TupleView<(Text, Text, Button<Text>)>>
let price = 12.5
VStack {
    Text("\(price, format: .number) total")
    Text("Count: \(3, format: .number)")
    Button("Pay \(price, format: .number.precision(.fractionLength(2)))") {}
}

// MARK: - interactive_spring_functions
// expect: ModifiedContent<ModifiedContent<Text, _AnimationModifier<Int>>, _AnimationModifier<Int>>
let springs: [Animation] = [
    .interactiveSpring, .interactiveSpring(), .interactiveSpring(response: 0.3, dampingFraction: 0.7),
    .interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0),
]
Text("Spring")
    .animation(.interactiveSpring(), value: springs.count)
    .animation(Animation.interactiveSpring(response: 0.2), value: 1)
