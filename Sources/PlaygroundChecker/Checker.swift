import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Checks programs against a profile's declarations: names, types, the result-builder transform.
///
/// The PlaygroundChecker folder holds the second stage: types as data (`Types/`),
/// declarations (`Declarations/`), inference (`Inference/`), expression and statement
/// checking (`Checking/`), the builder transform (`Builders/`), the checked program
/// (`Program/`) and the profiles' Swift declarations (`Profiles/`).
public final class Checker {
    public let table = DeclarationTable()
    public let profile: Profile
    public var system: TypeSystem { TypeSystem(table: table) }
    /// Nesting depth of the expression being checked (deep nesting is reported, not crashed on).
    var depth = 0
    static let maximumDepth = 400
    /// Warnings found while checking (`case nil` on a non-optional, `#warning`): printed, not fatal.
    var pendingWarnings: [Diagnostic] = []
    /// Types and functions whose bodies an entry need not check again: a module's round of
    /// loading sets the ones that checked before and that nothing left out since can change.
    public var bodiesAlreadyChecked: Set<String> = []
    /// Whether an entry's member whose written type does not resolve is still declared, marked,
    /// so that its uses are no further errors (as swiftc); a module's loading, which leaves such
    /// members out, turns it off.
    public var recoversFromUnresolvedTypes = true
    /// Whether registering declarations checks only their shapes (signatures, stored properties,
    /// conformances), leaving the bodies of functions, initializers and computed properties to
    /// be checked when first needed: a `some View` type asked for, a call run. A module's
    /// loading sets it, so that an app's declarations cost what the entry uses of them.
    public var checksBodiesWhenNeeded = false
    /// User types already warned about for hiding a SwiftUI name.
    var shadowWarned: Set<String> = []
    /// The libraries the session's entries imported (`Profile.libraryModules`' names).
    var importedModules: Set<String> = []
    /// The entry's top-level variables declared after a statement, by their declaration: its
    /// body defines them where they are written (`Stmt.defineGlobals`).
    var orderedGlobals: [SyntaxIdentifier: [PropertyDecl]] = [:]
    /// The first token of the entry being checked: where a warning about an earlier entry's
    /// declaration is shown.
    var entryAnchor: Syntax?
    /// The `$n` of inactive `#if` clauses, by the tree they were blanked from (`SourceFile`).
    var inactiveAnonymousArguments: [SyntaxIdentifier: [(offset: Int, index: Int)]] = [:]
    /// Constructors of enum cases with associated values, made once per case.
    var enumConstructors: [String: FunctionDecl] = [:]
    /// Line tables of the trees `#line` was read in, made once per tree (a module's combined
    /// text is long, and a logging call's `line: Int = #line` is read at every call); kept while
    /// an entry is checked.
    var locationConverters: [Syntax: SourceLocationConverter] = [:]

    /// The profile cut into declarations, of which `loadedChunks` are registered.
    let chunks: ProfileChunks
    public internal(set) var loadedChunks = Set<Int>()
    /// The syntax trees the profile's declarations were read from, the standard library's included.
    var profileRoots = Set<Syntax>()
    /// The syntax trees the standard library's declarations were read from.
    var standardLibraryRoots = Set<Syntax>()
    /// Profile declarations with member blocks read lazily (`deinit` drops those still unread).
    var lazilyRead: [NominalDecl] = []
    /// Declarations whose checked bodies or values this checker stored (`deinit` forgets them).
    var checkedFunctions: [FunctionDecl] = []
    var checkedProperties: [PropertyDecl] = []

