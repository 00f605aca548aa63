extension Profile {
    /// Events and gestures: onAppear, task, onChange, onSubmit, tap, long-press and drag gestures.
    static let swiftUIEventsSource = #"""
// MARK: Events

public struct _AppearanceActionModifier: ViewModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?
    public func body(content: Content) -> Never { fatalError() }
}

public struct _TaskModifier: ViewModifier {
    public var priority: TaskPriority
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct _TaskValueModifier<Value: Equatable>: ViewModifier {
    public var value: Value
    public var priority: TaskPriority
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public var value: Value
    public var action: (Value) -> Void
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: the iOS 17 `onChange(of:initial:_:)` forms are opaque.
public struct _ValueActionModifier2<Value: Equatable>: ViewModifier {
    public var value: Value
    public var initial: Bool
    public var action: (Value, Value) -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SubmitTriggers: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Hashable {
    public var name: String
    public init(name: String) { self.name = name }
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
}

public struct OnSubmitModifier: ViewModifier {
    public var triggers: SubmitTriggers
    public var action: () -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SubmitLabelModifier: ViewModifier {
    public var label: SubmitLabel
    public func body(content: Content) -> Never { fatalError() }
}

/// UIKit's keyboard kinds, for `keyboardType(_:)`.
public enum UIKeyboardType: Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct KeyboardTypeModifier: ViewModifier {
    public var keyboardType: UIKeyboardType
    public func body(content: Content) -> Never { fatalError() }
}

public struct AutocorrectionModifier: ViewModifier {
    public var isDisabled: Bool?
    public func body(content: Content) -> Never { fatalError() }
}

public struct RefreshableModifier: ViewModifier {
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SearchFieldPlacement {
    public var name: String
    public init(name: String) { self.name = name }
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

public struct SearchableModifier: ViewModifier {
    public var text: Binding<String>
    public var placement: SearchFieldPlacement
    public var prompt: Text?
    public func body(content: Content) -> Never { fatalError() }
}

/// The suggestions a search field lists under it while a person types (iOS 16).
public struct SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
    public var suggestions: Suggestions
    public func body(content: Content) -> Never { fatalError() }
}

public struct _TooltipModifier: ViewModifier {
    public var text: Text
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Gestures

public protocol Gesture {
    associatedtype Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Content.Value) -> Void
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Content.Value) -> Void
}

/// A type-erased gesture, whatever it was built from.
public struct AnyGesture<Value>: Gesture {
    let base: Any
    public init<T: Gesture>(_ gesture: T) where Value == T.Value { base = gesture }
}

/// A gesture that may be absent: none is attached when it is `nil`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Self.Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// A gesture's state while it runs. The playground runs no gestures, so it keeps its initial value.
@propertyWrapper
public struct GestureState<Value> {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// The context of a state change: its animation.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool
    public init() {
        animation = nil
        disablesAnimations = false
    }
    public init(animation: Animation?) {
        self.animation = animation
        disablesAnimations = false
    }
}

/// `transaction { t in … }`: changes the transaction of updates below it.
public struct _TransactionModifier: ViewModifier {
    public var transform: (inout Transaction) -> Void
    public init(transform: @escaping (inout Transaction) -> Void) { self.transform = transform }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
    /// Deprecated since iOS 15: the SDK's inlinable body is a `transaction` setting the animation.
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View {
        transaction { t in
            if !t.disablesAnimations {
                t.animation = animation
            }
        }
    }
}

/// `gesture.updating($state) { value, state, transaction in … }`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void
    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        /// The playground's drags have no speed: they end where they are.
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
        /// The SDK's inlinable body: four times the distance to the predicted end.
        public var velocity: CGSize {
            let predicted = predictedEndLocation
            return CGSize(width: 4.0 * (predicted.x - location.x), height: 4.0 * (predicted.y - location.y))
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}


public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

public struct SimultaneousGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

public struct HighPriorityGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

public struct AddGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> some View {
        _trait(TransitionTraitKey.self, t)
    }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(priority: priority, action: action))
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskValueModifier(value: value, priority: priority, action: action))
    }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier2(value: value, initial: initial, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier2(value: value, initial: initial, action: { (old: V, new: V) in action() }))
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { value in action(value.location) })
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(SimultaneousGestureModifier(gesture: gesture))
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(HighPriorityGestureModifier(gesture: gesture))
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
    public func gesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(AddGestureModifier(gesture: gesture))
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(SubmitLabelModifier(label: submitLabel))
    }
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(KeyboardTypeModifier(keyboardType: type))
    }
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(AutocorrectionModifier(isDisabled: disable))
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        disableAutocorrection(disable)
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text("\(prompt)")))
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: suggestions()))
    }
    public func help(_ text: Text) -> some View {
        modifier(_TooltipModifier(text: text))
    }
    public func help(_ text: LocalizedStringKey) -> some View {
        modifier(_TooltipModifier(text: Text(text)))
    }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_TooltipModifier(text: Text("\(text)")))
    }
}
"""#
}
