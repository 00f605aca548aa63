// The app's scene and window as view files reach them, and the responder chain's sendAction.

// MARK: - scenes_windows_and_insets
// expect: VStack<TupleView<(Text, Button<Text>)>>
let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
let scene: UIWindowScene? = scenes.first as? UIWindowScene
let states: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
let window: UIWindow? = scene?.keyWindow ?? UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first
let insets: UIEdgeInsets = window?.safeAreaInsets ?? .zero
let made = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
let facts: [Any] = [scene?.windows.count ?? 0, scene?.screen.bounds.width ?? 0, scene?.activationState == states[1], scene?.title ?? "", window?.isKeyWindow ?? false, window?.rootViewController as Any, window?.windowScene as Any, insets.top + insets.bottom + insets.left + insets.right, made, UIEdgeInsets()]
VStack {
    Text("\(facts.count)")
    Button("Done") {
        let handled: Bool = UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: UIEvent())
        window?.makeKeyAndVisible()
        _ = window?.endEditing(true)
        let responder = UIResponder()
        _ = [handled, responder.resignFirstResponder(), responder.becomeFirstResponder(), responder.isFirstResponder]
        _ = UIWindow(windowScene: scene!)
    }
}
