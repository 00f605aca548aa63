extension Profile {
    /// SwiftUI's `PhaseAnimator` (iOS 17): content that cycles through phases, shown here in its
    /// first phase, as a preview at rest shows it (the playground does not run animations).
    static let swiftUIPhaseAnimatorSource = #"""
// MARK: PhaseAnimator

public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    var phase: Phase
    var content: (Phase) -> Content
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        let all = Array(phases)
        if all.isEmpty { fatalError("PhaseAnimator needs at least one phase") }
        self.phase = all[0]
        self.content = content
    }
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        let all = Array(phases)
        if all.isEmpty { fatalError("PhaseAnimator needs at least one phase") }
        self.phase = all[0]
        self.content = content
    }
    public var body: some View { content(phase) }
}
"""#
}
