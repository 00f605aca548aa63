extension Profile {
    /// Navigation titles, toolbars, sheets, alerts, events and other presentation modifiers.
    static let swiftUIPresentationSource = #"""
// MARK: Presentation and events
"""#
}
