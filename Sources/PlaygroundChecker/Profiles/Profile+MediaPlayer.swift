extension Profile {
    /// MediaPlayer's now-playing information and remote commands, as a music player's model sets
    /// them up (`MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: …]`,
    /// `MPRemoteCommandCenter.shared().playCommand.addTarget { … }`). Written from the
    /// framework's public API.
    ///
    /// The information is kept; no lock screen shows it, and no remote command arrives in a
    /// preview, so a command's handlers are kept and never called.
    static let mediaPlayerSource = #"""
// MARK: MediaPlayer

public var MPMediaItemPropertyTitle: String { "title" }
public var MPMediaItemPropertyArtist: String { "artist" }
public var MPMediaItemPropertyAlbumTitle: String { "albumTitle" }
public var MPMediaItemPropertyArtwork: String { "artwork" }
public var MPMediaItemPropertyPlaybackDuration: String { "playbackDuration" }
public var MPNowPlayingInfoPropertyElapsedPlaybackTime: String { "MPNowPlayingInfoPropertyElapsedPlaybackTime" }
public var MPNowPlayingInfoPropertyPlaybackRate: String { "MPNowPlayingInfoPropertyPlaybackRate" }

public enum MPNowPlayingPlaybackState: UInt {
    case unknown, playing, paused, stopped, interrupted
}

/// What the system shows as playing.
open class MPNowPlayingInfoCenter: NSObject {
    static let _default = MPNowPlayingInfoCenter()
    open class func `default`() -> MPNowPlayingInfoCenter { _default }
    open var nowPlayingInfo: [String: Any]?
    open var playbackState: MPNowPlayingPlaybackState = .unknown
}

/// An image for the now-playing information, made at the size asked for.
open class MPMediaItemArtwork: NSObject {
    public let bounds: CGRect
    let _requestHandler: (CGSize) -> UIImage
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        self.bounds = CGRect(origin: .zero, size: boundsSize)
        self._requestHandler = requestHandler
    }
    open func image(at size: CGSize) -> UIImage? { _requestHandler(size) }
}

public enum MPRemoteCommandHandlerStatus: Int {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// A command's arrival, as its handler receives it.
open class MPRemoteCommandEvent: NSObject {
    public let command: MPRemoteCommand
    public let timestamp: Double
    init(command: MPRemoteCommand, timestamp: Double) {
        self.command = command
        self.timestamp = timestamp
    }
}

/// A command from the lock screen, headphones or a car; its handlers are kept.
open class MPRemoteCommand: NSObject {
    open var isEnabled = true
    var _handlers: [(MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = []
    public override init() {}
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        _handlers.append(handler)
        return NSObject()
    }
    open func removeTarget(_ target: Any?) {}
}

open class MPRemoteCommandCenter: NSObject {
    static let _shared = MPRemoteCommandCenter()
    open class func shared() -> MPRemoteCommandCenter { _shared }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
}
"""#
}
