import PlaygroundSession
import Testing

/// Which declaration a name means when the module's files declare it more than once: a
/// file's `private` types are its own, an app's type of an SDK name is the app's alone, and an
/// SDK type's extension is reached by the members a file uses.
extension ModuleTests {
    /// Two files' `private enum Const` and `private struct Row` are each their own, as swiftc
    /// keeps them: each file's declarations use its own, the evaluated file's included, and
    /// the types print as written.
    @Test func filePrivateTypesOfTheSameNameStayApart() {
        let first = ModuleFile(name: "Views/First.swift", text: """
            import SwiftUI
            struct FirstList: View {
                var body: some View { Row() }
                static func isSmall(_ width: CGFloat) -> Bool { width <= Const.Size.smallDevice }
            }
            private struct Row: View {
                var body: some View { Text("first").padding(Const.Size.pad) }
            }
            private enum Const {
                enum Size {
                    static let pad: CGFloat = 5
                    static let smallDevice: CGFloat = 320
                }
            }
            """)
        let second = ModuleFile(name: "Views/Second.swift", text: """
            import SwiftUI
            struct SecondList: View { var body: some View { Row(title: "second") } }
            private struct Row: View {
                let title: String
                var body: some View { Text(title).padding(Const.Size.pad) }
            }
            private enum Const { enum Size { static let pad: CGFloat = 1 } }
            """)
        let entry = """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack { FirstList(); SecondList(); Text(FirstList.isSmall(300) ? "small" : "big").padding(Const.Size.own) }
                }
            }
            private enum Const { enum Size { static let own: CGFloat = 2 } }
            #Preview { Screen() }
            """
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.type, .tree]))
        let load = session.loadModule([first, second], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("FirstList\n      │  └─ Row\n      │     └─ ModifiedContent · _PaddingLayout (edges: .all, insets: 5.0)"), "\(output.text)")
        #expect(output.text.contains("SecondList\n      │  └─ Row\n      │     └─ ModifiedContent · _PaddingLayout (edges: .all, insets: 1.0)"), "\(output.text)")
        #expect(output.text.contains("insets: 2.0)\n         └─ Text \"small\""), "\(output.text)")
        #expect(!output.text.contains("Row·") && !output.text.contains("Const·"), "\(output.text)")
    }

    /// A module file's `private struct Label` is its own: the evaluated file still means SwiftUI's,
    /// and an error in the renamed declaration is placed at its own line and column.
    @Test func aFilePrivateTypeDoesNotHideTheSDKsAndItsErrorsKeepTheirPlace() {
        let badges = ModuleFile(name: "Views/Badges.swift", text: """
            import SwiftUI
            struct Badge: View { var body: some View { Label(text: "new") } }
            private struct Label: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Broken: View { var body: some View { Label(text: "x").padding(Label.size, 1) } }
            """)
        let entry = """
            import SwiftUI
            #Preview { VStack { Badge(); Label("Inbox", systemImage: "tray") } }
            """
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.type]))
        let load = session.loadModule([badges], for: entry + "\nlet _ = Broken()")
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text == "VStack<TupleView<(Badge, Label<Text, Image>)>>\n", "\(output.combined)")
        let broken = session.evaluateFile("Broken().body")
        #expect(broken.diagnostics.hasPrefix("Views/Badges.swift:7:70: error: type 'Label' has no member 'size'"), "\(broken.combined)")
    }

    /// One app of the repository declaring its own `struct Collection` changes nothing for
    /// the library beside it: its `extension Collection` extends the standard library's.
    @Test func anAppsTypeOfAnSDKNameDoesNotCaptureTheLibrarysExtension() {
        let app = ModuleFile(name: "Example/ExampleApp.swift", text: """
            import SwiftUI
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Text("app") } } }
            """)
        let constants = ModuleFile(name: "Example/Constants.swift", text: """
            struct Collection { static let users = "users" }
            """)
        let safe = ModuleFile(name: "Sources/Chat/Collection+Safe.swift", text: """
            extension Collection {
                subscript (safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            """)
        let entry = """
            import SwiftUI
            #Preview { Text(["a", "b"][safe: 1] ?? "none") }
            """
        let output = evaluated(entry, with: [app, constants, safe])
        #expect(output.text.contains("b"), "\(output.text)")
    }

    /// `extension View { func isHovering(_:) }` is reached by a view calling it without
    /// `self.`; another `extension View` the file does not use stays out.
    @Test func anSDKTypesExtensionMemberUsedWithoutSelfIsReached() {
        let hovering = ModuleFile(name: "Utils/View+isHovering.swift", text: """
            import SwiftUI
            extension View {
                func isHovering(_ active: Bool) { print(active ? "in" : "out") }
            }
            """)
        let unused = ModuleFile(name: "Utils/View+Card.swift", text: """
            import SwiftUI
            extension View {
                func card() -> some View { padding().background(Missing.color) }
            }
            """)
        let entry = """
            import SwiftUI
            struct Selector: View {
                var body: some View { Text("LF").onHover { isHovering($0) } }
            }
            #Preview { Selector() }
            """
        let session = session()
        let load = session.loadModule([hovering, unused], for: entry)
        #expect(load.summary == "module: 1 declaration from 2 files", "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
    }

    /// A bare name in a type's extension that another extension of the type declares is that
    /// member (SFSafeSymbols' `[app: …]` in `extension SFSymbol`), not a global of another
    /// target (a server's `let app = Application(…)`), which is neither loaded nor left out.
    @Test func aMemberNamedBareInItsTypeIsNotAGlobalOfItsName() {
        let symbol = ModuleFile(name: "Lib/SFSymbol.swift", text: "struct SFSymbol: Hashable { let rawValue: String }")
        let names = ModuleFile(name: "Lib/SFSymbol+1.0.swift", text: "extension SFSymbol { static let app = SFSymbol(rawValue: \"app\") }")
        let all = ModuleFile(name: "Lib/SFSymbol+All.swift", text: "extension SFSymbol { static var all: [SFSymbol: Int] { [app: 1] } }")
        let server = ModuleFile(name: "Server/main.swift", text: "let app = Application(Broken.thing)")
        #expect(Self.tree(of: "Text(\"\\(SFSymbol.all.count)\")", in: "App/Row.swift", with: [symbol, names, all, server]).contains("Text \"1\""))
    }

    /// A test file's `private class Image` does not make `Image` the module's type: naming
    /// SwiftUI's `Image` reaches only the extensions of it that add initializers or
    /// conformances, not every extension that adds members.
    @Test func aPrivateTypeNamedLikeAnSDKTypeDoesNotBringTheSDKTypesExtensions() {
        let test = ModuleFile(name: "Tests/ImageTests.swift", text: "private class Image { var width = 0 }")
        let symbols = ModuleFile(name: "Lib/Image+Symbol.swift", text: "extension Image { init(symbol: String) { self.init(systemName: symbol) } }")
        let broken = ModuleFile(name: "Lib/Image+Broken.swift", text: "extension Image { func broken() -> some View { Missing() } }")
        #expect(Self.tree(of: "Image(symbol: \"star\")", in: "App/Row.swift", with: [test, symbols, broken]).contains("Image"))
    }

    /// A package's module name qualifies its declarations (`Backend.Category`, in a type, an
    /// expression and an alias of the same name), and importing it is no warning.
    @Test func aPackagesModuleNameQualifiesItsDeclarations() {
        let category = ModuleFile(name: "Packages/Backend/Sources/Backend/Category.swift", text: "public enum Category: String { case fish, bugs }")
        let alias = ModuleFile(name: "App/Aliases.swift", text: "typealias Category = Backend.Category")
        let entry = """
            import SwiftUI
            import Backend
            struct Row: View {
                let category: Backend.Category = .fish
                let other: Category = .bugs
                var body: some View { Text(category.rawValue + " " + Backend.Category.bugs.rawValue + " " + other.rawValue) }
            }
            #Preview { Row() }
            """
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.tree]))
        _ = session.loadModule([category, alias], for: entry)
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(!output.combined.contains("no such module"), "\(output.combined)")
        #expect(output.text.contains("Text \"fish bugs bugs\""), "\(output.text)")
    }

    /// Of a module file's extensions of the evaluated file's own type, only the one that does
    /// not check is left out: its siblings in that file still extend the type.
    @Test func aFailingExtensionLeavesItsSiblingsOfTheSameFile() {
        let modifiers = ModuleFile(name: "Lib/Field+Modifiers.swift", text: """
            import SwiftUI
            extension Field {
                func editable(_ editable: Bool) -> Self { var copy = self; copy.isEditable = editable; return copy }
            }
            extension Field {
                func returnKey(_ key: MissingKeyType) -> Self { self }
            }
            """)
        let entry = """
            import SwiftUI
            struct Field: View {
                var isEditable = true
                var body: some View { Text(isEditable ? "editable" : "read-only") }
                func readOnly() -> Self { editable(false) }
            }
            #Preview { Field().readOnly() }
            """
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.tree]))
        _ = session.loadModule([modifiers], for: entry)
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("Text \"read-only\""), "\(output.text)")
    }
}
