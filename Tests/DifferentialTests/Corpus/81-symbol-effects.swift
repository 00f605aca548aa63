// The Symbols framework's effects and SwiftUI's symbol-effect modifiers: indefinite effects
// (`isActive:`), discrete ones played when a value changes (`value:`), the effect variants
// (`.variableColor.iterative.reversing`), options, `.contentTransition(.symbolEffect(.replace))`.

// MARK: - symbol_effects_indefinite_and_discrete
// expect: VStack<TupleView<(ModifiedContent<Image, _EnvironmentKeyWritingModifier<ContentTransition>>, ModifiedContent<Image, _IndefiniteSymbolEffectModifier>, ModifiedContent<Image, _DiscreteSymbolEffectModifier<Int>>, ModifiedContent<ModifiedContent<Image, _IndefiniteSymbolEffectModifier>, _SymbolEffectsRemovedModifier>)>>
struct SymbolEffectsView: View {
    @State private var isFavorite = false
    @State private var count = 0
    var body: some View {
        VStack {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .contentTransition(.symbolEffect(.replace.downUp))
            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.dimInactiveLayers.reversing, options: .repeat(.continuous))
            Image(systemName: "bell")
                .symbolEffect(.bounce.up.byLayer, value: count)
            Image(systemName: "heart")
                .symbolEffect(.pulse, options: .speed(2).repeat(3), isActive: isFavorite)
                .symbolEffectsRemoved()
        }
    }
}
SymbolEffectsView().body

// MARK: - symbol_effect_values_and_options
// expect: Text
func describe<E: SymbolEffect>(_ effect: E) -> String { "\(effect.configuration == effect.configuration)" }
let appearing: AppearSymbolEffect = .appear.up.wholeSymbol
let disappearing: DisappearSymbolEffect = .disappear.down.byLayer
let bouncing: BounceSymbolEffect = .bounce.down.wholeSymbol
let pulsing: PulseSymbolEffect = .pulse.byLayer.wholeSymbol
let coloring: VariableColorSymbolEffect = .variableColor.cumulative.nonReversing.hideInactiveLayers
let scaling: ScaleSymbolEffect = .scale.up.down.byLayer.wholeSymbol
let replacing: ReplaceSymbolEffect = .replace.upUp.offUp.byLayer.wholeSymbol
let automatic: AutomaticSymbolEffect = .automatic
let wiggling: WiggleSymbolEffect = .wiggle.up.down.left.right.forward.backward.clockwise.counterClockwise.byLayer.wholeSymbol
let breathing: BreatheSymbolEffect = .breathe.plain.pulse.byLayer.wholeSymbol
let rotating: RotateSymbolEffect = .rotate.clockwise.counterClockwise.byLayer.wholeSymbol
let options: [SymbolEffectOptions] = [.default, .repeating, .nonRepeating, .repeat(2), .repeat(.periodic(2, delay: 1)), .speed(0.5)]
let behavior: SymbolEffectOptions.RepeatBehavior = .continuous
let configuration: SymbolEffectConfiguration = rotating.configuration
func plays<E: IndefiniteSymbolEffect & DiscreteSymbolEffect>(_ effect: E) -> Bool { true }
func transitions<E: TransitionSymbolEffect & ContentTransitionSymbolEffect>(_ effect: E) -> Bool { true }
let described: [String] = [describe(appearing), describe(disappearing), describe(bouncing), describe(pulsing), describe(coloring), describe(scaling), describe(replacing), describe(wiggling), describe(breathing)]
let facts = "\(options.count) \(behavior == .continuous) \(configuration == rotating.configuration) \(plays(bouncing)) \(transitions(automatic))"
Text(described.joined() + facts)
