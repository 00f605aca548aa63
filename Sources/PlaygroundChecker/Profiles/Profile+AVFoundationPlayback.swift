extension Profile {
    /// AVFoundation's playback as view models use it (`AVPlayer(url:)`, `play()`, `seek(to:)`,
    /// `CMTime`, the audio session) and AVKit's `VideoPlayer` view. Written from the frameworks'
    /// public API.
    ///
    /// The playground loads no media: a player's item stays `.unknown`, as one whose asset never
    /// finishes loading, while `play()` and `pause()` set its rate as they do before it loads. A
    /// key path's publisher (`player.publisher(for: \.status)`) sends the current value; the
    /// playground observes no later change of an object's property.
    static let avFoundationPlaybackSource = #"""
// MARK: AVFoundation playback

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

/// A time as a rational number of seconds: `value / timescale`.
public struct CMTime: Hashable, Comparable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self.value = CMTimeValue((seconds * Double(preferredTimescale)).rounded())
        self.timescale = preferredTimescale
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public var isValid: Bool { timescale != 0 }
    public static var zero: CMTime { CMTime(value: 0, timescale: 1) }
    public static var invalid: CMTime { CMTime(value: 0, timescale: 0) }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale)) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale)) }
}
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// Timed media at a URL; the playground reads none, so its duration is zero.
open class AVAsset: NSObject {
    public let _url: URL
    public convenience init(url: URL) { self.init(_url: url) }
    init(_url: URL) { self._url = _url }
    open var duration: CMTime { .zero }
}
open class AVURLAsset: AVAsset {
    public init(url: URL, options: [String: Any]? = nil) { super.init(_url: url) }
    open var url: URL { _url }
}

/// An asset's presentation state for a player.
open class AVPlayerItem: NSObject {
    public enum Status: Int { case unknown, readyToPlay, failed }
    public let asset: AVAsset
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
    open var status: Status { .unknown }
    open var duration: CMTime { .zero }
    open func currentTime() -> CMTime { .zero }
}

extension Notification.Name {
    public static var AVPlayerItemDidPlayToEndTime: Notification.Name { Notification.Name("AVPlayerItemDidPlayToEndTimeNotification") }
    public static var AVPlayerItemFailedToPlayToEndTime: Notification.Name { Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification") }
}

/// Plays one item at a time.
open class AVPlayer: NSObject {
    public enum Status: Int { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int { case paused, waitingToPlayAtSpecifiedRate, playing }
    open var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    public override init() { self.currentItem = nil }
    public init(playerItem item: AVPlayerItem?) { self.currentItem = item }
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    open var status: Status { .unknown }
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}
}

public struct NSKeyValueObservingOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// A key path's values as a publisher (Foundation's key-value observing, for Combine): the
/// current value when `.initial` is among the options.
public protocol _KeyValueCodingAndObservingPublishing {}
extension NSObject: _KeyValueCodingAndObservingPublishing {}
extension _KeyValueCodingAndObservingPublishing where Self: NSObject {
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
extension NSObject {
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }
        public func _subscribe(_ subscriber: _Subscriber<Value, Never>) {
            if options.contains(.initial) { subscriber.receive(object[keyPath: keyPath]) }
        }
    }
}

/// The app's audio behaviour: its category, mode and activation are recorded.
open class AVAudioSession: NSObject {
    public struct Category: Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var ambient: Category { Category(rawValue: "AVAudioSessionCategoryAmbient") }
        public static var soloAmbient: Category { Category(rawValue: "AVAudioSessionCategorySoloAmbient") }
        public static var playback: Category { Category(rawValue: "AVAudioSessionCategoryPlayback") }
        public static var record: Category { Category(rawValue: "AVAudioSessionCategoryRecord") }
        public static var playAndRecord: Category { Category(rawValue: "AVAudioSessionCategoryPlayAndRecord") }
    }
    public struct Mode: Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var `default`: Mode { Mode(rawValue: "AVAudioSessionModeDefault") }
        public static var spokenAudio: Mode { Mode(rawValue: "AVAudioSessionModeSpokenAudio") }
        public static var moviePlayback: Mode { Mode(rawValue: "AVAudioSessionModeMoviePlayback") }
        public static var voiceChat: Mode { Mode(rawValue: "AVAudioSessionModeVoiceChat") }
        public static var measurement: Mode { Mode(rawValue: "AVAudioSessionModeMeasurement") }
    }
    public enum RouteSharingPolicy: UInt { case `default` = 0, longFormAudio = 1, independent = 2 }
    public struct CategoryOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public struct SetActiveOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    static let _shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { _shared }
    open var category: Category = .soloAmbient
    open var mode: Mode = .default
    open var isActive = false
    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws { self.category = category }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
}

// MARK: AVKit

/// A player's video with the platform's playback controls, and a view over it.
public struct VideoPlayer<VideoOverlay: View>: View {
    public let player: AVPlayer?
    public let videoOverlay: VideoOverlay
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }
    public var body: Never { fatalError() }
}
extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
"""#
}
