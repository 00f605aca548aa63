@testable import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// Cutting a profile into declarations, and following an entry's names to the ones it reaches.
struct ProfileChunksTests {
    static let source = #"""
// A comment between declarations is dropped.
public typealias CGFloat = Double

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@frozen
public struct Text: View {
    public init(_ content: String) {}
    public func bold() -> Text { self }
    public var body: Never { fatalError("{") }
}

extension Text: Equatable {}

public struct Color: View {
    public var body: Never { fatalError() }
}

extension View {
    /// Pads.
    @inlinable
    public func padding(_ length: CGFloat = 16) -> some View { self }

    public func border(_ color: Color) -> some View {
        self
    }
}

public enum Edge { case top, bottom }
"""#

    let chunks = ProfileChunks(source: source)

    /// The names that reach each chunk, in order.
    var names: [String] { chunks.chunks.map { $0.names.joined(separator: ",") } }

    @Test func cutsOneChunkPerDeclarationAndOnePerProtocolExtensionMember() {
        #expect(names == ["CGFloat", "View", "", "Text", "Text", "Color", "padding", "border", "Edge"])
        #expect(chunks.chunks[3].text.hasPrefix("@frozen\npublic struct Text: View {"))
        // Comments before a member are dropped; its attributes stay.
        #expect(chunks.chunks[6].text == """
            extension View {
                @inlinable
                public func padding(_ length: CGFloat = 16) -> some View { self }
            }
            """)
    }

    @Test func anExtensionOfATypeTheProfileDoesNotDeclareIsAlwaysLoaded() {
        #expect(chunks.always == [2])
    }

    @Test func namesReachTheirDeclarationsAndTheTypesExtensions() {
        let reached = chunks.reach(["Text"], loaded: [])
        // Optional's extension comes with the first load; Text's extension comes with Text, and
        // View with both, whose headers name it (`struct Text: View`).
        #expect(reached.map { names[$0] } == ["View", "", "Text", "Text"])
        let more = chunks.reach(["border", "Text"], loaded: Set(reached))
        #expect(more.map { names[$0] } == ["border"])
        #expect(chunks.reach(["Txet"], loaded: Set(reached)).isEmpty)
    }

    @Test func aTypeLoadsWhenALookupFirstMissesIt() {
        let checker = Checker(profile: .swiftUI)
        #expect(checker.table.nominals["Capsule"] == nil)
        #expect(checker.table.nominal("Capsule")?.kind == .struct)
        #expect(checker.table.nominal("Capsul") == nil)
    }

    @Test func aPlainTypeCanBeNamedBeforeItIsLoaded() {
        // Declared once, not generic (its extension does not count), or an alias of such a type.
        #expect(chunks.plainType(named: "Text") == "Text")
        #expect(chunks.plainType(named: "Edge") == "Edge")
        #expect(chunks.plainType(named: "CGFloat") == nil)  // `Double` is not declared here
        #expect(chunks.plainType(named: "View") == nil)  // a protocol
        #expect(chunks.plainType(named: "padding") == nil)
        let aliased = ProfileChunks(source: "public struct Double {}\npublic typealias CGFloat = Double\npublic struct Box<T> {}\n")
        #expect(aliased.plainType(named: "CGFloat") == "Double")
        #expect(aliased.plainType(named: "Box") == nil)
    }

    @Test func aTypeNamedOnlyInSignaturesLoadsWhenItIsUsed() throws {
        let checker = Checker(profile: .swiftUI)
        let entry = checker.check(SourceFile(name: "<test>", text: #"Text("a")"#))
        #expect(entry.diagnostics.isEmpty)
        // `Text(_:style:)` names `Date`, and Text's `init(_:tableName:bundle:comment:)` `Bundle`:
        // a call with one unlabeled string needs neither declaration.
        #expect(checker.table.nominals["Date"] == nil)
        #expect(checker.table.nominals["Bundle"] == nil)
        let dated = checker.check(SourceFile(name: "<test>", text: #"Text(Date(), style: .date)"#))
        #expect(dated.diagnostics.isEmpty)
        #expect(checker.table.nominals["Date"] != nil)
    }

    @Test func aProfileBodyLoadsWhatItNamesWhenItIsChecked() throws {
        let checker = Checker(profile: .swiftUI)
        let entry = checker.check(SourceFile(name: "<test>", text: #"Text(Date(), style: .date)"#))
        #expect(entry.diagnostics.isEmpty)
        // `_CivilDate` is named only in the bodies of Date's members.
        #expect(checker.table.nominals["_CivilDate"] == nil)
        let date = try #require(checker.table.nominal("DateFormatter"))
        for f in date.functions.values.joined() { _ = try? checker.checkedBody(of: f) }
        #expect(checker.table.nominals["_CivilDate"] != nil)
    }

    @Test func checkingAnEntryLoadsWhatItNeeds() {
        let checker = Checker(profile: .swiftUI)
        let before = checker.loadedChunks.count
        let entry = checker.check(SourceFile(name: "<test>", text: #"Text("a").padding().background(.red)"#))
        #expect(entry.diagnostics.isEmpty)
        #expect(entry.resultType?.description == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>")
        #expect(checker.loadedChunks.count > before)
        #expect(checker.loadedChunks.count < checker.chunks.chunks.count)
    }

    /// Every profile, loaded chunk by chunk, declares what it declares read whole.
    @Test(arguments: Profile.all.map(\.name))
    func chunksDeclareWhatTheWholeProfileDeclares(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let whole = DeclarationTable()
        let collector = DeclarationCollector(table: whole, isProfile: true)
        let stdlib = SourceFile(name: "<stdlib>", text: Profile.standardLibrarySources.joined(separator: "\n"), trusted: true)
        let file = SourceFile(name: "<\(profile.name)>", text: profile.source, trusted: true)
        collector.collect(Array(stdlib.tree.statements) + Array(file.tree.statements))
        #expect(collector.errors.isEmpty)

        let checker = Checker(profile: profile)
        checker.loadAllDeclarations()
        #expect(Set(checker.table.nominals.keys) == Set(whole.nominals.keys))
        #expect(Set(checker.table.functions.keys) == Set(whole.functions.keys))
        for (name, decl) in whole.nominals {
            let chunked = try #require(checker.table.nominals[name])
            #expect(Set(chunked.functions.keys) == Set(decl.functions.keys), "\(name)")
            #expect(Set(chunked.properties.keys) == Set(decl.properties.keys), "\(name)")
            #expect(chunked.initializers.count == decl.initializers.count, "\(name)")
            #expect(chunked.conformances.map(\.protocolID.qualifiedName).sorted() == decl.conformances.map(\.protocolID.qualifiedName).sorted(), "\(name)")
        }
    }

    /// A cut read back from its stored form is the cut; a stored form of other sources is not read.
    @Test func storedFormRoundTrips() throws {
        let sources = [Self.source, "extension View {\n    public func bold() -> some View { self }\n}\n"]
        let cut = ProfileChunks(sources: sources)
        let read = try #require(ProfileChunks(stored: cut.storedForm(of: sources), sources: sources))
        #expect(read.chunks == cut.chunks)
        #expect(read.always == cut.always)
        #expect(read.reach(["padding"], loaded: []) == cut.reach(["padding"], loaded: []))
        #expect(ProfileChunks(stored: cut.storedForm(of: sources), sources: [Self.source + " ", sources[1]]) == nil)
    }

    /// `ProfileChunkIndex.swift` holds the stored profiles' cuts of the sources as they are.
    @Test(arguments: Profile.storedCuts.map(\.name))
    func storedIndexIsCurrent(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let sources = Profile.standardLibrarySources + profile.sources
        let stored = try #require(ProfileChunkIndex.stored[profileName], "no stored cut of '\(profileName)': run bin/profile-index")
        let read = ProfileChunks(stored: stored, sources: sources)
        #expect(read != nil, "the stored cut of '\(profileName)' is of other sources: run bin/profile-index")
        #expect(read?.chunks == ProfileChunks(sources: sources).chunks)
    }
}