    /// Loads the profile's builder with what it reaches, and what the words of `firstEntry`
    /// reach (the source about to be checked, when known); the rest of the profile and the
    /// standard library load as entries and bodies name them, or as lookups miss. With
    /// `readingMembers`, the members of the profile types `firstEntry` names are read too
    /// (`Text`'s initializers for `Text("a")`): a checker made ahead on another core does now
    /// what checking the entry would otherwise do first, with the Swift runtime's first-use costs.
    public init(profile: Profile, firstEntry: String? = nil, readingMembers: Bool = false) {
        self.profile = profile
        let clock = ContinuousClock()
        let start = clock.now
        chunks = Self.chunks(of: profile)
        let parsed = clock.now
        defer { loadTimes = (parse: parsed - start, declarations: clock.now - parsed) }
        table.loadOnMiss = { [weak self] name in self?.loadDeclarations(named: name) ?? false }
        table.moduleOf = { [weak self] decl in
            guard let self else { return "main" }
            return isStandardLibraryDeclaration(decl) ? "Swift" : isProfileDeclaration(decl) ? "SwiftUI" : "main"
        }
        table.plainTypeNotLoaded = { [weak self] name in self?.chunks.plainType(named: name) }
        table.inferPropertyType = { [weak self] p in (try? self?.propertyType(p)) ?? .error }
        let names = Self.firstNames(profile, firstEntry: firstEntry)
        loadDeclarations(reachedBy: names)
        if readingMembers { readMembers(ofTypesNamed: names) }
    }

    /// Breaks the cycles unread member blocks make (declaration → reader → collector → table),
    /// those of a profile type a user's type replaced included, and those checked code makes (a
    /// recursive function's body calls it; an enum's method makes its case), so a session's
    /// declarations go with it.
    deinit {
        for decl in lazilyRead { decl.dropPendingMembers() }
        for fn in checkedFunctions {
            fn.checkedBody = nil
            fn.checkedSetter = nil
        }
        for p in checkedProperties {
            p.checkedGetter = nil
            p.checkedSetter = nil
            p.checkedWillSet = nil
            p.checkedDidSet = nil
            p.checkedInitializer = nil
            p.checkedWrapper = nil
        }
    }

    /// Declarations of other files checked with an entry that declares the types they extend:
    /// a module's extensions of the evaluated file's types (`Session.loadModule`).
    public var companionDeclarations: [CodeBlockItemSyntax] = []

    /// How long loading the profile took: parsing (the first time in a process) and registering.
    public private(set) var loadTimes: (parse: Duration, declarations: Duration) = (.zero, .zero)
    /// How many times declarations were loaded since the checker was made, and how long that
    /// took (parsing and registering; `PLAYGROUND_TIMING` shows an entry's share).
    public internal(set) var loading: (count: Int, time: Duration) = (0, .zero)

    /// The builder an entry's top-level statements are transformed with.
    public var defaultBuilder: NominalID? {
        table.nominal(profile.entryBuilder).map(\.id)
    }

    /// Registers an entry's declarations and checks its statements as an implicit `@ViewBuilder` body.
    /// With `emptyIsView`, an entry with no items at all is an empty body (`EmptyView`).
    public func check(_ file: SourceFile, emptyIsView: Bool = false) -> CheckedEntry {
        let isEmpty = file.tree.statements.isEmpty
        return checkingEntry(file) { entry, statements in
            guard !statements.isEmpty || (isEmpty && emptyIsView) else { return }
            let body = ExpressionChecker(checker: self, genericScope: GenericScope(), selfType: nil, selfIsMutable: false)
            do throws(CheckError) {
                let checked = try body.checkEntry(statements, in: file.tree)
                body.finish()
                let type = body.resolve(checked.resultType)
                if body.solver.isUnresolved(type) {
                    throw CheckError("generic parameter could not be inferred in '\(type)'", at: file.tree)
                }
                entry.body = checked
                entry.resultType = type
            } catch {
                // A value built with a user's result builder (issue 6): printed, not drawn.
                if let (body, type) = valueEntry(statements) {
                    entry.body = body
                    entry.resultType = type
                } else {
                    entry.diagnostics.append(error.diagnostic)
                }
            }
        }
    }

