// AVFoundation's speech synthesis as view models use it (written from the framework's public
// API); a preview speaks nothing.

// MARK: - speech_synthesis
// expect: Text
let synthesizer = AVSpeechSynthesizer()
let utterance = AVSpeechUtterance(string: "hello")
let boundary: AVSpeechBoundary = .word
let _ = {
    utterance.voice = AVSpeechSynthesisVoice(language: "en-US") ?? AVSpeechSynthesisVoice(identifier: "x")
    utterance.rate = AVSpeechUtteranceDefaultSpeechRate
    utterance.pitchMultiplier = 0.8
    utterance.volume = 1
    utterance.preUtteranceDelay = 0.1
    utterance.postUtteranceDelay = 0.2
    synthesizer.speak(utterance)
}()
let stopped = synthesizer.stopSpeaking(at: .immediate) || synthesizer.pauseSpeaking(at: boundary) || synthesizer.continueSpeaking()
let voices = AVSpeechSynthesisVoice.speechVoices()
Text("\(synthesizer.isSpeaking) \(synthesizer.isPaused) \(stopped) \(voices.count) \(voices[0].name) \(voices[0].identifier) \(AVSpeechSynthesisVoice.currentLanguageCode()) \(AVSpeechUtteranceMinimumSpeechRate) \(AVSpeechUtteranceMaximumSpeechRate) \(utterance.speechString)")
