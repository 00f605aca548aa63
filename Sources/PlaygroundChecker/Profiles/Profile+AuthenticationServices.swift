extension Profile {
    /// Sign in with Apple as a SwiftUI file uses it: the button (drawn as a button with its
    /// caption), the request its `onRequest` closure fills in, and the authorization its
    /// `onCompletion` closure would receive (the playground signs no one in, so it never runs).
    static let authenticationServicesSource = #"""
// MARK: Sign in with Apple

/// What an authorization asks for and what it gives.
open class ASAuthorization: NSObject {
    /// A piece of the user's information an Apple ID request asks for.
    public struct Scope: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
    public let credential: any ASAuthorizationCredential
    init(credential: any ASAuthorizationCredential) { self.credential = credential }
}

/// What an authorization hands back.
public protocol ASAuthorizationCredential {}

/// An Apple ID's credential: the user's stable identifier and what the request's scopes gave.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    open var user: String
    open var email: String?
    open var identityToken: Data?
    open var authorizationCode: Data?
    open var state: String?
    open var authorizedScopes: [ASAuthorization.Scope]
    init(user: String) {
        self.user = user
        self.authorizedScopes = []
    }
}

/// The request the button's `onRequest` closure configures.
open class ASAuthorizationAppleIDRequest: NSObject {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var nonce: String?
    open var state: String?
    open var user: String?
    public override init() {}
}

/// The system's Sign in with Apple button.
public struct SignInWithAppleButton: View {
    /// The button's caption.
    public struct Label: Hashable {
        let _caption: String
        public static let signIn = Label(_caption: "Sign in with Apple")
        public static let `continue` = Label(_caption: "Continue with Apple")
        public static let signUp = Label(_caption: "Sign up with Apple")
    }
    /// The button's colours.
    public struct Style: Hashable {
        let _name: String
        public static let black = Style(_name: "black")
        public static let white = Style(_name: "white")
        public static let whiteOutline = Style(_name: "whiteOutline")
    }
    public var label: Label
    public var onRequest: (ASAuthorizationAppleIDRequest) -> Void
    public var onCompletion: (Result<ASAuthorization, any Error>) -> Void
    public init(_ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void, onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }
    public var body: Never { fatalError() }
}

extension View {
    /// The style of the Sign in with Apple buttons inside (opaque in the SDK; taken here to be
    /// the environment write it stands for).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SignInWithAppleButton.Style>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "_signInWithAppleButtonStyle", value: style))
    }
}
"""#
}