    /// Registers the file's declarations, then (when they have no errors) checks its statements
    /// with `statements`; the warnings found are kept, and an entry with errors declares nothing,
    /// as in the Swift REPL.
    func checkingEntry(_ file: SourceFile, statements check: (inout CheckedEntry, [CodeBlockItemSyntax]) -> Void) -> CheckedEntry {
        var entry = CheckedEntry()
        defer { locationConverters = [:] }
        if !file.inactiveAnonymousArguments.isEmpty { inactiveAnonymousArguments[file.tree.id] = file.inactiveAnonymousArguments }
        entryAnchor = file.tree.firstToken(viewMode: .sourceAccurate).map(Syntax.init)
        loadDeclarations(reachedBy: file)
        let snapshot = (table.nominals, table.functions, table.variables)
        let extended = typesExtended(by: Array(file.tree.statements)).map { ($0.decl, $0.extensions, $0.decl.extensibleParts) }
        let statements = registerDeclarations(of: file, into: &entry)
        if entry.diagnostics.isEmpty { check(&entry, statements) }
        entry.warnings += pendingWarnings
        pendingWarnings = []
        if !entry.diagnostics.isEmpty {
            restore(snapshot)
            for (decl, extensions, parts) in extended { decl.takeBack(extensions, since: parts) }
            entry.diagnostics = PlaygroundDiagnostic.withoutRepeats(PlaygroundDiagnostic.withoutFollowOns(entry.diagnostics)).map(Self.withoutTypeVariables)
            // A module's extension that does not check with the file is left out, as a module
            // declaration would be, and the file is checked again without it.
            // Only the extension an error is in: the others of its file may check.
            let failing = companionDeclarations.filter { item in
                entry.diagnostics.contains { $0.node.root == item.root && item.range.contains($0.node.position) }
            }
            if !failing.isEmpty {
                companionDeclarations.removeAll { item in failing.contains { $0.id == item.id } }
                return checkingEntry(file, statements: check)
            }
        }
        return entry
    }

    /// A diagnostic whose message names a type still unknown (`Binding<Set<$T4>>`, the solver's
    /// own name, which retries look for) with `_` instead, as swiftc writes a placeholder.
    static func withoutTypeVariables(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.message.contains("$T") else { return diagnostic }
        let message = diagnostic.message.replacing(#/\$T[0-9]+/#, with: "_")
        let made = (diagnostic.diagMessage as? PlaygroundDiagnostic)?.replacingMessage(message) ?? PlaygroundDiagnostic(message, severity: diagnostic.diagMessage.severity)
        return diagnostic.saying(made)
    }

    /// The declared types that the extensions among `items` extend, with those extensions.
    func typesExtended(by items: [CodeBlockItemSyntax]) -> [(decl: NominalDecl, extensions: [ExtensionDeclSyntax])] {
        let collector = DeclarationCollector(table: table)
        var out: [(decl: NominalDecl, extensions: [ExtensionDeclSyntax])] = []
        for item in items {
            guard case .decl(let d) = item.item, let ext = d.as(ExtensionDeclSyntax.self), let decl = try? collector.extendedDecl(ext) else { continue }
            if let index = out.firstIndex(where: { $0.decl === decl }) {
                out[index].extensions.append(ext)
            } else {
                out.append((decl, [ext]))
            }
        }
        return out
    }

    /// The extensions among `companionDeclarations` of the types `declarations` declare.
    func companions(of declarations: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        guard !companionDeclarations.isEmpty else { return [] }
        let declared = Set(declarations.compactMap { item -> String? in
            guard case .decl(let decl) = item.item, DeclarationCollector.typeDeclaration(decl) != nil else { return nil }
            return decl.asNamedDecl?.name.text
        })
        return companionDeclarations.filter { item in
            guard case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) else { return false }
            return ext.extendedType.trimmedDescription.split(separator: ".").first.map { declared.contains(String($0)) } ?? false
        }
    }

