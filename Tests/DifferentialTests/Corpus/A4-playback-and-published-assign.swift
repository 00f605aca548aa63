// AVFoundation's playback (`AVPlayer`, `AVPlayerItem`, `AVAsset`, `CMTime`, the audio session),
// AVKit's `VideoPlayer`, MediaPlayer's now-playing information and remote commands, a key path's
// publisher (`publisher(for:)`), and Combine's `assign(to: &$property)` (written from the
// frameworks' public API).

// MARK: - video_player
// expect: VideoPlayer<EmptyView>
VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!))

// MARK: - video_player_overlay
// expect: VideoPlayer<VStack<Text>>
VideoPlayer(player: nil) {
    VStack { Text("Overlay") }
}

// MARK: - player_controls
// expect: Text
let item = AVPlayerItem(url: URL(string: "https://example.com/a.mp4")!)
let player = AVPlayer(playerItem: item)
let asset: AVAsset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/a.mov"), options: nil)
let _ = {
    player.play()
    player.volume = 0.5
    player.isMuted.toggle()
    player.seek(to: CMTime(seconds: 0, preferredTimescale: 10))
    player.seek(to: .zero) { finished in _ = finished }
    player.replaceCurrentItem(with: AVPlayerItem(asset: asset))
    let observer = player.addPeriodicTimeObserver(forInterval: CMTimeMake(value: 1, timescale: 2), queue: .main) { time in _ = time.seconds }
    player.removeTimeObserver(observer)
}()
let status: AVPlayer.Status = player.status
let itemStatus: AVPlayerItem.Status = item.status
let control: AVPlayer.TimeControlStatus = player.timeControlStatus
let waiting: [AVPlayer.TimeControlStatus] = [.paused, .waitingToPlayAtSpecifiedRate]
Text("\(player.rate) \(status == .unknown) \(itemStatus == .readyToPlay) \(control == .playing) \(player.currentItem?.duration.seconds ?? -1) \(CMTimeGetSeconds(player.currentTime())) \(item.currentTime() == CMTime.zero) \(asset.duration.isValid) \(CMTime.invalid.isValid)")

// MARK: - cm_time_arithmetic
// expect: Text
let start = CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)
let length: CMTime = CMTime(value: 3, timescale: 2)
let scale: CMTimeScale = length.timescale
let value: CMTimeValue = length.value
Text("\((start + length).seconds) \((length - start).seconds) \(start < length) \(scale) \(value)")

// MARK: - play_to_end_notification
// expect: Text
let names: [Notification.Name] = [.AVPlayerItemDidPlayToEndTime, .AVPlayerItemFailedToPlayToEndTime]
Text(names.map(\.rawValue).joined(separator: " "))

// MARK: - audio_session
// expect: Text
let session = AVAudioSession.sharedInstance()
let _ = {
    try? session.setCategory(.playback, mode: .default, policy: .longFormAudio, options: [])
    try? session.setCategory(.ambient, mode: .spokenAudio, options: [.mixWithOthers, .duckOthers])
    try? session.setCategory(.playAndRecord, options: [.defaultToSpeaker, .allowBluetooth])
    try? session.setCategory(.record)
    try? session.setActive(true, options: .notifyOthersOnDeactivation)
}()
let categories: [AVAudioSession.Category] = [.soloAmbient, .playback, .record]
let modes: [AVAudioSession.Mode] = [.moviePlayback, .voiceChat, .measurement]
let policy: AVAudioSession.RouteSharingPolicy = .independent
let categoryOptions: AVAudioSession.CategoryOptions = [.mixWithOthers]
let activeOptions: AVAudioSession.SetActiveOptions = []
Text("\(session.category.rawValue) \(session.mode == .spokenAudio) \(session.isActive) \(categories.count) \(modes.count) \(policy.rawValue)")

// MARK: - key_path_publisher
// expect: Text
final class Model: NSObject {
    var count = 3
}
let model = Model()
var seen: [Int] = []
let options: NSKeyValueObservingOptions = [.initial, .new, .old, .prior]
let publisher: NSObject.KeyValueObservingPublisher<Model, Int> = model.publisher(for: \.count, options: options)
let cancellable = publisher.sink { seen.append($0) }
let quiet = model.publisher(for: \.count, options: [.new]).sink { seen.append($0) }
Text("\(seen)")

// MARK: - assign_to_published
// expect: Text
final class Counter: ObservableObject {
    @Published var count = 2
    @Published var label = ""
    @Published var status: AVPlayer.Status = .readyToPlay
    init() {
        $count.map { "count \($0)" }.assign(to: &$label)
        AVPlayer().publisher(for: \.status).receive(on: DispatchQueue.main).assign(to: &$status)
    }
}
let counter = Counter()
let _ = { counter.count += 1 }()
Text("\(counter.label) \(counter.status == .unknown)")

// MARK: - now_playing_info
// expect: Text
let center = MPNowPlayingInfoCenter.default()
let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 100, height: 100), requestHandler: { (size: CGSize) -> UIImage in UIImage() })
let _ = {
    center.nowPlayingInfo = [MPMediaItemPropertyTitle: "Song", MPMediaItemPropertyArtist: "K.K.", MPMediaItemPropertyAlbumTitle: "Album", MPMediaItemPropertyArtwork: artwork]
    var infos = center.nowPlayingInfo
    infos?[MPMediaItemPropertyPlaybackDuration] = 120.0
    infos?[MPNowPlayingInfoPropertyElapsedPlaybackTime] = 3.0
    infos?[MPNowPlayingInfoPropertyPlaybackRate] = 1.0
    center.nowPlayingInfo = infos
    center.playbackState = .playing
}()
let states: [MPNowPlayingPlaybackState] = [.unknown, .paused, .stopped, .interrupted]
Text("\(center.nowPlayingInfo?.count ?? 0) \(center.playbackState == .playing) \(artwork.bounds.width) \(artwork.image(at: CGSize(width: 10, height: 10)) == nil) \(states.count)")

// MARK: - remote_commands
// expect: Text
final class Music {
    var isPlaying = false
    func setUp() {
        let commands = MPRemoteCommandCenter.shared()
        let target = commands.playCommand.addTarget { [weak self] event in
            if self?.isPlaying == false {
                self?.isPlaying = true
                return .success
            }
            return .commandFailed
        }
        _ = commands.pauseCommand.addTarget { (event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus in
            event.timestamp > 0 ? .noSuchContent : .deviceNotFound
        }
        _ = commands.nextTrackCommand.addTarget { _ in .noActionableNowPlayingItem }
        let previous: MPRemoteCommand = commands.previousTrackCommand
        previous.isEnabled = false
        commands.togglePlayPauseCommand.removeTarget(target)
        commands.stopCommand.removeTarget(nil)
    }
}
let music = Music()
let _ = music.setUp()
Text("\(music.isPlaying) \(MPRemoteCommandCenter.shared().previousTrackCommand.isEnabled) \(MPRemoteCommandHandlerStatus.commandFailed.rawValue)")
