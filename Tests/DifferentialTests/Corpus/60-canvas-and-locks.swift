// `Canvas` and its graphics context; UIKit colours from SwiftUI's; locks, semaphores and
// user defaults by key-value coding.

// MARK: - canvas_with_context
// expect: ModifiedContent<Canvas<EmptyView>, _FrameLayout>
let modes: [GraphicsContext.BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .difference, .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .plusLighter]
let shadings: [GraphicsContext.Shading] = [.foreground, .color(.red), .style(Color.blue), .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)), .radialGradient(Gradient(colors: [.red]), center: .zero, startRadius: 0, endRadius: 4)]
Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: false) { context, size in
    let box = Path(CGRect(origin: .zero, size: size))
    context.fill(box, with: shadings[1])
    context.stroke(box, with: .color(.white), lineWidth: 2)
    context.stroke(box, with: .foreground, style: StrokeStyle(lineWidth: 1))
    var layer = context
    layer.opacity = 0.5
    layer.blendMode = modes[7]
    layer.translateBy(x: 1, y: 2)
    layer.scaleBy(x: 2, y: 2)
    layer.rotate(by: .degrees(90))
    layer.concatenate(.identity)
    layer.clip(to: box, style: FillStyle(), options: [.inverse])
    let options: GraphicsContext.ClipOptions = .inverse
    let text: GraphicsContext.ResolvedText = layer.resolve(Text("A"))
    let image: GraphicsContext.ResolvedImage = layer.resolve(Image(systemName: "star"))
    let facts: [Any] = [text.measure(in: size), image.size, image.baseline, layer.transform, layer.clipBoundingRect, options]
    layer.draw(Text("\(facts.count)"), at: .zero, anchor: .topLeading)
    layer.draw(Text("B"), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    layer.draw(text, at: .zero)
    layer.draw(Image(systemName: "star"), at: .zero)
    layer.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    layer.draw(image, at: .zero)
    layer.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
    layer.drawLayer { inner in inner.opacity = 0.2 }
}
.frame(width: 100, height: 40)

// MARK: - canvas_with_symbols
// expect: Canvas<Text>
Canvas { context, size in
    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
} symbols: {
    Text("symbol")
}

// MARK: - uikit_colors_from_swiftui
// expect: Color
let colors: [UIColor] = [UIColor(Color.red), UIColor.systemRed.withAlphaComponent(0.5), .tertiarySystemFill, .quaternarySystemFill, .quaternaryLabel, .opaqueSeparator, .link, .tertiarySystemGroupedBackground, .systemMint, .systemCyan, .systemBrown, .tintColor]
Color(uiColor: colors[3])

// MARK: - locks_semaphores_and_defaults
// expect: ModifiedContent<Text, _AppearanceActionModifier>
let lock = NSLock()
let recursive = NSRecursiveLock()
let locks: [NSLocking] = [lock, recursive]
let semaphore = DispatchSemaphore(value: 1)
let outcome: DispatchTimeoutResult = semaphore.wait(timeout: .now())
let results: [DispatchTimeoutResult] = [.success, .timedOut]
Text("\(locks.count) \(results.count)")
    .onAppear {
        lock.name = "cache"
        let counted: Int = lock.withLock { 1 }
        let tried: Bool = lock.try() && recursive.try()
        lock.unlock()
        recursive.lock()
        recursive.unlock()
        recursive.unlock()
        recursive.name = "tree"
        semaphore.signal()
        semaphore.wait()
        semaphore.signal()
        UserDefaults.standard.setValue(counted, forKey: "count")
        _ = [tried, outcome == .success, UserDefaults.standard.value(forKey: "count") as Any]
    }

// MARK: - publishers_prepended
// expect: Text
let ticks: Publishers.Concatenate<Publishers.Sequence<[Date], Never>, Publishers.Autoconnect<Timer.TimerPublisher>> = Timer.publish(every: 1, on: .main, in: .common).autoconnect().prepend(Date())
let numbers = Just(3).prepend(1, 2)
let parts: [Any] = [ticks.prefix.sequence.count, numbers.prefix.sequence, numbers.suffix.output]
let changes = PassthroughSubject<Void, Never>()
let notify: () -> Void = changes.send
Text("\(parts.count)")
