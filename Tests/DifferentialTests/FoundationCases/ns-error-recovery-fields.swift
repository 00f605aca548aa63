// An NSError's recovery fields come from its user info: the suggestion, the options, the
// failure reason and the help anchor, each nil when the user info has none.
func run() {
    let detailed = NSError(domain: "app", code: 2, userInfo: [
        NSLocalizedDescriptionKey: "Saving failed",
        NSLocalizedFailureReasonErrorKey: "The disk is full",
        NSLocalizedRecoverySuggestionErrorKey: "Free some space and try again",
        NSLocalizedRecoveryOptionsErrorKey: ["Try Again", "Cancel"],
        NSHelpAnchorErrorKey: "saving",
    ])
    print(detailed.localizedDescription, detailed.localizedFailureReason ?? "nil")
    print(detailed.localizedRecoverySuggestion ?? "nil", detailed.localizedRecoveryOptions ?? [], detailed.helpAnchor ?? "nil")
    let plain = NSError(domain: "app", code: 3)
    print(plain.localizedFailureReason == nil, plain.localizedRecoverySuggestion == nil, plain.localizedRecoveryOptions == nil, plain.recoveryAttempter == nil, plain.helpAnchor == nil)
    print(NSLocalizedRecoverySuggestionErrorKey, NSLocalizedRecoveryOptionsErrorKey, NSRecoveryAttempterErrorKey, NSHelpAnchorErrorKey)
}
