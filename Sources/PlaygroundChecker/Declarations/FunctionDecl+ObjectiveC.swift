/// The Objective-C names `@objc` methods have: what `#selector` makes and what a notification
/// centre or a control finds the method by.
extension FunctionDecl {
    /// The Objective-C name Swift gives an `@objc` method: `turn(sender:)` is `turnWithSender:`,
    /// `tap(_:)` is `tap:`, `move(from:to:)` is `moveWithFrom:to:`.
    public static func objectiveCName(_ base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        let head = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return head + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// This method's Objective-C name.
    public var objectiveCName: String { Self.objectiveCName(name, labels: parameters.map { $0.label ?? "_" }) }
}
