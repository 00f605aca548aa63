// WebKit as UIViewRepresentable wrappers use it: a WKWebView made with a configuration,
// loading a request, and the delegates a coordinator adopts.

// MARK: - web_view_representable
// expect: ModifiedContent<WebPage, _FrameLayout>
struct WebPage: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.allowsAirPlayForMediaPlayback = true
        configuration.allowsPictureInPictureMediaPlayback = true
        configuration.suppressesIncrementalRendering = false
        configuration.applicationNameForUserAgent = "Playground"
        let preferences: WKPreferences = configuration.preferences
        preferences.javaScriptCanOpenWindowsAutomatically = false
        preferences.isFraudulentWebsiteWarningEnabled = true
        preferences.minimumFontSize = 9
        let store: WKWebsiteDataStore = Bool.random() ? .default() : .nonPersistent()
        configuration.websiteDataStore = store
        let controller = configuration.userContentController
        controller.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        controller.add(context.coordinator, name: "bridge")
        if controller.userScripts.count > 1 || !configuration.websiteDataStore.isPersistent {
            controller.removeAllUserScripts()
            controller.removeScriptMessageHandler(forName: "bridge")
            controller.removeAllScriptMessageHandlers()
        }
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.uiDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.allowsLinkPreview = false
        webView.customUserAgent = nil
        webView.isInspectable = true
        webView.isOpaque = false
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.url != url && !webView.isLoading {
            webView.load(URLRequest(url: url))
        } else if webView.canGoBack || webView.canGoForward || webView.estimatedProgress < 0 {
            webView.goBack()
            webView.goForward()
            webView.reload()
            webView.stopLoading()
            webView.loadHTMLString("<p>\(webView.title ?? "")</p>", baseURL: nil)
            webView.loadFileURL(url, allowingReadAccessTo: url)
        }
        _ = webView.configuration
    }

    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            webView.evaluateJavaScript("document.title") { result, error in print(result ?? "", error == nil) }
        }
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            let kinds: [WKNavigationType] = [.formSubmitted, .backForward, .reload, .formResubmitted, .other]
            let allowed = navigationAction.navigationType != .linkActivated || kinds.isEmpty
            decisionHandler(allowed ? .allow : (navigationAction.request.url == nil ? .download : .cancel))
        }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            print(message.name, message.body, WKUserScriptInjectionTime.atDocumentStart.rawValue)
        }
    }
}
WebPage(url: URL(string: "https://www.swift.org")!).frame(height: 200)
