import CorpusCensus
import Testing

/// Coverage from a profile's declarations, read out of the profile file's raw string literal with SwiftParser.
struct ProfileSurfaceTests {
    let profileFile = ##"""
    extension Profile {
        /// A tiny surface.
        static let tinySource = #"""
    public struct ScrollView<Content: View>: View {
        public init(@ViewBuilder content: () -> Content) { fatalError() }
        public var body: Never { fatalError() }
    }
    public struct Color: View {
        public static let red = Color()
        public var body: Never { fatalError() }
    }
    public enum Font { case title; public enum Weight { case bold } }
    extension View {
        public func padding(_ length: Double = 16) -> some View { self }
    }
    @propertyWrapper public struct State<Value> { public var wrappedValue: Value }
    public func withAnimation<R>(_ body: () -> R) -> R { body() }
    """#
        static let notSwift = "struct Fake {}"
    }
    """##

    @Test func findsTheLiteralTextOnly() {
        let texts = ProfileLiterals.texts(inProfileFile: profileFile)
        #expect(texts.count == 1)
        #expect(texts.first?.hasPrefix("public struct ScrollView") == true)
    }

    @Test func coversDeclaredNamesByKind() {
        var surface = ProfileSurface()
        surface.add(profileFile: profileFile)
        #expect(surface.covers(UsageKey("ScrollView", .type)))
        #expect(surface.covers(UsageKey("Font.Weight", .type)))
        #expect(surface.covers(UsageKey("padding", .member)))
        #expect(surface.covers(UsageKey("red", .member)))
        #expect(surface.covers(UsageKey("red", .implicitMember)))
        #expect(surface.covers(UsageKey("title", .implicitMember)))
        #expect(surface.covers(UsageKey("State", .attribute)))
        #expect(surface.covers(UsageKey("withAnimation", .function)))
        #expect(!surface.covers(UsageKey("padding", .implicitMember)), "an instance method is no implicit member")
        #expect(!surface.covers(UsageKey("Fake", .type)), "a plain string is not the surface")
        #expect(!surface.covers(UsageKey("Color", .attribute)))
        #expect(!surface.covers(UsageKey("GeometryProxy", .type)))
        #expect(surface.covers(UsageKey("Double", .type)), "written by a declaration, so the checker knows it")
        #expect(surface.covers(UsageKey("Preview", .macro)), "the session expands #Preview itself")
    }

    @Test func notesMatchTheTableSpellingThenTheBareName() {
        let notes = SurfaceNotes(tsv: "# comment\n.padding\tedge insets only\nState\twrapper\nbroken line\n")
        #expect(notes.note(for: UsageKey("padding", .member)) == "edge insets only")
        #expect(notes.note(for: UsageKey("State", .attribute)) == "wrapper")
        #expect(notes.note(for: UsageKey("red", .implicitMember)) == nil)
    }
}
