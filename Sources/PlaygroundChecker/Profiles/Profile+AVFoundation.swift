extension Profile {
    /// AVFoundation's speech synthesis, as view models use it (`synthesizer.speak(utterance)`).
    /// A preview has no speaker: `speak` queues nothing and says nothing, and `isSpeaking`
    /// stays false. Written from the framework's public API.
    static let avFoundationSource = #"""
// MARK: AVFoundation speech

public enum AVSpeechBoundary: Int {
    case immediate
    case word
}

/// A voice for a language (`AVSpeechSynthesisVoice(language: "en-US")`).
public class AVSpeechSynthesisVoice {
    public let language: String
    public init?(language languageCode: String?) { language = languageCode ?? "en-US" }
    public init?(identifier: String) { language = "en-US" }
    public var name: String { "Samantha" }
    public var identifier: String { "com.apple.voice.compact.\(language).Samantha" }
    public static func speechVoices() -> [AVSpeechSynthesisVoice] { [AVSpeechSynthesisVoice(language: "en-US")!] }
    public static func currentLanguageCode() -> String { "en-US" }
}

/// Text to speak, with its voice and pace.
public class AVSpeechUtterance {
    public let speechString: String
    public var voice: AVSpeechSynthesisVoice?
    public var rate: Float = 0.5
    public var pitchMultiplier: Float = 1
    public var volume: Float = 1
    public var preUtteranceDelay: Double = 0
    public var postUtteranceDelay: Double = 0
    public init(string: String) { speechString = string }
}

public var AVSpeechUtteranceMinimumSpeechRate: Float { 0 }
public var AVSpeechUtteranceMaximumSpeechRate: Float { 1 }
public var AVSpeechUtteranceDefaultSpeechRate: Float { 0.5 }

/// Speaks utterances; in a preview, silently.
public class AVSpeechSynthesizer {
    public init() {}
    public var isSpeaking: Bool { false }
    public var isPaused: Bool { false }
    public func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult public func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult public func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult public func continueSpeaking() -> Bool { false }
}
"""#
}
