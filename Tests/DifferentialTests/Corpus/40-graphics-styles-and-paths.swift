// Shape styles beside colours (opacity, hierarchy, gradients, image paint), paths built from arcs
// and transforms, the math functions and Angle arithmetic they use, and animatable shapes and
// modifiers; split from 21-graphics.swift, whose notes (docs/surface-notes/graphics.tsv) apply.

// MARK: - graphics_style_opacity_and_hierarchy
// expect: VStack<TupleView<(_ShapeView<Circle, Color>, _ShapeView<Circle, _OpacityShapeStyle<TintShapeStyle>>, _ShapeView<Circle, _OpacityShapeStyle<HierarchicalShapeStyle>>, _ShapeView<Circle, HierarchicalShapeStyleModifier<Color>>)>>
VStack {
    Circle().fill(.blue.opacity(0.3))
    Circle().fill(.tint.opacity(0.3))
    Circle().fill(.primary.opacity(0.2))
    Circle().fill(.red.secondary)
}

// MARK: - graphics_style_opacity_in_background
// expect: ModifiedContent<Text, _BackgroundStyleModifier<_OpacityShapeStyle<TintShapeStyle>>>
Text("a").background(.tint.opacity(0.2))

// MARK: - graphics_gradient_view_opacity_is_views
// expect: ModifiedContent<LinearGradient, _OpacityEffect>
LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).opacity(0.5)

// MARK: - graphics_any_gradient
// expect: VStack<TupleView<(_ShapeView<Circle, AnyGradient>, _ShapeView<Rectangle, _AnyLinearGradient>, _ShapeView<Capsule, _AnyAngularGradient>, _ShapeView<Ellipse, _AnyRadialGradient>, _ShapeView<Circle, _AnyEllipticalGradient>)>>
VStack {
    Circle().fill(.red.gradient)
    Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
    Capsule().fill(.conicGradient(Color.blue.gradient))
    Ellipse().fill(.radialGradient(Color.green.gradient, endRadius: 20))
    Circle().fill(.ellipticalGradient(Color.pink.gradient))
}

// MARK: - graphics_elliptical_gradient_and_separator
// expect: VStack<TupleView<(EllipticalGradient, _ShapeView<Capsule, EllipticalGradient>, _ShapeView<Rectangle, SeparatorShapeStyle>)>>
VStack {
    EllipticalGradient(colors: [.red, .blue])
    Capsule().fill(.ellipticalGradient(colors: [.red, .blue]))
    Rectangle().fill(.separator)
}

// MARK: - graphics_text_foreground_style_chain
// expect: Text
Text("a").foregroundStyle(.secondary.opacity(0.5))

// MARK: - graphics_image_paint
// expect: VStack<TupleView<(_ShapeView<Rectangle, ImagePaint>, _ShapeView<Circle, ImagePaint>)>>
VStack {
    Rectangle().fill(.image(Image(systemName: "star")))
    Circle().fill(ImagePaint(image: Image(systemName: "star"), scale: 0.5))
}

// MARK: - graphics_path_arcs_and_transforms
// expect: VStack<TupleView<(_ShapeView<Path, Color>, _StrokedShape<Path>)>>
let shift = CGAffineTransform(translationX: 4, y: 2)
let turned = CGAffineTransform(rotationAngle: .pi / 2).isIdentity
let ring = Path { path in
    path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
    path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    path.addArc(tangent1End: CGPoint(x: 1, y: 1), tangent2End: CGPoint(x: 2, y: 0), radius: 3, transform: shift)
}
VStack {
    ring.fill(turned ? Color.red : Color.blue)
    Path { path in
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)])
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 8, height: 8), cornerSize: CGSize(width: 2, height: 2))
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)], transform: .identity)
        path.addPath(ring, transform: CGAffineTransform(scaleX: 2, y: 2))
    }
    .stroke()
}

// MARK: - graphics_math_functions
// expect: Text
let angle = Double.pi / 6
let side = Float(2)
Text("\(sin(angle)) \(cos(angle)) \(tan(angle)) \(atan2(1.0, 1.0)) \(pow(2.0, 10.0)) \(sqrt(16.0)) \(floor(2.5)) \(ceil(2.5)) \(round(2.5)) \(sqrt(side)) \(pow(side, side)) \(hypot(3.0, 4.0)) \(log(1.0)) \(exp(0.0))")

// MARK: - graphics_angle_arithmetic
// expect: ModifiedContent<Text, _RotationEffect>
var turn = Angle.degrees(30) * 2 + .degrees(15) - .radians(0.1) / 2
let _ = turn += .degrees(5)
let _ = turn -= .zero
let _ = turn *= 2
let _ = turn /= 2
let flipped = -turn
let bigger = turn > flipped && Angle.degrees(1) <= .degrees(1) && turn.magnitude > 0 && turn.animatableData != 0
Text("\(bigger)").rotationEffect(flipped)

// MARK: - animatable_shapes_and_modifiers
// expect: VStack<TupleView<(Wedge, ModifiedContent<Text, Grow>)>>
struct Wedge: Shape {
    var start: Double
    var end: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
}
struct Grow: AnimatableModifier {
    var scale: Double
    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }
    func body(content: Content) -> some View { content.scaleEffect(scale) }
}
func interpolated<A: Animatable>(_ value: A) -> A.AnimatableData { value.animatableData }
func isVector<V: VectorArithmetic>(_ value: V) -> Bool { true }
let _ = interpolated(Grow(scale: 1))
let nothing = isVector(EmptyAnimatableData())
VStack {
    Wedge(start: 0, end: 1)
    Text("x").modifier(Grow(scale: 2))
}
