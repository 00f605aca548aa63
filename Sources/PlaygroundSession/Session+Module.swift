import PlaygroundChecker
import PlaygroundRuntime
import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

extension Session {
    /// Enters the declarations of a module's other files that `entry` reaches, as if typed
    /// before it, the way Xcode's previews see the rest of their module.
    ///
    /// Declarations are checked in dependency order, a group of mutually dependent ones at a
    /// time. One the playground cannot check (it uses something the playground lacks) is left
    /// out with its first error, and so is what needs it; the rest still load, so a view file
    /// evaluates even when its app's networking code does not. Loading stops, leaving the rest
    /// out, before `loadingSeconds` have passed, so that the entry is still checked and run, and
    /// says what is missing, within the entry's own limit.
    public func loadModule(_ files: [ModuleFile], for entry: String) -> ModuleLoad {
        interpreter.startClock()
        return LargeStack.run { self.loadModuleOnLargeStack(files, for: entry) }
    }

    private func loadModuleOnLargeStack(_ files: [ModuleFile], for entry: String) -> ModuleLoad {
        var load = ModuleLoad(files: files.count)
        let deadline = ContinuousClock().now + .seconds(Self.loadingSeconds)
        var index = ModuleIndex(files: files, sdkDeclares: { [checker] in checker.profileDeclares($0) })
        checker.table.moduleNames = index.packageModules
        let entryFile = SourceFile(name: options.sourceName, text: entry)
        let groups = index.declarations(reachedBy: entryFile, before: deadline)
        for group in groups {
            load.add(enter(group, before: deadline))
        }
        // The module's extensions of the file's own types are checked with the file, which
        // declares those types again (one that does not check is left out); a run-time error
        // in one is shown in its own file.
        let companions = index.extensions(ofTypesDeclaredBy: entryFile)
        checker.companionDeclarations = companions.compactMap { $0.syntax.parent?.as(CodeBlockItemSyntax.self) }
        for companion in companions { entryFiles[Syntax(companion.file.tree)] = companion.file }
        return load
    }

    /// The part of an entry's time limit (`Limits.entrySeconds`) its module's loading may take.
    static let loadingSeconds = Limits.entrySeconds * 8 / 10

