import CProcessMemory
import PlaygroundChecker
import PlaygroundPreview
import PlaygroundRuntime
import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// One playground session: takes an entry (code or a `:command`) and returns what to show.
///
/// The PlaygroundSession folder holds the session, its `:commands` (one per file under
/// `Commands/`) and the transcript format; the REPL, `playground eval` and `playground replay`
/// are thin shells over this type, so every mode behaves the same.
public final class Session {
    public var options: SessionOptions
    /// The declarations in scope: the profile's and those entered so far.
    public private(set) var checker: Checker
    /// Runs checked code; holds top-level variables across entries.
    public private(set) var interpreter: Interpreter
    /// The last entry that produced a view, for `:type`, `:tree`, `:desugar`.
    public internal(set) var lastView: EvaluatedView?
    /// The view whose state the session keeps (the last view entry).
    var mounted: MountedView?
    /// The `_printChanges` lines of the last `renderGraph`, over all its passes.
    var renderLog: [String] = []
    /// Bodies evaluated by the last render of the mounted view (only invalidated ones are).
    public var lastRenderEvaluations: Int { mounted?.graph.evaluatedBodies ?? 0 }
    /// Which evaluations print a `_printChanges` line (`:changes`).
    public var changesMode: MountedGraph.ChangesMode = .printing
    let interruption = InterruptFlag()
    /// `:record`: the transcript being written, if any.
    var recording = SessionRecording()
    /// The entries' source files by their trees: a run-time error inside an earlier entry's
    /// declaration (a whole file's view, run by its `#Preview`) is shown at its own line.
    var entryFiles: [Syntax: SourceFile] = [:]
    /// The texts a module's declarations were loaded from, by their trees: a body checked when
    /// first needed, or run, reports its errors at their places in the module's own files.
    var moduleTexts: [Syntax: CombinedDeclarations] = [:]
    /// Lesson mode's state, once a lesson was started.
    var lessonRunner: LessonRunner?

