extension Profile {
    /// The Symbols framework's effects (iOS 17 and 18) and SwiftUI's ways of playing them: the
    /// `symbolEffect` modifiers, `.contentTransition(.symbolEffect(.replace))`, and the effect
    /// as a transition. Each effect is a value of its own type whose variants (`.variableColor
    /// .iterative.reversing`) return that type; the modifiers keep its configuration, as the SDK's do.
    static let swiftUISymbolEffectsSource = #"""
// MARK: Symbols

/// What an effect asks of a symbol: its name and the variants chosen (`bounce.up.byLayer`).
public struct SymbolEffectConfiguration: Hashable {
    var name: String
    var variants: [String]
    func adding(_ variant: String) -> SymbolEffectConfiguration {
        SymbolEffectConfiguration(name: name, variants: variants + [variant])
    }
}

public protocol SymbolEffect: Hashable {
    var configuration: SymbolEffectConfiguration { get }
}
public protocol IndefiniteSymbolEffect {}
public protocol DiscreteSymbolEffect {}
public protocol TransitionSymbolEffect {}
public protocol ContentTransitionSymbolEffect {}

/// How an effect plays: repeated, at what speed.
public struct SymbolEffectOptions: Hashable {
    var repetitions: Int?
    var speed: Double
    /// How often an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable {
        var count: Int?
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil) }
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(count: count) }
    }
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions(repetitions: 1, speed: 1) }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repetitions: nil, speed: 1) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repetitions: 1, speed: 1) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count, speed: 1) }
    public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: behavior.count, speed: 1) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: 1, speed: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count, speed: speed) }
    public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: behavior.count, speed: speed) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: repetitions, speed: speed) }
}

public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var up: AppearSymbolEffect { AppearSymbolEffect(configuration: configuration.adding("up")) }
    public var down: AppearSymbolEffect { AppearSymbolEffect(configuration: configuration.adding("down")) }
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(configuration: configuration.adding("up")) }
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(configuration: configuration.adding("down")) }
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var up: BounceSymbolEffect { BounceSymbolEffect(configuration: configuration.adding("up")) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(configuration: configuration.adding("down")) }
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("iterative")) }
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("cumulative")) }
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("reversing")) }
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("nonReversing")) }
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("hideInactiveLayers")) }
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: configuration.adding("dimInactiveLayers")) }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(configuration: configuration.adding("up")) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(configuration: configuration.adding("down")) }
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: configuration.adding("downUp")) }
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: configuration.adding("upUp")) }
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: configuration.adding("offUp")) }
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration
}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("up")) }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("down")) }
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("left")) }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("right")) }
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("forward")) }
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("backward")) }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("clockwise")) }
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("counterClockwise")) }
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(configuration: configuration.adding("plain")) }
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(configuration: configuration.adding("pulse")) }
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(configuration: configuration.adding("clockwise")) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(configuration: configuration.adding("counterClockwise")) }
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(configuration: configuration.adding("byLayer")) }
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(configuration: configuration.adding("wholeSymbol")) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(configuration: SymbolEffectConfiguration(name: "appear", variants: [])) }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(configuration: SymbolEffectConfiguration(name: "disappear", variants: [])) }
}
extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(configuration: SymbolEffectConfiguration(name: "bounce", variants: [])) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(configuration: SymbolEffectConfiguration(name: "pulse", variants: [])) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(configuration: SymbolEffectConfiguration(name: "variableColor", variants: [])) }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(configuration: SymbolEffectConfiguration(name: "scale", variants: [])) }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: SymbolEffectConfiguration(name: "replace", variants: [])) }
}
extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect(configuration: SymbolEffectConfiguration(name: "automatic", variants: [])) }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(configuration: SymbolEffectConfiguration(name: "wiggle", variants: [])) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(configuration: SymbolEffectConfiguration(name: "breathe", variants: [])) }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(configuration: SymbolEffectConfiguration(name: "rotate", variants: [])) }
}

// MARK: SwiftUI's symbol effects

public struct _IndefiniteSymbolEffectModifier: ViewModifier {
    var config: SymbolEffectConfiguration
    var options: SymbolEffectOptions
    var isActive: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct _DiscreteSymbolEffectModifier<T: Equatable>: ViewModifier {
    var config: SymbolEffectConfiguration
    var options: SymbolEffectOptions
    var value: T
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(_IndefiniteSymbolEffectModifier(config: effect.configuration, options: options, isActive: isActive))
    }
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(_DiscreteSymbolEffectModifier(config: effect.configuration, options: options, value: value))
    }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_SymbolEffectsRemovedModifier(isEnabled: isEnabled))
    }
}

public struct _SymbolEffectsRemovedModifier: ViewModifier {
    var isEnabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

extension ContentTransition {
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}
"""#
}