    /// Checks a group of declarations that need each other and enters those that check: each
    /// round leaves out the members with errors that can go alone (`RemovableMember`) and the
    /// declarations with other errors, until the rest check together.
    private func enter(_ group: [ModuleDeclaration], before deadline: ContinuousClock.Instant) -> ModuleLoad {
        var load = ModuleLoad()
        var pending = group
        // Which of `pending` checked without errors in the last round and mention nothing left
        // out since: their bodies would check the same, so the next round does not check them.
        var clean = [Bool](repeating: false, count: group.count)
        // With `PLAYGROUND_TIMING`, each round of a group: how many declarations, how long.
        var timer = PhaseTimer(enabled: PhaseTimer.requested)
        defer { if timer.enabled, group.count > 1 { timer.report() } }
        // How long the last round took, for how many declarations: a round's time goes with
        // the declarations it checks (each round checks fewer), so one that would end past the
        // deadline is not begun.
        var lastRound = Duration.zero
        var lastCount = 1
        var parsedParts: [String: SourceFile] = [:]
        while !pending.isEmpty {
            let start = ContinuousClock().now
            guard start + lastRound * pending.count / max(lastCount, 1) < deadline else {
                let reason = "not checked: loading the module would take more than \(Self.loadingSeconds) seconds, the playground's limit"
                load.leftOut += pending.map { .init(name: $0.name, origin: $0.origin, reason: reason) }
                return load
            }
            let roundCount = pending.count
            defer { (lastRound, lastCount) = (ContinuousClock().now - start, roundCount) }
            let combined = CombinedDeclarations(pending, parsed: &parsedParts)
            let file = combined.file
            checker.bodiesAlreadyChecked = Self.namesOfBodies(checkedIn: pending, clean: clean)
            (checker.recoversFromUnresolvedTypes, checker.checksBodiesWhenNeeded) = (false, true)
            let checked = file.syntaxDiagnostics.isEmpty ? checker.check(file) : nil
            checker.bodiesAlreadyChecked = []
            (checker.recoversFromUnresolvedTypes, checker.checksBodiesWhenNeeded) = (true, false)
            let errors = file.syntaxDiagnostics.isEmpty ? checked?.diagnostics ?? [] : file.syntaxDiagnostics
            timer.mark("module round of \(pending.count) (\(errors.count) errors)")
            if errors.isEmpty, let checked {
                moduleTexts[Syntax(file.tree)] = combined
                interpreter.declarationsChanged()
                load.loaded = pending.count
                load.leftOut += pending.flatMap { declaration in
                    declaration.removed.map { .init(name: $0.member.name, origin: "\(declaration.file.name):\($0.member.line)", reason: $0.reason) }
                }
                deferVariables(checked)
                return load
            }
            var failing: [Int: String] = [:]
            var removing: [Int: [(member: RemovableMember, reason: String, stub: Int?)]] = [:]
            // An error reported outside the text (in a profile's code) belongs to no declaration.
            let placed = errors.filter { $0.node.root.id == Syntax(file.tree).id }.map { error in
                let index = combined.declarationIndex(at: error.position)
                let position = combined.originalPosition(of: error.position, in: index)
                return (error, index, member: RemovableMember.containing(position, in: pending[index]))
            }
            // Errors inside members first: a declaration's header error (a conformance) is often
            // what a member the same round leaves out causes, and that member's error says why.
            for (error, index, member) in placed.filter({ $0.member != nil }) + placed.filter({ $0.member == nil }) {
                guard failing[index] == nil else { continue }
                let reason = combined.originalPlace(of: error.position, in: index) + ": " + NominalID.writtenName(error.message)
                // An error still inside a member already left out (one reported at the place the
                // member was) would leave it out again, round after round: the declaration goes.
                guard let member, !pending[index].removed.contains(where: { $0.member == member }) else {
                    if member != nil {
                        failing[index] = pending[index].removed.first?.reason ?? reason
                    } else {
                        // A conformance that a member left out whole (its signature, not a body) breaks.
                        let lost = (pending[index].removed + (removing[index] ?? [])).first { $0.stub == nil }
                        failing[index] = error.message.contains("does not conform to protocol") ? lost?.reason ?? reason : reason
                    }
                    continue
                }
                guard removing[index]?.contains(where: { $0.member == member }) != true else { continue }
                // Only the body goes when the member's signature stands alone and its stub fits.
                let number = interpreter.notLoadedReasons.count
                let stub = pending[index].stubOffset(member, number: number) == nil ? nil : number
                // A struct's initializer may lose its body only (its going would change the shape).
                guard stub != nil || member.mayGoWhole else {
                    failing[index] = reason
                    continue
                }
                if stub != nil { interpreter.notLoadedReasons.append("'\(member.name)' was not loaded: \(reason)") }
                removing[index, default: []].append((member, reason, stub))
            }
            // Errors none of the declarations can be blamed for: the group does not load.
            if failing.isEmpty && removing.isEmpty, let first = errors.first {
                for index in pending.indices { failing[index] = NominalID.writtenName(first.message) }
            }
            for (index, members) in removing where failing[index] == nil {
                pending[index].removed += members
            }
            for (index, reason) in failing.sorted(by: { $0.key < $1.key }) {
                load.leftOut.append(.init(name: pending[index].name, origin: pending[index].origin, reason: reason))
            }
            let changed = Self.changedNames(pending, failing: Set(failing.keys), removing: removing)
            clean = pending.indices.map { index in
                failing[index] == nil && removing[index] == nil && pending[index].names.isDisjoint(with: changed) && pending[index].members.isDisjoint(with: changed)
            }
            let kept = pending.indices.filter { failing[$0] == nil }
            pending = kept.map { pending[$0] }
            clean = kept.map { clean[$0] }
        }
        return load
    }

    /// The names whose meaning a round changed: what the declarations left out provided (and the
    /// types they extended), and the members left out with the types that lost them.
    private static func changedNames(_ pending: [ModuleDeclaration], failing: Set<Int>, removing: [Int: [(member: RemovableMember, reason: String, stub: Int?)]]) -> Set<String> {
        var changed = Set<String>()
        for index in failing {
            changed.formUnion(pending[index].provides)
            if let extended = pending[index].extends { changed.insert(extended) }
        }
        for (index, members) in removing {
            changed.formUnion(pending[index].provides)
            if let extended = pending[index].extends { changed.insert(extended) }
            for removal in members {
                for part in removal.member.name.split(separator: ".") { changed.insert(String(part)) }
            }
        }
        return changed
    }

    /// The types and functions all of whose declarations in `pending` are clean.
    private static func namesOfBodies(checkedIn pending: [ModuleDeclaration], clean: [Bool]) -> Set<String> {
        var cleanNames = Set<String>(), dirtyNames = Set<String>()
        for (declaration, isClean) in zip(pending, clean) {
            let names = declaration.extends.map { [$0] } ?? Array(declaration.provides)
            if isClean { cleanNames.formUnion(names) } else { dirtyNames.formUnion(names) }
        }
        return cleanNames.subtracting(dirtyNames)
    }

    /// Leaves the module's top-level variables to get their values when first read, as Swift's
    /// module globals do: an initializer may use what a later group declares, and one that fails
    /// is an error of the read that needs it, in its own file.
    private func deferVariables(_ checked: CheckedEntry) {
        for variable in checked.declaredVariables { interpreter.deferGlobal(variable) }
    }
}
