extension Profile {
    /// SDWebImageSwiftUI 3's `WebImage`, the corpus's other image loader (imported in 6 files of
    /// 3 repositories; Kingfisher in 54 of 5): its three initializers (an image, an image or a placeholder, a phase), the image
    /// configurations (each returns the `WebImage`), indicators and its transitions. Nothing is
    /// downloaded in a preview, so a web image stays in its empty phase: the content it gives
    /// for `.empty`, with the indicator it was given showing. Written from the library's public API.
    static let sdWebImageSwiftUISource = #"""
// MARK: SDWebImageSwiftUI

/// The platform's image type (`UIImage` on iOS).
public typealias PlatformImage = UIImage

/// How an image is loaded (SDWebImage's options).
public struct SDWebImageOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
}

/// A key of the options a load takes besides `SDWebImageOptions`.
public struct SDWebImageContextOption: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let imageScaleFactor = SDWebImageContextOption(rawValue: "imageScaleFactor")
    public static let imageThumbnailPixelSize = SDWebImageContextOption(rawValue: "imageThumbnailPixelSize")
    public static let storeCacheType = SDWebImageContextOption(rawValue: "storeCacheType")
}

/// Where a loaded image came from.
public enum SDImageCacheType: Int {
    case none, disk, memory, all
}

/// The state of a load: a preview's never leaves `.empty`.
public enum WebImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Whether a load is under way, and how far it is, for an indicator.
public class IndicatorStatus: ObservableObject {
    @Published public var isLoading: Bool = true
    @Published public var progress: Double = 0
    public init() {}
}

/// A view shown over a web image while it loads.
public struct Indicator<T> where T: View {
    var content: (Binding<Bool>, Binding<Double>) -> T
    public init(@ViewBuilder content: @escaping (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) {
        self.content = content
    }
}

extension Indicator where T == AnyView {
    public static var activity: Indicator<T> {
        Indicator { isAnimating, _ in AnyView(ProgressView().opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }
    public static func activity<S>(style: S) -> Indicator<T> where S: ProgressViewStyle {
        Indicator { isAnimating, _ in AnyView(ProgressView().progressViewStyle(style).opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }
    public static var progress: Indicator<T> {
        Indicator { isAnimating, progress in AnyView(ProgressView(value: progress.wrappedValue).opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }
    public static func progress<S>(style: S) -> Indicator<T> where S: ProgressViewStyle {
        Indicator { isAnimating, progress in AnyView(ProgressView(value: progress.wrappedValue).progressViewStyle(style).opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }
}

/// The indicator over its image while the load is under way.
public struct IndicatorViewModifier<T>: ViewModifier where T: View {
    @ObservedObject public var status: IndicatorStatus
    public var indicator: Indicator<T>
    @ViewBuilder var overlay: some View {
        if status.isLoading {
            indicator.content($status.isLoading, $status.progress)
        }
    }
    public func body(content: Content) -> some View {
        ZStack {
            content
            overlay
        }
    }
}

public struct WebImage<Content>: View where Content: View {
    var content: (WebImagePhase) -> Content
    @Binding public var isAnimating: Bool
    var indicatorStatus: IndicatorStatus

    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil, isAnimating: Binding<Bool> = .constant(true)) where Content == Image {
        self.init(url: url, options: options, context: context, isAnimating: isAnimating) { phase in
            phase.image ?? Image(uiImage: UIImage())
        }
    }

    public init<I, P>(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil, isAnimating: Binding<Bool> = .constant(true), @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View {
        self.init(url: url, options: options, context: context, isAnimating: isAnimating) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil, isAnimating: Binding<Bool> = .constant(true), transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (WebImagePhase) -> Content) {
        self._isAnimating = isAnimating
        self.content = content
        self.indicatorStatus = IndicatorStatus()
    }

    /// The empty phase's content: nothing is downloaded in a preview.
    public var body: some View {
        ZStack {
            content(.empty)
        }
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> WebImage { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> WebImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> WebImage { self }
    public func antialiased(_ isAntialiased: Bool) -> WebImage { self }
    public func onFailure(perform action: ((Error) -> Void)? = nil) -> WebImage { self }
    public func onSuccess(perform action: ((PlatformImage, Data?, SDImageCacheType) -> Void)? = nil) -> WebImage { self }
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> WebImage { self }
    public func retryOnAppear(_ flag: Bool) -> WebImage { self }
    public func cancelOnDisappear(_ flag: Bool) -> WebImage { self }
    public func customLoopCount(_ loopCount: UInt?) -> WebImage { self }
    public func maxBufferSize(_ bufferSize: UInt?) -> WebImage { self }
    public func pausable(_ pausable: Bool) -> WebImage { self }
    public func purgeable(_ purgeable: Bool) -> WebImage { self }
    public func playbackRate(_ playbackRate: Double) -> WebImage { self }

    public func indicator<T>(_ indicator: Indicator<T>) -> some View where T: View {
        self.modifier(IndicatorViewModifier(status: indicatorStatus, indicator: indicator))
    }
    public func indicator<T>(@ViewBuilder content: @escaping (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) -> some View where T: View {
        indicator(Indicator(content: content))
    }
}

/// What a download calls when it ends: the image, its data, the error, whether it finished.
public typealias SDWebImageDownloaderCompletedBlock = (UIImage?, Data?, Error?, Bool) -> Void

/// A download in flight, to cancel.
public class SDWebImageDownloadToken {
    public func cancel() {}
}

/// SDWebImage's downloader. The playground has no network: each download ends, after the
/// current turn, with `URLError(.notConnectedToInternet)` and no image.
public class SDWebImageDownloader {
    public static let shared = SDWebImageDownloader()
    public init() {}
    @discardableResult
    public func downloadImage(with url: URL?, completed completedBlock: SDWebImageDownloaderCompletedBlock? = nil) -> SDWebImageDownloadToken? {
        DispatchQueue.main.async { completedBlock?(nil, nil, URLError(.notConnectedToInternet), true) }
        return SDWebImageDownloadToken()
    }
}

/// SDWebImageSwiftUI's transitions for a loaded image (the playground draws no transition).
extension AnyTransition {
    public static var fade: AnyTransition { AnyTransition(name: "fade") }
    public static func fade(duration: Double) -> AnyTransition { AnyTransition(name: "fade") }
    public static var flipFromLeft: AnyTransition { AnyTransition(name: "flipFromLeft") }
    public static func flipFromLeft(duration: Double) -> AnyTransition { AnyTransition(name: "flipFromLeft") }
    public static var flipFromRight: AnyTransition { AnyTransition(name: "flipFromRight") }
    public static func flipFromRight(duration: Double) -> AnyTransition { AnyTransition(name: "flipFromRight") }
    public static var flipFromTop: AnyTransition { AnyTransition(name: "flipFromTop") }
    public static func flipFromTop(duration: Double) -> AnyTransition { AnyTransition(name: "flipFromTop") }
    public static var flipFromBottom: AnyTransition { AnyTransition(name: "flipFromBottom") }
    public static func flipFromBottom(duration: Double) -> AnyTransition { AnyTransition(name: "flipFromBottom") }
}
"""#
}
