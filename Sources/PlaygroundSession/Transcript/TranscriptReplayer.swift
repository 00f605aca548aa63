/// `playground replay` without the command line: replays transcript files, reports each
/// mismatch as a diff, optionally rewrites expected output, and tallies entries.
public struct TranscriptReplayer {
    /// Rewrite failed entries' expected output in place instead of failing.
    public var update: Bool
    public var runner: TranscriptRunner

    public init(update: Bool = false, runner: TranscriptRunner = TranscriptRunner()) {
        self.update = update
        self.runner = runner
    }

    /// Replays the transcripts `paths` name (files, or folders searched recursively).
    /// Diffs and progress go to `report`, errors (`file:line: error: …`) to `problem`; the
    /// summary's `line` is left for the caller to print last.
    public func replay(_ paths: [String], report: (String) -> Void, problem: (String) -> Void) -> ReplaySummary {
        var summary = ReplaySummary()
        let (files, errors) = TranscriptFiles.find(paths)
        for error in errors {
            problem(error.description)
            summary.failed += 1
        }
        for file in files {
            replayFile(file, into: &summary, report: report, problem: problem)
        }
        return summary
    }

    /// Replays one file, adding its entries to `summary`.
    func replayFile(_ file: String, into summary: inout ReplaySummary, report: (String) -> Void, problem: (String) -> Void) {
        summary.files += 1
        let transcript: Transcript
        do {
            transcript = try TranscriptParser().parse(fileAt: file)
        } catch {
            problem(error.description)
            summary.failed += 1
            return
        }
        let result = runner.run(transcript)
        let notRun = result.notRunErrors()
        for error in notRun { problem(error.description) }
        if update, let changed = rewrite(file, with: result, problem: problem) {
            if !changed.isEmpty {
                let noun = changed.count == 1 ? "entry at line" : "entries at lines"
                report("updated \(file): \(noun) \(changed.map { String($0.line) }.joined(separator: ", "))\n")
            }
            summary.updated += changed.count
            summary.passed += result.passedCount + changed.count
            summary.failed += notRun.count
            return
        }
        if !result.allPassed {
            report("FAIL \(file): \(result.failedCount) of \(result.entries.count) entries failed\n")
            for diff in result.diffs() { report(diff.text) }
        }
        summary.passed += result.passedCount
        summary.failed += result.failedCount
    }

    /// Writes the file back with the failed entries' output brought up to date; returns the
    /// entries changed, or nil when the file could not be written.
    private func rewrite(_ file: String, with result: TranscriptResult, problem: (String) -> Void) -> [TranscriptEntry]? {
        let (updated, changed) = result.updated()
        guard !changed.isEmpty else { return [] }
        do {
            try TranscriptWriter().write(updated, toFile: file)
            return changed
        } catch {
            problem(error.description)
            return nil
        }
    }
}
