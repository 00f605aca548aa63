extension Profile {
    /// Kingfisher's SwiftUI image view (onevcat/Kingfisher 8), the image loader app files import
    /// most: `KFImage(url)` with its image modifiers (each returns the `KFImage`), a placeholder
    /// and the loading callbacks. Nothing is downloaded in a preview, so it shows the placeholder,
    /// or the `photo` symbol as `AsyncImage` does. Written from Kingfisher's public API.
    static let kingfisherSource = #"""
// MARK: Kingfisher

/// Where a loaded image came from.
public enum CacheType: Hashable {
    case none
    case memory
    case disk
}

/// Where an image is loaded from (Kingfisher's `Resource`: a URL and its cache key).
public protocol Resource {
    var downloadURL: URL { get }
    var cacheKey: String { get }
}

extension URL: Resource {
    public var downloadURL: URL { self }
    public var cacheKey: String { absoluteString }
}

/// An image's source: the network (a data provider is the other kind, not declared here).
public enum Source {
    case network(Resource)
    public var url: URL? {
        switch self {
        case .network(let resource): return resource.downloadURL
        }
    }
    public var cacheKey: String {
        switch self {
        case .network(let resource): return resource.cacheKey
        }
    }
}

/// What `onSuccess` receives.
public struct RetrieveImageResult {
    public var cacheType: CacheType
    public var source: Source
    public var originalSource: Source
}

/// What `onFailure` receives.
public struct KingfisherError: Error {
    public var errorDescription: String?
}

/// The platform's image type (`UIImage` on iOS).
public typealias KFCrossPlatformImage = UIImage

/// A change made to a loaded image before it is shown (rounded corners, a crop). Nothing is
/// loaded in a preview, so no modifier runs.
public protocol ImageModifier {
    func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage
}

/// How a failed download is tried again.
public struct DelayRetryStrategy {
    public enum Interval {
        case seconds(Double)
        case accumulated(Double)
    }
    public let maxRetryCount: Int
    public let retryInterval: DelayRetryStrategy.Interval
    public init(maxRetryCount: Int, retryInterval: DelayRetryStrategy.Interval = .seconds(3)) {
        self.maxRetryCount = maxRetryCount
        self.retryInterval = retryInterval
    }
}

public struct KFImage: View {
    public var url: URL?
    /// Shown while the image loads (in a preview, always): an `AnyView`, or nothing.
    public var placeholder: Any
    public var configurations: [(Image) -> Image]
    public init(_ url: URL?) {
        self.url = url
        self.placeholder = ()
        self.configurations = []
    }
    public init(source: Source?) { self.init(source?.url) }
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KFImage { KFImage(url) }
    public func configure(_ block: @escaping (Image) -> Image) -> KFImage {
        var result = self
        result.configurations.append(block)
        return result
    }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage {
        configure { $0.resizable(capInsets: capInsets, resizingMode: resizingMode) }
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage {
        configure { $0.renderingMode(renderingMode) }
    }
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage {
        configure { $0.interpolation(interpolation) }
    }
    public func antialiased(_ isAntialiased: Bool) -> KFImage {
        configure { $0.antialiased(isAntialiased) }
    }
    public func placeholder<P: View>(@ViewBuilder _ content: () -> P) -> KFImage {
        var result = self
        result.placeholder = AnyView(content())
        return result
    }
    public func onSuccess(_ action: ((RetrieveImageResult) -> Void)?) -> KFImage { self }
    public func onFailure(_ action: ((KingfisherError) -> Void)?) -> KFImage { self }
    public func onProgress(_ action: ((Int64, Int64) -> Void)?) -> KFImage { self }
    public func fade(duration: Double) -> KFImage { self }
    public func imageModifier(_ modifier: ImageModifier?) -> KFImage { self }
    public func retry(maxCount: Int, interval: DelayRetryStrategy.Interval = .seconds(3)) -> KFImage { self }
    public func retry(_ strategy: DelayRetryStrategy) -> KFImage { self }
    public func cancelOnDisappear(_ flag: Bool) -> KFImage { self }
    public func loadDiskFileSynchronously(_ enabled: Bool = true) -> KFImage { self }
    public func cacheMemoryOnly(_ enabled: Bool = true) -> KFImage { self }
    public func cacheOriginalImage(_ enabled: Bool = true) -> KFImage { self }
    public func forceRefresh(_ enabled: Bool = true) -> KFImage { self }
    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> KFImage { self }
    public func downsampling(size: CGSize) -> KFImage { self }
    public func scaleFactor(_ factor: CGFloat) -> KFImage { self }
    public var body: Never { fatalError() }
}
"""#
}