    /// Takes back an entry's declarations, keeping the profile's that its checking loaded.
    private func restore(_ snapshot: ([String: NominalDecl], [String: [FunctionDecl]], [String: PropertyDecl])) {
        var (nominals, functions, variables) = snapshot
        for (name, decl) in table.nominals where nominals[name] == nil && isProfileSyntax(decl.syntax) { nominals[name] = decl }
        for (name, group) in table.functions {
            let kept = functions[name] ?? []
            let loaded = group.filter { fn in isProfileSyntax(fn.syntax) && !kept.contains { $0 === fn } }
            if !loaded.isEmpty { functions[name, default: []] += loaded }
        }
        for (name, decl) in table.variables where variables[name] == nil && isProfileSyntax(decl.syntax) { variables[name] = decl }
        (table.nominals, table.functions, table.variables) = (nominals, functions, variables)
    }

    /// Registers the file's declarations (types, functions, top-level variables) and checks their
    /// bodies, recording errors in `entry`; returns the remaining statements.
    func registerDeclarations(of file: SourceFile, into entry: inout CheckedEntry) -> [CodeBlockItemSyntax] {
        var items = Array(file.tree.statements)
        let imports = items.filter { $0.item.as(ImportDeclSyntax.self) != nil }
        entry.warnings += imports.compactMap { Self.importDiagnostic($0.item.cast(ImportDeclSyntax.self), in: table) }
        importedModules.formUnion(imports.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first.flatMap { Profile.libraryModules[$0.name.text] } })
        items.removeAll { $0.item.is(ImportDeclSyntax.self) }
        // A top-level variable after a statement stays among the statements, to be defined there.
        let firstStatement = items.firstIndex { !DeclarationCollector.isDeclaration($0) && !isTopLevelVariable($0) } ?? items.endIndex
        let orderedVariables = Set(items[firstStatement...].filter(isTopLevelVariable).map(\.id))
        orderedGlobals = [:]
        let statements = items.filter { !DeclarationCollector.isDeclaration($0) && (!isTopLevelVariable($0) || orderedVariables.contains($0.id)) }
        var declarations = items.filter { DeclarationCollector.isDeclaration($0) || isTopLevelVariable($0) }
            + Self.localDeclarations(in: items)
        entry.diagnostics += Self.redeclarations(in: declarations)
        declarations += companions(of: declarations)
        let collector = DeclarationCollector(table: table, recoversFromUnresolvedTypes: recoversFromUnresolvedTypes)
        // A type of one's own that replaces a SwiftUI type the session has loaded hides it.
        let hidden = declarations.compactMap { item -> (String, NominalDecl)? in
            guard case .decl(let decl) = item.item, let name = decl.asNamedDecl?.name.text,
                  DeclarationCollector.typeDeclaration(decl) != nil,
                  let loaded = table.nominals[name], isProfileDeclaration(loaded) else { return nil }
            return (name, loaded)
        }
        collector.collect(declarations)
        for (name, replaced) in hidden {
            if let own = table.nominals[name], own !== replaced { warnShadowing(own) }
        }
        entry.diagnostics += collector.errors.map(\.diagnostic)
        entry.diagnostics += builderDeclarationErrors(declarations)
        entry.declaredTypes = collector.declaredTypes
        entry.declaredFunctions = collector.declaredFunctions
        for item in declarations {
            guard case .decl(let decl) = item.item, let v = decl.as(VariableDeclSyntax.self) else { continue }
            var annotationFailed = false
            do throws(CheckError) {
                let annotations = ExpressionChecker(checker: self, genericScope: GenericScope(), selfType: nil, selfIsMutable: false)
                for binding in v.bindings where binding.accessorBlock == nil {
                    guard let annotation = binding.typeAnnotation?.type, !annotation.is(SomeOrAnyTypeSyntax.self) else { continue }
                    annotationFailed = true
                    _ = try annotations.resolveType(annotation)
                    annotationFailed = false
                }
                for p in try collector.makeProperties(v, owner: nil, scope: GenericScope(), extensionRequirements: [], isProtocolExtension: false) {
                    table.variables[p.name] = p
                    if orderedVariables.contains(item.id) {
                        orderedGlobals[v.id, default: []].append(p)
                        entry.variablesDefinedInBody.append(p)
                    }
                    _ = try propertyType(p)
                    // An annotated initializer is checked now, not when the variable is defined.
                    if p.wrapper == nil { _ = try checkedInitializer(of: p) }
                    _ = try checkedSetter(of: p)
                    _ = try checkedObservers(of: p)
                    entry.declaredVariables.append(p)
                }
            } catch {
                entry.diagnostics.append(error.diagnostic)
                // Declared all the same, as swiftc does: its uses are no further errors.
                if annotationFailed, recoversFromUnresolvedTypes {
                    for p in (try? collector.makeProperties(v, owner: nil, scope: GenericScope(), extensionRequirements: [], isProtocolExtension: false)) ?? [] {
                        p.hasUnresolvedType = true
                        table.variables[p.name] = p
                    }
                }
            }
        }
        // Bodies of the new declarations are checked now, so errors show at once.
        for name in collector.declaredTypes where !bodiesAlreadyChecked.contains(name) {
            guard let decl = table.nominal(name) else { continue }
            entry.diagnostics += checkMembers(of: decl)
        }
        entry.diagnostics += checkExtensionMembers(of: declarations, declaredTypes: Set(collector.declaredTypes).union(bodiesAlreadyChecked))
        for f in collector.declaredFunctions where !bodiesAlreadyChecked.contains(f.name) && !checksBodiesWhenNeeded {
            do throws(CheckError) { _ = try checkedBody(of: f) } catch { entry.diagnostics.append(error.diagnostic) }
        }
        return statements
    }

    func isTopLevelVariable(_ item: CodeBlockItemSyntax) -> Bool {
        if case .decl(let decl) = item.item, let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.allSatisfy { $0.pattern.is(IdentifierPatternSyntax.self) }
        }
        return false
    }

    /// Checks every member body of a type the user declared, collecting errors.
    func checkMembers(of decl: NominalDecl) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if decl.kind != .class, decl.kind != .protocol,
           let classProtocol = decl.conformances.first(where: { system.protocolRefines($0.protocolID, TypeSystem.anyObject) }) {
            let node = decl.syntax.flatMap { $0.asNamedDecl.map { Syntax($0.name) } ?? $0 }
            out.append(PlaygroundDiagnostic.error("non-class type '\(decl.name)' cannot conform to class protocol '\(classProtocol.protocolID.simpleName)'", at: node ?? Syntax(SourceFileSyntax(statements: []))))
        }
        // A protocol states requirements; it does not meet its parents' (`protocol P: CaseIterable`).
        if decl.kind != .protocol { out += conformanceErrors(of: decl) }
        return out + checkMemberBodies(of: decl) { _ in true }
    }

    /// `type 'X' does not conform to protocol 'P'` for each protocol whose requirements `decl` does
    /// not meet, of the conformances `includes` picks (with the protocols they inherit).
    func conformanceErrors(of decl: NominalDecl, where includes: (Conformance) -> Bool = { _ in true }) -> [Diagnostic] {
        let picked = decl.conformances.filter(includes)
        let protocols = picked.count == decl.conformances.count ? system.allProtocols(of: decl) : picked.flatMap { conformance in
            [conformance.protocolID] + (table.nominal(conformance.protocolID).map(system.allProtocols(of:)) ?? [])
        }
        var out: [Diagnostic] = []
        for proto in protocols {
            guard let p = table.nominal(proto), missingRequirement(of: p, in: decl) != nil else { continue }
            let message = "type '\(decl.name)' does not conform to protocol '\(p.name)'"
            // Where swiftc says it: the declaring extension's keyword, else the type's name.
            let site = picked.first { $0.extensionSite != nil && system.protocolRefines($0.protocolID, proto) }?.extensionSite
            let node = decl.syntax ?? Syntax(SourceFileSyntax(statements: []))
            out.append(PlaygroundDiagnostic.error(message, at: site ?? node.asNamedDecl.map { Syntax($0.name) } ?? node))
        }
        return out
    }

    /// Checks the bodies (and property types, initial values, accessors) of `decl`'s members
    /// whose syntax `includes`, its nested types' included.
    /// With `checksBodiesWhenNeeded`, only stored properties are checked (their types and
    /// initial values make the type's shape); the bodies wait until first needed.
    func checkMemberBodies(of decl: NominalDecl, where includes: (Syntax?) -> Bool) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if checksBodiesWhenNeeded {
            for group in decl.properties.values {
                for p in group where p.getter == nil && includes(p.syntax) {
                    do throws(CheckError) {
                        _ = try propertyType(p)
                        if p.wrapper == nil { _ = try checkedInitializer(of: p) }
                    } catch { out.append(error.diagnostic) }
                }
            }
            for nested in decl.nestedTypes.values { out += checkMemberBodies(of: nested, where: includes) }
            return out
        }
        for group in decl.functions.values {
            for f in group where includes(f.syntax) {
                do throws(CheckError) {
                    _ = try checkedBody(of: f)
                    _ = try checkedSetter(of: f)
                } catch { out.append(error.diagnostic) }
            }
        }
        for f in decl.initializers where includes(f.syntax) {
            do throws(CheckError) { _ = try checkedBody(of: f) } catch { out.append(error.diagnostic) }
        }
        for group in decl.properties.values {
            for p in group where includes(p.syntax) {
                do throws(CheckError) {
                    _ = try propertyType(p)
                    if p.wrapper == nil { _ = try checkedInitializer(of: p) }
                    _ = try checkedGetter(of: p)
                    _ = try checkedSetter(of: p)
                    _ = try checkedObservers(of: p)
                } catch { out.append(error.diagnostic) }
            }
        }
        for nested in decl.nestedTypes.values { out += checkMemberBodies(of: nested, where: includes) }
        return out
    }

    /// Checks the members that the extensions among `declarations` add to types declared
    /// before them (a profile's `Int`, an earlier entry's view), whose bodies the checks of
    /// their types' own declarations left behind.
    func checkExtensionMembers(of declarations: [CodeBlockItemSyntax], declaredTypes: Set<String>) -> [Diagnostic] {
        typesExtended(by: declarations).filter { !declaredTypes.contains($0.decl.name) }.flatMap { decl, extensions in
            // The conformances these extensions add (`extension Kind: Named` of an earlier entry's type).
            let added = Set(extensions.map { Syntax($0.extensionKeyword).id })
            let conformances = conformanceErrors(of: decl) { $0.extensionSite.map { added.contains($0.id) } ?? false }
            return conformances + checkMemberBodies(of: decl) { syntax in extensions.contains { $0.declaresMember(syntax) } }
        }
    }

    /// The name of a requirement of `proto` that `decl` neither declares nor gets from an extension
    /// (of `proto`, or of another protocol `decl` conforms to: `Shape`'s `body` is `View`'s).
    func missingRequirement(of proto: NominalDecl, in decl: NominalDecl) -> String? {
        // A class's witnesses may be inherited (`description` of `NSObject`).
        let chain = [decl] + system.superclasses(of: decl)
        let properties = { (name: String) -> [PropertyDecl]? in
            let found = chain.flatMap { $0.properties[name] ?? [] }
            return found.isEmpty ? nil : found
        }
        for (name, props) in proto.properties where props.contains(where: { !$0.isProtocolExtensionMember && $0.getter == nil }) {
            // A default from a refining protocol's extension (`DependencyKey`'s static `testValue`
            // for `TestDependencyKey`'s), static for a static requirement.
            let isStatic = props.contains { $0.isStatic }
            if properties(name) == nil, !props.contains(where: { $0.isProtocolExtensionMember }),
               !system.allProtocols(of: decl).contains(where: { id in
                   table.nominal(id)?.properties[name]?.contains(where: { $0.isProtocolExtensionMember && $0.isStatic == isStatic }) == true
               }) {
                return name
            }
            // A witness of another concrete type does not satisfy it (`var title: Int { get }` by `var title: String`).
            if let required = props.first?.type, !required.contains(where: Self.isAbstract),
               let witnesses = properties(name), !witnesses.isEmpty,
               witnesses.allSatisfy({ witness in (try? propertyType(witness)).map { system.normalize($0) != system.normalize(required) && !$0.contains(where: Self.isAbstract) } ?? false }) {
                return name
            }
        }
        // Only the requirements are read: reading every function of `View` would load the types
        // its extensions' modifiers return.
        for (name, requirements) in proto.functionRequirements where requirements.contains(where: { $0.body == nil }) {
            // A default in an extension of the protocol, or of one the type conforms to that refines
            // it (`EnvironmentalModifier`'s `body(content:)` for `ViewModifier`).
            let hasDefault = { (p: NominalDecl) in p.functions(named: name)?.contains { $0.isProtocolExtensionMember && $0.body != nil } == true }
            if chain.allSatisfy({ $0.functions(named: name) == nil }), !hasDefault(proto),
               !system.allProtocols(of: decl).contains(where: { table.nominal($0).map(hasDefault) ?? false }) {
                return name
            }
        }
        return nil
    }

    /// A type that stands for others (a generic parameter, an associated type, a type variable).
    static func isAbstract(_ type: SwiftType) -> Bool {
        switch type {
        case .parameter, .member, .variable, .existential: true
        default: false
        }
    }

    func guardDepth(at node: some SyntaxProtocol) throws(CheckError) {
        depth += 1
        if depth > Self.maximumDepth {
            depth -= 1
            throw CheckError("expression is nested too deeply (more than \(Self.maximumDepth) levels)", at: node)
        }
    }

    // MARK: Contexts

    /// Generic parameters and requirements visible inside a type's members.
    func scope(for owner: NominalDecl?) -> GenericScope {
        var scope = GenericScope()
        var chain: [NominalDecl] = []
        var current = owner
        while let c = current { chain.insert(c, at: 0); current = c.parent }
        for c in chain { scope = scope.adding(c.genericParameters, requirements: c.requirements) }
        scope.nominal = owner
        if owner?.kind == .protocol, let owner {
            scope.protocolSelf = owner.selfParameter
            scope.requirements.append(.conformance(.parameter(owner.selfParameter), owner.id))
        }
        return scope
    }

    /// A checker for a body in `owner`; `staticMember` for a static member's, a property's initial
    /// value or a default argument, which name the type's static properties alone.
    func bodyChecker(owner: NominalDecl?, generics: [GenericParameter], requirements: [Requirement], isStatic: Bool, mutating: Bool, staticMember: Bool = false) -> ExpressionChecker {
        var scope = scope(for: owner).adding(generics, requirements: requirements)
        if let owner, owner.kind == .protocol { scope.protocolSelf = owner.selfParameter }
        let selfType: SwiftType? = isStatic ? nil : scope.selfType
        let checker = ExpressionChecker(checker: self, genericScope: scope, selfType: selfType, selfIsMutable: mutating)
        checker.isStaticMember = staticMember && owner != nil
        checker.selfIsType = isStatic && staticMember && owner != nil
        return checker
    }

    // MARK: Lazily checked declarations

    /// The checked body of a function (its `some P` result type is known afterwards).
    public func checkedBody(of fn: FunctionDecl) throws(CheckError) -> CheckedBody? {
        if let done = fn.checkedBody { return done }
        guard let statements = fn.statements else { return nil }
        let anchor = fn.syntax ?? Syntax(statements)
        if fn.isBeingChecked {
            throw CheckError("function opaque return type was inferred but its underlying type refers to itself", at: anchor)
        }
        fn.isBeingChecked = true
        defer { fn.isBeingChecked = false }
        let checker = bodyChecker(owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements, isStatic: fn.isStatic && fn.kind != .initializer, mutating: fn.isMutating, staticMember: fn.isStatic && fn.kind != .initializer)
        checker.isInitializer = fn.kind == .initializer
        checker.isFailableInitializer = fn.kind == .initializer && fn.isFailable
        for p in fn.parameters {
            if case .packExpansion = p.type {
                checker.declare(p.name, .init(type: .tuple([p.type]), isMutable: false, isPack: true))
            } else {
                checker.declare(p.name, .init(type: p.type, isMutable: p.isInout))
            }
        }
        var builder = fn.builder
        if builder == nil { builder = try inferredBuilder(named: fn.name, owner: fn.owner, isFunction: true, member: fn.syntax, body: statements) }
        let expected: SwiftType? = fn.opaqueResult == nil ? (fn.kind == .initializer ? .void : fn.resultType) : nil
        let attributes = fn.syntax?.as(FunctionDeclSyntax.self)?.attributes ?? []
        let arguments = fn.builder == nil ? [] : builderArguments(in: attributes, owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements)
        checker.opaqueResultProtocols = builder == nil ? fn.opaqueResult ?? [] : []
        let checked = try checker.checkBody(statements, builder: builder, builderArguments: arguments, expectedResult: expected)
        checker.finish()
        if let protocols = fn.opaqueResult {
            let underlying = checker.resolve(checked.resultType)
            for proto in protocols where !system.conforms(underlying, to: proto, requirements: checker.requirements) {
                throw CheckError("return type of \(fn.isStatic ? "static method" : "instance method") '\(fn.fullName)' requires that '\(underlying.sugared)' conform to '\(proto.simpleName)'", at: Self.resultAnchor(checked) ?? anchor)
            }
            for (name, wanted) in fn.opaqueSameTypes {
                let actual = system.memberType(of: underlying, named: name).map { system.normalize($0) }
                guard actual == system.normalize(wanted) else {
                    throw CheckError("return type of \(fn.isStatic ? "static method" : "instance method") '\(fn.fullName)' requires the types '\(actual?.sugared ?? name)' and '\(wanted.sugared)' be equivalent", at: Self.resultAnchor(checked) ?? anchor)
                }
            }
            fn.resultType = underlying
        }
        fn.checkedBody = checked
        checkedFunctions.append(fn)
        return checked
    }

    /// The checked `set` accessor of a subscript: a mutating body (unless `nonmutating`) with the
    /// subscript's parameters and `newValue` (or the name written in `set(v)`) of its element type.
    public func checkedSetter(of fn: FunctionDecl) throws(CheckError) -> CheckedBody? {
        if let done = fn.checkedSetter { return done }
        guard let setter = fn.setter else { return nil }
        let mutating = fn.owner?.kind != .class && !setter.isNonmutating
        let checker = bodyChecker(owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements, isStatic: fn.isStatic, mutating: mutating, staticMember: fn.isStatic)
        for p in fn.parameters { checker.declare(p.name, .init(type: p.type, isMutable: false)) }
        checker.declare(setter.parameter, .init(type: fn.resultType, isMutable: false))
        let checked = try checker.checkBody(setter.statements, builder: nil, expectedResult: .void)
        checker.finish()
        fn.checkedSetter = checked
        checkedFunctions.append(fn)
        return checked
    }

    /// A function's result type, checking its body first when the result is `some P`.
    func resultType(of fn: FunctionDecl, at node: some SyntaxProtocol) throws(CheckError) -> SwiftType {
        if fn.opaqueResult != nil, fn.checkedBody == nil { _ = try checkedBody(of: fn) }
        return fn.resultType
    }
}
