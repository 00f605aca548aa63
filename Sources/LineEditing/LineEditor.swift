import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines at a terminal with libedit (emacs keys, `~/.editrc`), with a history that is
/// saved to a file, Tab completion, Ctrl-C to cancel and Ctrl-Z to suspend.
///
/// Ctrl-C is a key here, not a signal: the terminal's `isig` is off while a line is edited,
/// so Ctrl-C reaches the editor, which ends the line and reports `.cancelled`.
public final class LineEditor {
    /// What one read produced.
    public enum Input: Equatable, Sendable {
        /// The text typed, without its newline; a recalled multi-line entry keeps its newlines.
        case line(String)
        /// Ctrl-C: the line was abandoned.
        case cancelled
        /// Ctrl-D on an empty line, or the input is gone.
        case endOfFile
    }

    /// Candidates for the text before the cursor (see `Completion` for their form).
    public var completer: ((String) -> [String])?

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: HistoryFile?
    private let output: UnsafeMutablePointer<FILE>
    private var prompt: UnsafeMutablePointer<CChar>
    private var cancelled = false

    /// Sets up libedit on the standard input; nil when it cannot be set up. Prompts and
    /// echo go to standard output, or to standard error when standard output is redirected.
    /// The history in `historyFile` is loaded now and saved by `addHistory`; a missing or
    /// unreadable file just means an empty history.
    public init?(programName: String = "playground", historyFile: HistoryFile?) {
        setlocale(LC_CTYPE, "")
        guard let input = vb_stdin(), let out = Terminal.isTerminal(1) ? vb_stdout() : vb_stderr(),
            let errors = vb_stderr(), let history = history_init()
        else { return nil }
        guard let editLine = el_init(programName, input, out, errors) else {
            history_end(history)
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.historyFile = historyFile
        self.output = out
        self.prompt = strdup("") ?? UnsafeMutablePointer<CChar>.allocate(capacity: 1)

        _ = vb_history_set_size(history, 1000)
        _ = vb_history_set_unique(history, 1)
        if let historyFile { _ = vb_history_load(history, historyFile.path) }

        _ = vb_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = vb_el_set_editor(editLine, "emacs")
        _ = vb_el_set_signal(editLine, 1)
        _ = vb_el_set_history(editLine, history)
        _ = vb_el_set_prompt(editLine) { el in
            guard let el, let editor = LineEditor.editor(of: el) else { return nil }
            return editor.prompt
        }
        _ = el_source(editLine, nil)
        _ = vb_el_setty_edit(editLine, "-isig")
        bindKeys()
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(prompt)
    }

    /// Reads one line after showing `prompt`.
    public func read(prompt text: String) -> Input {
        if let copy = strdup(text) {
            free(prompt)
            prompt = copy
        }
        cancelled = false
        var count: Int32 = 0
        errno = 0
        let line = el_gets(editLine, &count)
        if cancelled { return .cancelled }
        guard let line, count > 0 else {
            guard count < 0, errno == EINTR else { return .endOfFile }
            // A SIGINT from outside (not the Ctrl-C key) cut the read short.
            fputs("\n", output)
            return .cancelled
        }
        var text = String(decoding: UnsafeRawBufferPointer(start: line, count: Int(count)), as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
    }

    /// Writes `text` where the prompts go (banners, the newline after Ctrl-D).
    public func write(_ text: String) {
        fputs(text, output)
        fflush(output)
    }

    /// Adds `entry` (which may span lines) to the history as one item, and saves the history.
    public func addHistory(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        _ = vb_history_enter(history, entry)
        guard let historyFile else { return }
        historyFile.createDirectory()
        _ = vb_history_save(history, historyFile.path)
    }

    /// The history, newest first.
    public var historyEntries: [String] {
        (0..<Int(vb_history_count(history))).compactMap { offset in
            vb_history_entry(history, Int32(offset)).map { String(cString: $0) }
        }
    }

    // MARK: Key functions

    /// The editor registered as `el`'s client data.
    private static func editor(of el: OpaquePointer) -> LineEditor? {
        vb_el_client_data(el).map { Unmanaged<LineEditor>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `action` on the editor of `el` and hands libedit its `CC_*` code.
    private static func run(_ el: OpaquePointer?, _ action: (LineEditor) -> Int32) -> UInt8 {
        guard let el, let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        return UInt8(action(editor))
    }

    /// Adds the key functions and binds them; each C callback finds the editor through
    /// libedit's client data, so no global state is needed.
    private func bindKeys() {
        _ = vb_el_add_function(editLine, "vb-complete", "Complete the word under the cursor") { el, _ in
            LineEditor.run(el) { $0.complete() }
        }
        _ = vb_el_add_function(editLine, "vb-cancel", "Abandon the entry being typed") { el, _ in
            LineEditor.run(el) { $0.cancel() }
        }
        _ = vb_el_add_function(editLine, "vb-suspend", "Suspend the playground") { el, _ in
            LineEditor.run(el) { $0.suspend() }
        }
        _ = vb_el_bind(editLine, "^I", "vb-complete")
        _ = vb_el_bind(editLine, "^C", "vb-cancel")
        _ = vb_el_bind(editLine, "^Z", "vb-suspend")
    }

    /// The line split at the cursor.
    private func lineInfo() -> (before: String, after: String)? {
        guard let info = el_line(editLine)?.pointee else { return nil }
        let before = info.buffer.distance(to: info.cursor)
        let after = info.cursor.distance(to: info.lastchar)
        return (
            String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: before), as: UTF8.self),
            String(decoding: UnsafeRawBufferPointer(start: info.cursor, count: after), as: UTF8.self)
        )
    }

    /// Tab: completes the word under the cursor, or lists the candidates when ambiguous.
    private func complete() -> Int32 {
        guard let (before, _) = lineInfo() else { return CC_ERROR }
        let completion = Completion(lineBeforeCursor: before, candidates: completer?(before) ?? [])
        if !completion.insertion.isEmpty {
            return el_insertstr(editLine, completion.insertion) == 0 ? CC_REFRESH : CC_ERROR
        }
        guard !completion.listing.isEmpty else { return CC_REFRESH_BEEP }
        let width = Terminal.columns(fileno(output)) ?? 80
        let lines = Completion.columns(completion.listing, width: width)
        fputs("\r\n" + lines.joined(separator: "\r\n") + "\r\n", output)
        fflush(output)
        return CC_REDISPLAY
    }

    /// Ctrl-C: shows `^C` after the line, ends it, and marks the read as cancelled.
    private func cancel() -> Int32 {
        cancelled = true
        if let (_, after) = lineInfo() { _ = el_cursor(editLine, Int32(after.unicodeScalars.count)) }
        _ = el_insertstr(editLine, "^C")
        el_push(editLine, "\n")
        return CC_REFRESH
    }

    /// Ctrl-Z: stops the process the way the terminal would; libedit restores the screen.
    private func suspend() -> Int32 {
        raise(SIGTSTP)
        return CC_REDISPLAY
    }
}
