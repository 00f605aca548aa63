// Sign in with Apple: the button, its labels and styles, the request and the authorization.

// MARK: - sign_in_with_apple_button
// expect: ModifiedContent<SignInWithAppleButton, _EnvironmentKeyWritingModifier<Style>>
let labels: [SignInWithAppleButton.Label] = [.signIn, .continue, .signUp]
let styles: [SignInWithAppleButton.Style] = [.black, .white, .whiteOutline]
SignInWithAppleButton(labels[1]) { request in
    request.requestedScopes = [.fullName, .email]
    request.nonce = "n"
    request.state = "s"
    request.user = nil
} onCompletion: { result in
    switch result {
    case .success(let authorization):
        if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
            let scopes: [ASAuthorization.Scope] = credential.authorizedScopes
            _ = [credential.user, credential.email as Any, credential.identityToken as Any, credential.authorizationCode as Any, credential.state as Any, scopes.map(\.rawValue)]
        }
    case .failure(let error):
        _ = error.localizedDescription
    }
}
.signInWithAppleButtonStyle(styles[0])

// MARK: - sign_in_with_apple_default_label
// expect: SignInWithAppleButton
let request = ASAuthorizationAppleIDRequest()
let credential: (any ASAuthorizationCredential)? = nil
SignInWithAppleButton(onRequest: { $0.requestedScopes = request.requestedScopes }, onCompletion: { _ in _ = credential })
