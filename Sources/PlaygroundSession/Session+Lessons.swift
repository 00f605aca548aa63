import PlaygroundChecker
import PlaygroundRuntime

/// Lesson mode: `:lesson N` makes every entry be judged against the current step's check.
/// `submit` passes each entry through `checkingLesson`.
extension Session {
    /// This session's lesson state (created on first use over the lessons `LessonLibrary.locate`
    /// finds and the user's progress file).
    public var lessons: LessonRunner {
        get {
            if let runner = lessonRunner { return runner }
            let runner = LessonRunner()
            lessonRunner = runner
            return runner
        }
        set { lessonRunner = newValue }
    }

    /// Runs an entry (`run`, the normal answer) and, in lesson mode, judges it against the
    /// current step's check, adding the verdict to the output. Entries the step does not
    /// check (other `:commands`, blank lines) pass through unchanged.
    func checkingLesson(_ input: String, _ run: @autoclosure () -> SessionOutput) -> SessionOutput {
        guard lessonRunner?.isActive == true, let step = lessons.currentStep else { return run() }
        let trimmed = input.trimmingWhitespace()
        guard !trimmed.isEmpty else { return run() }
        if let command = Session.commandAndArgument(trimmed) {
            guard let name = command.command?.name, name == step.checkedCommand else { return run() }
        } else if step.checkedCommand != nil {
            return run()
        }
        let before = lastView?.root
        var output = run()
        let newView = lastView.flatMap { $0.root === before ? nil : $0 }
        let verdict = judge(output, newView: newView, against: step)
        if output.isError || !output.diagnostics.isEmpty {
            output.diagnostics += verdict
        } else {
            output.text += (output.text.isEmpty ? "" : "\n") + verdict
        }
        return output
    }

    /// The verdict on an entry's output for `step`, recording a pass.
    private func judge(_ output: SessionOutput, newView: EvaluatedView?, against step: LessonStep) -> String {
        let runner = lessons
        let hintsLeft = (runner.position?.hintsShown ?? 0) < step.hints.count
        let actual: String
        if step.check.kind == .output {
            actual = output.combined
        } else if output.isError {
            return colored(LessonPresenter.failedWithError(hintsLeft: hintsLeft), passed: false)
        } else if step.check.kind == .changes {
            actual = LessonCheck.changeLines(in: output.text)
        } else if let newView {
            actual = checkedPart(of: newView, kind: step.check.kind)
        } else {
            return LessonPresenter.noView()
        }
        guard step.check.accepts(actual) else {
            return colored(LessonPresenter.failed(step.check, actual: actual, hintsLeft: hintsLeft), passed: false)
        }
        runner.markPassed()
        let number = (runner.position?.step ?? 0) + 1
        let warnings = runner.takeWarnings().map { $0 + "\n" }.joined()
        return colored(LessonPresenter.passed(step: number, of: runner.currentLesson?.steps.count ?? number), passed: true) + warnings
    }

    /// The section of a view a check compares; previews are drawn at the transcript width.
    private func checkedPart(of view: EvaluatedView, kind: LessonCheck.Kind) -> String {
        let saved = options
        defer { options = saved }
        options.color = false
        switch kind {
        case .type: return render(view, sections: [.type])
        case .tree: return render(view, sections: [.tree])
        case .preview:
            options.width = Transcript.defaultWidth
            return render(view, sections: [.preview])
        case .changes, .output: return ""
        }
    }

    /// A verdict in green or red when colour is on.
    private func colored(_ text: String, passed: Bool) -> String {
        guard options.color, let newline = text.firstIndex(of: "\n") else { return text }
        let code = passed ? "32" : "31"
        return "\u{1B}[\(code)m" + text[..<newline] + "\u{1B}[0m" + text[newline...]
    }

    /// Starts (or resumes) `lesson`, at `step` (0-based) when given; returns what to show.
    func startLesson(_ lesson: Lesson, at step: Int? = nil) -> SessionOutput {
        let runner = lessons
        let resuming = step == nil && runner.progress.lessons[lesson.slug] != nil
        runner.begin(lesson, at: step)
        var text = LessonPresenter.introduction(lesson)
        if resuming, let position = runner.position {
            text += "\n(Resuming at step \(position.step + 1); :prev goes back.)\n"
        }
        return enterStep(prefix: text + "\n")
    }

    /// Leaves lesson mode.
    func endLesson() {
        lessons.end()
    }

    /// Prepares the current step (its builder and setup) and shows it after `prefix`.
    func enterStep(prefix: String = "") -> SessionOutput {
        let runner = lessons
        guard let lesson = runner.currentLesson, let step = runner.currentStep, let position = runner.position else {
            return SessionOutput(diagnostics: "error: no lesson is in progress; :lessons lists them\n", isError: true)
        }
        var notes: [String] = []
        var diagnostics = ""
        if options.builder != step.builder {
            if Profile.named(step.builder) != nil {
                options.builder = step.builder
                reset()
                notes.append("(This step uses the '\(step.builder)' builder: switched to it, and declarations were reset.)")
            } else {
                diagnostics += "error: this step needs the builder '\(step.builder)', which this playground does not have yet\n"
            }
        }
        for entry in step.setup {
            let trimmed = entry.trimmingWhitespace()
            let result = trimmed.hasPrefix(":") ? runCommand(trimmed) : evaluate(code: entry)
            if result.isError {
                diagnostics += "error: the step's setup failed (a bug in \(lesson.file)):\n" + result.combined
            }
        }
        if !step.setup.isEmpty, diagnostics.isEmpty {
            notes.append("(Declarations this step relies on were entered for you; they replace any of the same name.)")
        }
        let passed = runner.progress.entry(for: lesson.slug).passed.contains(position.step + 1)
        let text = prefix
            + LessonPresenter.step(step, number: position.step + 1, of: lesson.steps.count, passed: passed, notes: notes)
        diagnostics += runner.takeWarnings().map { $0 + "\n" }.joined()
        return SessionOutput(text: text, diagnostics: diagnostics, isError: diagnostics.contains("error:"))
    }
}
