/// A session's `:record` state: the transcript being written, and how many code entries
/// ran unrecorded (a recording started after them replays without what they declared).
struct SessionRecording {
    var recorder: TranscriptRecorder?
    var unrecordedCodeEntries = 0
}
