extension Profile {
    /// The iOS 13 presentation values still common in real code: `Alert` with its buttons and
    /// `ActionSheet`, presented by `alert(isPresented:content:)`, `actionSheet(isPresented:content:)`
    /// and their `item:` forms. The SDK's results are opaque: here an alert is the
    /// `AlertModifier` of `alert(_:isPresented:actions:message:)` (drawn when presented, its
    /// buttons side by side), an action sheet the `ConfirmationDialogModifier`.
    static let swiftUIAlertsSource = #"""
// MARK: Alert and ActionSheet

public struct Alert {
    public var title: Text
    public var message: Text?
    public var buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? Alert.Button.default(Text("OK"))]
    }
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    public struct Button {
        public var label: Text
        public var role: ButtonRole?
        public var action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }
}

public struct ActionSheet {
    public var title: Text
    public var message: Text?
    public var buttons: [ActionSheet.Button]
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    public typealias Button = Alert.Button
}

/// Not in the SDK: an alert's or action sheet's buttons, as the views its presentation draws.
public struct _AlertButtons: View {
    public var buttons: [Alert.Button]
    public var body: some View {
        ForEach(0..<buttons.count, id: \.self) { index in
            buttons[index].label
        }
    }
}

/// Not public in the SDK: `alert(item:content:)` and `actionSheet(item:content:)` are opaque.
public struct ItemAlertModifier<Item: Identifiable>: ViewModifier {
    public var item: Binding<Item?>
    public var isSheet: Bool
    public var makeAlert: ((Item) -> Alert)?
    public var makeSheet: ((Item) -> ActionSheet)?
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(AlertModifier(title: alert.title, isPresented: isPresented, actions: _AlertButtons(buttons: alert.buttons), message: alert.message))
    }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(ItemAlertModifier(item: item, isSheet: false, makeAlert: content, makeSheet: nil))
    }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(ConfirmationDialogModifier(title: sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: _AlertButtons(buttons: sheet.buttons), message: sheet.message))
    }
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
        modifier(ItemAlertModifier(item: item, isSheet: true, makeAlert: nil, makeSheet: content))
    }
}
"""#
}
