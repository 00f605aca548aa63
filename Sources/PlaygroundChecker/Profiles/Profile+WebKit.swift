extension Profile {
    /// WebKit as `UIViewRepresentable` wrappers use it: a `WKWebView` made with a
    /// configuration, loading a request or HTML, and the delegates a coordinator adopts. The
    /// playground loads no page: a web view keeps what it was asked to load (`url`), and the
    /// representable draws as a labelled box.
    static let webKitSource = #"""
// MARK: WebKit

/// A web view's settings, given when it is made.
open class WKWebViewConfiguration: NSObject {
    open var allowsInlineMediaPlayback: Bool = false
    open var allowsAirPlayForMediaPlayback: Bool = true
    open var allowsPictureInPictureMediaPlayback: Bool = true
    open var suppressesIncrementalRendering: Bool = false
    open var applicationNameForUserAgent: String? = nil
    open var userContentController: WKUserContentController = WKUserContentController()
    open var preferences: WKPreferences = WKPreferences()
    open var websiteDataStore: WKWebsiteDataStore = WKWebsiteDataStore.default()
}

open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically: Bool = false
    open var isFraudulentWebsiteWarningEnabled: Bool = true
    open var minimumFontSize: CGFloat = 0
}

/// Where a web view keeps cookies and caches (`.default()`, `.nonPersistent()`).
open class WKWebsiteDataStore: NSObject {
    open var isPersistent: Bool
    init(isPersistent: Bool) {
        self.isPersistent = isPersistent
        super.init()
    }
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

/// The scripts and script message handlers of a web view's pages.
open class WKUserContentController: NSObject {
    open var userScripts: [WKUserScript] = []
    var _handlerNames: [String] = []
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { _handlerNames.append(name) }
    open func removeScriptMessageHandler(forName name: String) { _handlerNames.removeAll { $0 == name } }
    open func removeAllScriptMessageHandlers() { _handlerNames = [] }
}

public enum WKUserScriptInjectionTime: Int {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}

/// A script run in the pages of a web view.
open class WKUserScript: NSObject {
    open var source: String
    open var injectionTime: WKUserScriptInjectionTime
    open var isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page's script posts (`window.webkit.messageHandlers.name.postMessage(body)`).
open class WKScriptMessage: NSObject {
    open var body: Any
    open var name: String
    init(body: Any, name: String) {
        self.body = body
        self.name = name
        super.init()
    }
}

/// Receives the messages a page's script posts.
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A page load a web view started.
open class WKNavigation: NSObject {}

public enum WKNavigationType: Int {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

/// What a web view is asked to load, for a navigation delegate to allow or cancel.
open class WKNavigationAction: NSObject {
    open var request: URLRequest
    open var navigationType: WKNavigationType
    init(request: URLRequest, navigationType: WKNavigationType) {
        self.request = request
        self.navigationType = navigationType
        super.init()
    }
}

public enum WKNavigationActionPolicy: Int {
    case cancel = 0
    case allow = 1
    case download = 2
}

/// Hears a web view's loads. Its methods are Objective-C optional ones: a coordinator writes
/// those it needs (`webView(_:didFinish:)`, `webView(_:decidePolicyFor:decisionHandler:)`).
public protocol WKNavigationDelegate: AnyObject {}

/// Hears a web view's requests for windows and panels (optional methods, as above).
public protocol WKUIDelegate: AnyObject {}

/// A web page in a view. The playground loads nothing: `url` is what it was asked to load.
public class WKWebView: UIView {
    public var configuration: WKWebViewConfiguration
    public weak var navigationDelegate: WKNavigationDelegate?
    public weak var uiDelegate: WKUIDelegate?
    public var allowsBackForwardNavigationGestures: Bool = false
    public var allowsLinkPreview: Bool = true
    public var customUserAgent: String? = nil
    public var isInspectable: Bool = false
    public var isOpaque: Bool = true
    public var url: URL? = nil
    public var title: String? = nil
    public var isLoading: Bool = false
    public var estimatedProgress: Double = 0
    public var canGoBack: Bool = false
    public var canGoForward: Bool = false
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }
    public override init() {
        configuration = WKWebViewConfiguration()
        super.init()
    }
    @discardableResult public func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }
    @discardableResult public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }
    @discardableResult public func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }
    @discardableResult public func reload() -> WKNavigation? { WKNavigation() }
    @discardableResult public func goBack() -> WKNavigation? { nil }
    @discardableResult public func goForward() -> WKNavigation? { nil }
    public func stopLoading() {}
    /// Runs no script: the completion handler is not called.
    public func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}
"""#
}