    /// Phase timings go to standard error when `PLAYGROUND_TIMING` is set.
    static let timing = PhaseTimer.requested

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        var timer = PhaseTimer(enabled: Self.timing)
        let checker = CheckerWarmUp.shared.take(Profile.named(options.builder) ?? Profile.all[0])
        timer.mark("profile")
        timer.add("(parse", checker.loadTimes.parse)
        timer.add("declarations", checker.loadTimes.declarations)
        timer.report()
        self.checker = checker
        self.interpreter = Interpreter(checker: checker)
        connectInterpreter()
    }

    /// Loads a profile's declarations in the background, so the first session starts sooner;
    /// with `entryPath`, those its first entry (the file `eval` will read) reaches as well.
    /// Call it before any other thread starts: it sets the process's memory up first.
    public static func prepare(builder: String, entryPath: String? = nil) {
        playground_prepare_process_memory()
        guard let profile = Profile.named(builder) else { return }
        CheckerWarmUp.shared.start(profile, entryPath: entryPath)
    }

    /// Stops the entry being evaluated (from any thread); it ends with an "interrupted" error.
    public func interrupt() {
        interruption.raise()
    }

    func connectInterpreter() {
        let flag = interruption
        interpreter.isInterrupted = { flag.isRaised }
    }

    /// Forgets every declaration and value; keeps the options.
    public func reset() {
        checker = Checker(profile: Profile.named(options.builder) ?? Profile.all[0])
        interpreter = Interpreter(checker: checker)
        connectInterpreter()
        lastView = nil
        mounted = nil
    }

    /// Runs one entry: a `:command` line, or Swift code (declarations, statements, a view).
    public func submit(_ input: String) -> SessionOutput {
        interpreter.startClock()
        return recordEntry(input, Self.limited(checkingLesson(input, answer(input))))
    }

    private func answer(_ input: String) -> SessionOutput {
        let trimmed = input.trimmingWhitespace()
        if trimmed.isEmpty { return SessionOutput() }
        if trimmed.hasPrefix(":") { return runCommand(trimmed) }
        return evaluate(code: modifierContinuation(of: input) ?? input)
    }

    /// Evaluates a whole file (`eval`, `:load`, `watch`): never a `:command`, and an empty
    /// file is an empty body, `EmptyView`.
    public func evaluateFile(_ text: String) -> SessionOutput {
        interpreter.startClock()
        return Self.limited(evaluatedFile(text))
    }

    private func evaluatedFile(_ text: String) -> SessionOutput {
        var output = evaluate(code: text)
        let hasConditions = text.contains("#if")
        guard !output.isError, output.text.isEmpty || hasConditions else { return output }
        // The text `#if`s leave (a `#Preview` in an inactive clause is not one).
        let file = SourceFile(name: options.sourceName, text: text)
        // Code that `#if`s all leave out (a watchOS file), its imports aside: an empty body, and why.
        if hasConditions, file.tree.statements.allSatisfy({ $0.item.is(ImportDeclSyntax.self) }) {
            if output.text.isEmpty {
                let warnings = output.diagnostics
                output = evaluate(code: "")
                output.diagnostics = warnings + output.diagnostics
            }
            output.diagnostics += "note: nothing to show: the file's code is in #if clauses that are false here (the playground builds for iOS, in debug)\n"
            return output
        }
        // A file of declarations only: the views it declares (`Session+DeclaredViews.swift`).
        guard output.text.isEmpty, !file.text.contains("#Preview") else { return output }
        var shown = Self.declaredStructs(in: file).map { showDeclaredViews($0, after: output, sections: options.sections, mount: true) } ?? output
        guard !shown.isError, shown.text.isEmpty else { return shown }
        // Declarations and no view (a protocol, models): said, so that an empty answer is not a puzzle.
        if file.tree.statements.contains(where: { $0.item.is(DeclSyntax.self) }) {
            shown.diagnostics += "note: nothing to show: the file declares no view; a #Preview { … } or an expression after the declarations shows one\n"
        }
        return shown
    }

    /// Evaluates Swift code typed at the prompt or read from a file.
    func evaluate(code: String) -> SessionOutput {
        evaluate(code: code, sections: options.sections, mount: true)
    }

    /// Evaluates code and renders `sections`; with `mount`, the view becomes the session's current one.
    /// A whole file with `#Preview`s shows each of them (`Session+Previews.swift`); an entry
    /// with nothing in it is an empty `@ViewBuilder` body, `EmptyView`.
    /// `previewPart` marks one part of such a file, which is not cut again; `parsed` is `code`
    /// already parsed.
    func evaluate(code: String, parsed: SourceFile? = nil, sections: [SessionOptions.Section], mount: Bool, emptyIsView: Bool = true, previewPart: Bool = false) -> SessionOutput {
        interruption.clear()
        return LargeStack.run {
            self.evaluateOnLargeStack(code: code, parsed: parsed, sections: sections, mount: mount, emptyIsView: emptyIsView, previewPart: previewPart)
        }
    }

    private func evaluateOnLargeStack(
        code: String, parsed: SourceFile?, sections: [SessionOptions.Section], mount: Bool, emptyIsView: Bool, previewPart: Bool
    ) -> SessionOutput {
        var timer = PhaseTimer(enabled: Self.timing)
        defer { timer.report() }
        let file = parsed ?? SourceFile(name: options.sourceName, text: code)
        entryFiles[Syntax(file.tree)] = file
        timer.mark("parse")
        let printer = DiagnosticPrinter(colorize: options.color)
        if !file.syntaxDiagnostics.isEmpty {
            return SessionOutput(diagnostics: printer.format(file.syntaxDiagnostics, in: file), isError: true)
        }
        if !previewPart, code.contains("Preview"), let entries = PreviewEntries(file) {
            return evaluate(entries, sections: sections, mount: mount)
        }
        if mount, let mounted, Checker.isMutation(file), let changed = runMutation(file, on: mounted) {
            return changed
        }
        let loadingBefore = checker.loading
        let entry = checker.check(file, emptyIsView: emptyIsView)
        interpreter.declarationsChanged()
        timer.mark("check")
        timer.add("(loading \(checker.loading.count - loadingBefore.count)×", checker.loading.time - loadingBefore.time)
        let warnings = printer.format(entry.warnings, in: file)
        if !entry.diagnostics.isEmpty {
            var output = SessionOutput(diagnostics: warnings + formatted(entry.diagnostics, in: file), isError: true)
            output.callees = PlaygroundDiagnostic.callees(of: entry.diagnostics)
            return output
        }
        var output = run(entry, file: file, sections: sections, mount: mount, timer: &timer)
        output.diagnostics = warnings + output.diagnostics
        return output
    }

    /// Runs a checked entry: its variables, then its body, drawn when it is a view.
    private func run(
        _ entry: CheckedEntry, file: SourceFile, sections: [SessionOptions.Section], mount: Bool, timer: inout PhaseTimer
    ) -> SessionOutput {
        interpreter.printed = ""
        do throws(RuntimeError) {
            for variable in entry.declaredVariables where !entry.variablesDefinedInBody.contains(where: { $0 === variable }) {
                try interpreter.defineGlobal(variable)
            }
            guard let body = entry.body, let type = entry.resultType else {
                return SessionOutput(text: interpreter.printed)
            }
            let value = try interpreter.run(body)
            timer.mark("run")
            // An `any View` (a `#Preview` returning views of different types) mounts as the view it holds.
            var viewType = type
            if case .existential(let protocols) = type, protocols.contains(NominalID("View")), case .instance(let held) = value { viewType = held.type }
            if let shown = valueEntryText(value, type: viewType) { return SessionOutput(text: interpreter.printed + shown) }
            let newMount = MountedView(value: value, type: viewType)
            newMount.graph.changesMode = changesMode
            let root = try renderGraph(newMount)
            timer.mark("graph")
            let view = EvaluatedView(type: type, body: body, source: file, root: root)
            if mount {
                lastView = view
                mounted = newMount
            }
            let log = changeLog()
            let shown = render(view, sections: sections, graph: mount ? newMount.graph : nil)
            let text = interpreter.printed + log + (log.isEmpty || shown.isEmpty ? "" : "\n") + shown
            timer.mark("render")
            return SessionOutput(text: text)
        } catch {
            return SessionOutput(text: interpreter.printed, diagnostics: format(error, in: file), isError: true)
        }
    }

    /// Builds (or rebuilds) a mounted view's graph, re-evaluating only invalidated bodies, then
    /// runs what appearing, changing and disappearing views call for (`onAppear`, `onChange`,
    /// `task`…) and renders again while those actions change state, up to a limit.
    func renderGraph(_ view: MountedView) throws(RuntimeError) -> ViewNode {
        var log: [String] = []
        var root = try renderPass(view)
        log += view.graph.log
        for _ in 0..<Self.settlingRenders {
            try view.graph.settleLifecycle(interpreter)
            // The next turn of the one thread: work queued with `DispatchQueue` runs.
            _ = try interpreter.drainMainQueue()
            guard view.graph.needsRender else { break }
            root = try renderPass(view)
            log += view.graph.log
        }
        renderLog = log
        return root
    }

    /// How many times a render is repeated for actions that change state as views appear.
    static let settlingRenders = 8

    private func renderPass(_ view: MountedView) throws(RuntimeError) -> ViewNode {
        view.graph.changesMode = changesMode
        view.graph.beginRender()
        defer { view.graph.endRender() }
        let root = try ViewGraph(interpreter: interpreter, mount: view.graph).build(view.value, type: view.type)
        view.root = root
        return root
    }

    /// The `_printChanges` lines of the last render (with the renders its actions caused), each
    /// on its own line.
    func changeLog() -> String {
        renderLog.map { $0 + "\n" }.joined()
    }

    /// Runs a statement typed at the prompt against the mounted view's state, then redraws;
    /// nil when the entry is not a statement after all (`outer.border(.blue)` makes a view).
    func runMutation(_ file: SourceFile, on view: MountedView) -> SessionOutput? {
        let printer = DiagnosticPrinter(colorize: options.color)
        let owner = view.stateOwner
        let (body, diagnostics) = checker.checkStatements(file, owner: owner?.decl)
        guard let body, diagnostics.isEmpty else {
            return SessionOutput(diagnostics: printer.format(diagnostics, in: file), isError: true)
        }
        let makesValues = body.statements.contains { statement in
            if case .expression(let e) = statement { return e.type != .void }
            return false
        }
        if makesValues { return nil }
        interpreter.printed = ""
        do throws(RuntimeError) {
            _ = try interpreter.run(body, selfValue: owner.map { .instance($0) })
        } catch {
            return SessionOutput(text: interpreter.printed, diagnostics: format(error, in: file), isError: true)
        }
        return SessionOutput(text: interpreter.printed + rerender(view))
    }

    /// After a change: the change log, then the redrawn preview (the type cannot change).
    func rerender(_ view: MountedView) -> String {
        do throws(RuntimeError) {
            // An action that only queued work (`asyncAfter`): the next turn runs it.
            if !view.graph.needsRender { _ = try interpreter.drainMainQueue() }
            guard view.graph.needsRender else { return "(no state changed; nothing to redraw)\n" }
            let root = try renderGraph(view)
            if let last = lastView {
                lastView = EvaluatedView(type: last.type, body: last.body, source: last.source, root: root)
            }
            let preview = options.sections.contains(.preview) ? drawPreview(root, graph: view.graph) : ""
            let log = changeLog()
            return log + (log.isEmpty || preview.isEmpty ? "" : "\n") + (preview.isEmpty ? "" : preview + "\n")
        } catch {
            return "error: \(error.message)\n"
        }
    }

    /// A run-time error, at its place in the entry (or at the entry's start when it arose in a profile).
    func format(_ error: RuntimeError, in file: SourceFile) -> String {
        formatted([PlaygroundDiagnostic.error(error.message, at: error.node ?? Self.anchor(of: file))], in: file)
    }

    /// Diagnostics, each in its own file: the entry, an earlier entry, a module file (a body
    /// checked when first needed); one in none of them (a profile's code) at the entry's start.
    func formatted(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        let printer = DiagnosticPrinter(colorize: options.color)
        let anchor = Self.anchor(of: file)
        return diagnostics.map { diagnostic in
            let root = diagnostic.node.root
            if root == Syntax(file.tree) { return printer.format([diagnostic], in: file) }
            if let own = entryFiles[root] { return printer.format([diagnostic], in: own) }
            if let (own, node) = moduleTexts[root]?.originalNode(of: diagnostic.node) {
                return printer.format([diagnostic.moved(to: node)], in: own)
            }
            return printer.format([diagnostic.moved(to: anchor)], in: file)
        }.joined()
    }

    /// Where a message with no place of its own in the entry is shown: its first statement.
    private static func anchor(of file: SourceFile) -> Syntax {
        file.tree.statements.first.map(Syntax.init) ?? Syntax(file.tree)
    }

    /// The preview of `root`; with the mounted view's `graph`, what the drawing reads of an
    /// `@Observable` model is tracked, so that a control's write redraws it.
    func drawPreview(_ root: ViewNode, graph: MountedGraph?) -> String {
        let draw = { Preview.render(root, interpreter: self.interpreter, width: self.options.width, color: self.options.color) }
        return graph?.drawing(with: interpreter, draw) ?? draw()
    }

    /// The sections of a view entry, each ending in a newline.
    func render(_ view: EvaluatedView, sections: [SessionOptions.Section], graph: MountedGraph? = nil) -> String {
        var parts: [String] = []
        for section in sections {
            switch section {
            case .type: parts.append(view.type.entryDescription + "\n")
            case .tree: parts.append(TypeTree.render(view.root))
            case .desugar: parts.append(DesugaredSource.print(view.body))
            case .preview:
                let drawing = drawPreview(view.root, graph: graph)
                if !drawing.isEmpty { parts.append(drawing + "\n") }
            }
        }
        // Sections are separated by a blank line.
        return parts.joined(separator: "\n")
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
