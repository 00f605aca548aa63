import PlaygroundSession
import Testing

/// `--module`: a file evaluated with the declarations it reaches in its module's other files.
struct ModuleTests {
    static let model = ModuleFile(name: "Models/Landmark.swift", text: """
        import Foundation

        struct Landmark: Identifiable {
            var id: Int
            var name: String
            var isFavorite = false
        }

        extension Landmark {
            static let samples = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: true)]
        }

        private struct Cache { var count = 0 }
        """)
    static let network = ModuleFile(name: "Services/Loader.swift", text: """
        struct Loader {
            let monitor: NWPathMonitor
        }

        struct Feed {
            var loader: Loader
        }

        struct Unrelated { var x = 1 }
        """)
    static let row = """
        import SwiftUI

        struct LandmarkRow: View {
            var landmark: Landmark
            var body: some View {
                HStack {
                    Text(landmark.name)
                    if landmark.isFavorite { Image(systemName: "star.fill") }
                }
            }
        }

        #Preview {
            LandmarkRow(landmark: Landmark.samples[1])
        }
        """

    func session() -> Session { Session(options: SessionOptions(width: 40, color: false, sections: [.type, .preview])) }

    /// `entry` evaluated after loading `files`, all of which load, without an error.
    func evaluated(_ entry: String, with files: [ModuleFile]) -> SessionOutput {
        let session = session()
        let load = session.loadModule(files, for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        return output
    }

    @Test func aViewFileUsesItsModulesTypes() {
        let session = session()
        let load = session.loadModule([Self.model, Self.network], for: Self.row)
        #expect(load.summary == "module: 2 declarations from 2 files")
        let output = session.evaluateFile(Self.row)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.hasPrefix("LandmarkRow\n"), "\(output.text)")
        #expect(output.text.contains("Silver Salmon Creek★") || output.text.contains("Silver Salmon Creek"), "\(output.text)")
    }

    @Test func whatTheFileDoesNotReachIsNotLoaded() {
        let session = session()
        _ = session.loadModule([Self.model, Self.network], for: Self.row)
        let output = session.submit("Unrelated()")
        #expect(output.diagnostics.contains("cannot find 'Unrelated' in scope"), "\(output.combined)")
    }

    @Test func aDeclarationThePlaygroundCannotCheckIsLeftOutWithWhatNeedsIt() {
        let session = session()
        let entry = "Text(String(describing: Feed.self))"
        let load = session.loadModule([Self.model, Self.network], for: entry)
        #expect(load.loaded == 0)
        #expect(load.leftOut.map(\.name) == ["Loader", "Feed"])
        #expect(load.leftOut.first?.reason == "Services/Loader.swift:2:18: cannot find type 'NWPathMonitor' in scope")
        #expect(load.leftOut.first?.origin == "Services/Loader.swift:1")
        let output = session.evaluateFile(entry)
        #expect(output.isError)
        // The note for what the error names, then for what its reason names, down to the cause.
        #expect(load.notes(forErrors: output.diagnostics) == """
            note: Feed (Services/Loader.swift:5) was left out of the module: Services/Loader.swift:6:17: cannot find type 'Loader' in scope
            note: Loader (Services/Loader.swift:1) was left out of the module: Services/Loader.swift:2:18: cannot find type 'NWPathMonitor' in scope

            """)
    }

    static let place = ModuleFile(name: "Models/Place.swift", text: """
        import MapKit

        struct Place: Identifiable {
            var id: Int
            var name: String
            var coordinate: MKRoute { MKRoute() }
            func distance(to other: Place) -> MKDirections { MKDirections() }
            var title: String { name.uppercased() }
        }
        """)

    @Test func aMemberThatDoesNotCheckIsLeftOutAndItsTypeStays() {
        let session = session()
        let entry = "Text(Place(id: 1, name: \"Pier\").title)"
        let load = session.loadModule([Self.place], for: entry)
        #expect(load.loaded == 1)
        #expect(load.leftOut.map(\.name) == ["Place.coordinate", "Place.distance"])
        #expect(load.leftOut.first?.origin == "Models/Place.swift:6")
        #expect(load.leftOut.first?.reason == "Models/Place.swift:6:21: cannot find type 'MKRoute' in scope")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("PIER"), "\(output.text)")
        // Using the member that was left out names it, and why.
        let use = session.evaluateFile("Text(\"\\(Place(id: 1, name: \"Pier\").coordinate)\")")
        #expect(use.diagnostics.contains("value of type 'Place' has no member 'coordinate'"), "\(use.combined)")
        #expect(load.notes(forErrors: use.diagnostics).hasPrefix("note: Place.coordinate (Models/Place.swift:6) was left out of the module: "))
    }

    @Test func aCallThatFitsNoInitializerNamesTheOneLeftOut() {
        let session = session()
        let theme = ModuleFile(name: "Theme.swift", text: """
            struct Theme {
                var name: String
            }

            extension Theme {
                init(name: String, font: CTFramesetter) { self.name = name }
            }
            """)
        let entry = "Text(Theme(name: \"Dark\", font: .default).name)"
        let load = session.loadModule([theme], for: entry)
        #expect(load.leftOut.map(\.name) == ["Theme.init"])
        let output = session.evaluateFile(entry)
        // The error quotes neither the type nor the initializer; the call's callee is data.
        #expect(output.diagnostics.contains("extra argument 'font' in call"), "\(output.combined)")
        #expect(output.callees.contains("Theme.init"))
        #expect(load.notes(forErrors: output.diagnostics, callees: output.callees) == """
            note: Theme.init (Theme.swift:6) was left out of the module: Theme.swift:6:30: cannot find type 'CTFramesetter' in scope

            """)
    }

    @Test func anImplicitlyUnwrappedStoredPropertyGoesAloneAsAnOptionalOneDoes() {
        let session = session()
        let delegate = ModuleFile(name: "AppDelegate.swift", text: """
            final class AppDelegate {
                static let isTesting = CommandLine.arguments.contains("enable-testing")
                var panel: FloatingPanel!
                var status: StatusItem?
            }
            """)
        let entry = "Text(AppDelegate.isTesting ? \"testing\" : \"app\")"
        let load = session.loadModule([delegate], for: entry)
        #expect(load.loaded == 1)
        #expect(load.leftOut.map(\.name) == ["AppDelegate.panel", "AppDelegate.status"])
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("app"), "\(output.text)")
    }

    static let geometry = ModuleFile(name: "Extensions/CGRect+Mid.swift", text: """
        extension CGRect {
            var mid: CGPoint { CGPoint(x: midX, y: midY) }
            var corner: String { let label: String = maxX; return label }
        }
        """)

    /// A member's body is checked when first needed: one that does not check costs nothing
    /// until it runs, and then says why at its own place.
    @Test func aLibraryTypesExtensionMemberFailsWhereItsBodyIs() {
        let session = session()
        let entry = "Text(\"\\(CGRect(x: 0, y: 0, width: 4, height: 2).mid.x)\")"
        let load = session.loadModule([Self.geometry], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("2.0"), "\(output.text)")
        let use = session.evaluateFile("Text(CGRect.zero.corner)")
        #expect(use.diagnostics.hasPrefix("Extensions/CGRect+Mid.swift:3:46: error: cannot convert value of type 'Double' to specified type 'String'\n3 |     var corner"), "\(use.combined)")
    }

    static let cards = ModuleFile(name: "Extensions/View+Card.swift", text: """
        extension View {
            func card() -> some View { modifier(CardStyle()) }
            func hovering() -> some View { padding(hoverInset) }
        }
        struct CardStyle: ViewModifier {
            func body(content: Content) -> some View { content.padding(4) }
        }
        """)

    /// A `some View` member's body is checked when its type is first asked for: by the entry's
    /// checking, whose error is then the body's, at its own place.
    @Test func anOpaqueResultsBodyIsCheckedWhenItsTypeIsNeeded() {
        let session = session()
        let entry = "Text(\"a\").card()"
        let load = session.loadModule([Self.cards], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text.hasPrefix("ModifiedContent<Text, CardStyle>"), "\(output.combined)")
        let hovering = session.evaluateFile("Text(\"a\").hovering()")
        #expect(hovering.diagnostics.hasPrefix("Extensions/View+Card.swift:3:44: error: cannot find 'hoverInset' in scope"), "\(hovering.combined)")
    }

    static let store = ModuleFile(name: "Stores/Store.swift", text: """
        protocol Persisting {
            func save() -> Bool
        }
        extension Persisting {
            func save() -> Bool {
                let manager = NSFileCoordinator()
                return manager.isWritableFile(atPath: "inbox")
            }
        }
        final class Store: Persisting {
            var title = "Inbox"
        }
        """)

    @Test func aMemberWhoseBodyDoesNotCheckKeepsItsSignature() {
        let session = session()
        let entry = "Text(Store().title)"
        let load = session.loadModule([Self.store], for: entry)
        // The body is not checked until it runs: `Store` conforms.
        #expect(load.loaded == 3, "\(load.leftOut)")
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("Inbox"), "\(output.text)")
        // Running the body stops with its error, at its place.
        let run = session.evaluateFile("Text(Store().save() ? \"saved\" : \"not saved\")")
        #expect(run.diagnostics.hasPrefix("Stores/Store.swift:6:23: error: cannot find 'NSFileCoordinator' in scope"), "\(run.combined)")
    }

    /// ControlRoom's `SimCtl.Runtime.init?(runtimeIdentifier:)` reads a regular expression the
    /// playground lacks: the type and its other initializer load; that one fails when called.
    @Test func aStructsInitializerFailsOnlyWhenCalled() {
        let runtime = ModuleFile(name: "Controllers/Runtime.swift", text: """
            struct Runtime {
                let name: String
                init(name: String) { self.name = name }
                init?(identifier: String) {
                    guard let match = NSUnknownExpression(identifier) else { return nil }
                    self.name = match
                }
            }
            """)
        let session = session()
        let entry = "Text(Runtime(name: \"iOS 18\").name)"
        let load = session.loadModule([runtime], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text.contains("iOS 18"), "\(output.combined)")
        let run = session.evaluateFile("Text(Runtime(identifier: \"x\")?.name ?? \"none\")")
        #expect(run.diagnostics.hasPrefix("Controllers/Runtime.swift:5:27: error: cannot find 'NSUnknownExpression' in scope"), "\(run.combined)")
    }

    /// home-assistant's `SecurityException.init?(secTrust: SecTrust)` names a type the
    /// playground lacks in its signature: beside the struct's other initializer it goes whole
    /// (the struct has no memberwise initializer either way), and the struct stays.
    @Test func aStructsInitializerBesideAnotherGoesWhole() {
        let exception = ModuleFile(name: "Networking/SecurityException.swift", text: """
            struct SecurityException {
                private var data: String
                init?(secTrust: SecTrust) {
                    return nil
                }
                init(encoded: String) { data = encoded }
                var size: Int { data.count }
            }
            """)
        let session = session()
        let entry = "Text(\"size \\(SecurityException(encoded: \"abc\").size)\")"
        let load = session.loadModule([exception], for: entry)
        #expect(load.leftOut.map(\.name) == ["SecurityException.init"], "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text.contains("size 3"), "\(output.combined)")
    }

    /// home-assistant's `ServerInfo.settings` checks its value in a `didSet` with something the
    /// playground lacks: the type and its property load; the observer fails when it runs.
    @Test func aStoredPropertysObserverFailsWhenItRuns() {
        let info = ModuleFile(name: "Networking/ServerInfo.swift", text: """
            struct ServerInfo {
                var name: String
                private var settings: [String: Int] {
                    didSet {
                        assert(NSUnknownValidator.isValid(settings))
                    }
                }
                init(name: String) {
                    self.name = name
                    self.settings = [:]
                }
                mutating func set(_ value: Int, for key: String) { settings[key] = value }
            }
            """)
        let session = session()
        let entry = "Text(ServerInfo(name: \"home\").name)"
        let load = session.loadModule([info], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text.contains("home"), "\(output.combined)")
        let run = session.evaluateFile("func touched() -> String {\n    var info = ServerInfo(name: \"home\")\n    info.set(1, for: \"a\")\n    return info.name\n}\nText(touched())")
        #expect(run.diagnostics.hasPrefix("Networking/ServerInfo.swift:5:20: error: cannot find 'NSUnknownValidator' in scope"), "\(run.combined)")
    }

    /// ACHNBrowserUI's `Sheet.SheetType` has a case whose payload is a type of a library the
    /// playground lacks: that case goes alone, the enum and the view storing it stay, and the
    /// `switch` naming the lost case fails when it runs.
    @Test func anEnumCaseWithAMissingPayloadGoesAlone() {
        let sheet = ModuleFile(name: "Views/Sheet.swift", text: """
            struct Sheet: View {
                enum SheetType: Identifiable {
                    case about
                    case settings(name: String)
                    case subscription(manager: PurchasesManager)
                    var id: String {
                        switch self {
                        case .about: return "about"
                        case .settings: return "settings"
                        case .subscription: return "subscription"
                        }
                    }
                }
                let sheetType: SheetType
                var body: some View { Text("sheet") }
            }
            """)
        let session = session()
        let entry = "Sheet(sheetType: .settings(name: \"a\"))"
        let load = session.loadModule([sheet], for: entry)
        #expect(load.leftOut.map(\.name) == ["Sheet.SheetType.subscription"], "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(output.text.contains("sheet"), "\(output.combined)")
        let lost = session.evaluateFile("Text(Sheet.SheetType.about.id)")
        #expect(lost.diagnostics.hasPrefix("Views/Sheet.swift:10:18: error: type 'Sheet.SheetType' has no member 'subscription'"), "\(lost.combined)")
    }

    @Test func theFilesOwnDeclarationWins() {
        let session = session()
        let entry = "struct Landmark { var title: String }\nText(Landmark(title: \"own\").title)"
        let load = session.loadModule([Self.model], for: entry)
        #expect(load.loaded == 0)
        #expect(!session.evaluateFile(entry).isError)
    }

    /// Landmarks' `GraphCapsule` calls `magnitude(of:)`, declared in HikeGraph.swift: evaluating
    /// HikeGraph.swift, the module's capsule still sees it, as Xcode compiles the file with its module.
    @Test func aModuleDeclarationUsesWhatTheEvaluatedFileDeclares() {
        let capsule = ModuleFile(name: "Views/GraphCapsule.swift", text: """
            import SwiftUI
            struct GraphCapsule: View {
                var range: Range<Double>
                var body: some View { Text("\\(magnitude(of: range))") }
            }
            """)
        let entry = """
            import SwiftUI
            func magnitude(of range: Range<Double>) -> Double { range.upperBound - range.lowerBound }
            struct HikeGraph: View {
                var body: some View { GraphCapsule(range: 2..<5) }
            }
            #Preview { HikeGraph() }
            """
        let output = evaluated(entry, with: [capsule])
        #expect(output.text.contains("3.0"), "\(output.text)")
    }

    @Test func aNameTwoTargetsDeclareComesFromTheNearestOne() {
        let app = ModuleFile(name: "Repo/App/Model.swift", text: "struct Model { var title = \"app\" }")
        let widget = ModuleFile(name: "Repo/Widget/Model.swift", text: "struct Model { var title = \"widget\" }")
        let helper = ModuleFile(name: "Repo/Widget/Helper.swift", text: "func caption() -> String { Model().title }")
        for (entryName, expected) in [("Repo/App/Views/Row.swift", "app"), ("Repo/Widget/Row.swift", "widget"), ("Corpus/App_Views_Row.swift", "app"), ("Corpus/Repo_App_Views_Row.swift", "app")] {
            #expect(Self.tree(of: "Text(Model().title)", in: entryName, with: [app, widget, helper]).contains("Text \"\(expected)\""), "\(entryName)")
        }
        // A declaration's own needs are met from its own target.
        #expect(Self.tree(of: "Text(caption())", in: "Repo/App/Row.swift", with: [app, widget, helper]).contains("Text \"widget\""))
    }

    /// The tree `entry` evaluates to as the file `entryName` of a module of `files`, which must
    /// load without leaving anything out.
    static func tree(of entry: String, in entryName: String, with files: [ModuleFile]) -> String {
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.tree], sourceName: entryName))
        let load = session.loadModule(files, for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        return session.evaluateFile(entry).text
    }

    /// DuckDuckGo's app and its local packages each declare `UserText`: the one the evaluated file
    /// reaches first is the one every declaration of this load sees, so the two never clash.
    @Test func aNameTwoTargetsDeclareLoadsOnce() {
        let app = ModuleFile(name: "Repo/App/UserText.swift", text: "enum UserText { static let title = \"app\" }\nextension UserText { static let more = \"app more\" }")
        let chat = ModuleFile(name: "Repo/Packages/Chat/UserText.swift", text: "enum UserText { static let title = \"chat\" }")
        let chatMore = ModuleFile(name: "Repo/Packages/Chat/UserText+More.swift", text: "extension UserText { static let more = \"chat more\" }")
        let chatView = ModuleFile(name: "Repo/Packages/Chat/ChatTitle.swift", text: "func chatTitle() -> String { UserText.title }")
        let output = Self.tree(of: "VStack { Text(UserText.more); Text(chatTitle()) }", in: "Repo/App/Row.swift", with: [app, chat, chatMore, chatView])
        #expect(output.contains("Text \"app more\"") && output.contains("Text \"app\""), "\(output)")
    }

    /// RedditOS's `Post/` folder declares `PostViewModel` in two files, one left out of its target:
    /// the file named after the type is the one taken.
    @Test func ofTwoFilesInOneFolderTheOneNamedAfterTheTypeWins() {
        let stale = ModuleFile(name: "App/Post/PostDetailViewModel.swift", text: "class PostViewModel { var title = \"stale\" }")
        let current = ModuleFile(name: "App/Post/PostViewModel.swift", text: "class PostViewModel { var title = \"current\" }")
        #expect(Self.tree(of: "Text(PostViewModel().title)", in: "App/Post/PostRow.swift", with: [stale, current]).contains("Text \"current\""))
    }

    /// NetNewsWire's shared views name `AppDefaults`, which its iOS and Mac targets each declare.
    @Test func aSharedFileSeesTheIOSTargetsDeclaration() {
        let mac = ModuleFile(name: "Repo/macOS/AppDefaults.swift", text: "struct AppDefaults { var platform = \"macOS\" }")
        let iOS = ModuleFile(name: "Repo/iOS/AppDefaults.swift", text: "struct AppDefaults { var platform = \"iOS\" }")
        #expect(Self.tree(of: "Text(AppDefaults().platform)", in: "Repo/Shared/Row.swift", with: [iOS, mac]).contains("Text \"iOS\""))
    }

    /// HackingWithSwift's repository holds many apps, one of which declares its own `Query`: for
    /// another app's file that name stays SwiftData's (here, SwiftUI's `Color`), while the other
    /// app's own names stay visible, as targets share files across folders.
    @Test func anotherAppsDeclarationDoesNotHideTheSDKs() {
        let bookworm = ModuleFile(name: "Repo/project11/Bookworm/BookwormApp.swift", text: "@main\nstruct BookwormApp: App { var body: some Scene { WindowGroup { Text(\"b\") } } }")
        let bucketList = ModuleFile(name: "Repo/project14/BucketList/BucketListApp.swift", text: "@main\nstruct BucketListApp: App { var body: some Scene { WindowGroup { Text(\"l\") } } }")
        let color = ModuleFile(name: "Repo/project14/BucketList/Color.swift", text: "struct Color { static let red = 1 }\nfunc pin() -> String { \"pin\" }")
        let shared = ModuleFile(name: "Repo/Shared/Caption.swift", text: "func caption() -> String { \"shared\" }")
        let entry = "Text(\"\\(type(of: Color.red))\" + caption() + pin())"
        let tree = Self.tree(of: entry, in: "Repo/project11/Bookworm/ContentView.swift", with: [bookworm, bucketList, color, shared])
        #expect(tree.contains("Text \"Colorsharedpin\""), "\(tree)")
    }

    /// An extension whose `body` uses what the module lacks (markdown-ui's `extension BlockNode:
    /// View`) costs the type nothing: its other members work, and the body fails when drawn.
    @Test func aConformingExtensionsBrokenBodyFailsOnlyWhenDrawn() {
        let node = ModuleFile(name: "Repo/Node.swift", text: "enum Node: Hashable {\n    case paragraph(String)\n    var text: String { if case .paragraph(let t) = self { return t }; return \"\" }\n}")
        let view = ModuleFile(name: "Repo/Node+View.swift", text: "import SwiftUI\nextension Node: View {\n    var body: some View { MissingView(text) }\n}")
        let entry = "Text(Node.paragraph(\"kept\").text)"
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.tree], sourceName: "Repo/Row.swift"))
        let load = session.loadModule([node, view], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let tree = session.evaluateFile(entry).text
        #expect(tree.contains("Text \"kept\""), "\(tree)")
        let drawn = session.evaluateFile("Node.paragraph(\"lost\")")
        #expect(drawn.diagnostics.hasPrefix("Repo/Node+View.swift:3:27: error: cannot find 'MissingView' in scope"), "\(drawn.combined)")
    }

    @Test func privateDeclarationsStayInTheirFile() {
        let session = session()
        let load = session.loadModule([Self.model], for: "Text(\"\\(Cache().count)\")")
        #expect(load.loaded == 0)
    }

    /// An extension's subscript (`subscript(safe index: Index)`) of a type outside the module
    /// is reached by a subscript the evaluated file calls.
    @Test func anExtensionSubscriptIsReachedByASubscriptCall() {
        let safe = ModuleFile(name: "Repo/Collection+Safe.swift", text: "extension Collection {\n    subscript(safe index: Index) -> Element? {\n        indices.contains(index) ? self[index] : nil\n    }\n}")
        let entry = "let names = [\"Ada\"]\nText(names[safe: 3] ?? names[safe: 0] ?? \"none\")"
        let output = Self.tree(of: entry, in: "Repo/Row.swift", with: [safe])
        #expect(output.contains("Text \"Ada\""), "\(output)")
    }

    /// A module's operator function (`func +=(lhs: inout [Int: Movie], rhs: [Movie])`) is
    /// reached by the operator the evaluated file uses.
    @Test func anOperatorFunctionIsReachedByItsOperator() {
        let movie = ModuleFile(name: "Repo/Movie.swift", text: "struct Movie { var id: Int; var title: String }")
        let merge = ModuleFile(name: "Repo/Merge.swift", text: "func +=(lhs: inout [Int: Movie], rhs: [Movie]) {\n    for movie in rhs { lhs[movie.id] = movie }\n}")
        let entry = "func merged() -> [Int: Movie] {\n    var movies: [Int: Movie] = [:]\n    movies += [Movie(id: 7, title: \"Heat\")]\n    return movies\n}\nText(merged()[7]?.title ?? \"none\")"
        let output = Self.tree(of: entry, in: "Repo/Row.swift", with: [movie, merge])
        #expect(output.contains("Text \"Heat\""), "\(output)")
    }

    /// clean-architecture's `CountryDetails` keeps its `Routing` and its helper views in
    /// extensions of its own file, and the module's `AppState` names `CountryDetails.Routing`:
    /// evaluating that file, the module loads the view with the extensions it and they use.
    @Test func theEvaluatedFilesTypeLoadsWithItsExtensions() {
        let state = ModuleFile(name: "Repo/AppState.swift", text: "struct AppState {\n    var details = Details.Routing()\n}")
        let entry = """
            import SwiftUI
            struct Details: View {
                @State var routing: Routing = .init()
                var body: some View { content() }
            }
            private extension Details {
                func load() -> String { AppState().details.sheet ? "sheet" : "plain" }
            }
            private extension Details {
                func content() -> some View { Text(load()) }
            }
            extension Details {
                struct Routing { var sheet = false }
            }
            #Preview { Details() }
            """
        let output = evaluated(entry, with: [state])
        #expect(output.text.contains("plain"), "\(output.text)")
    }

    /// The evaluated file's extension of a module type (`extension DBModel.Currency { var title }`)
    /// goes with that type, so the module's declarations that need the file's own see it.
    @Test func theEvaluatedFilesExtensionOfAModuleTypeGoesWithIt() {
        let model = ModuleFile(name: "Repo/Currency.swift", text: "struct Currency { var code: String }")
        let state = ModuleFile(name: "Repo/AppState.swift", text: "struct AppState {\n    var row = Row(currency: Currency(code: \"EUR\"))\n}")
        let entry = """
            import SwiftUI
            struct Row: View {
                let currency: Currency
                var body: some View { Text(currency.title) }
            }
            extension Currency {
                var title: String { "€ " + code }
            }
            #Preview { AppState().row }
            """
        let output = evaluated(entry, with: [model, state])
        #expect(output.text.contains("€ EUR"), "\(output.text)")
    }

    /// A module file's extension of a type the evaluated file declares (clean-architecture's
    /// `extension CountriesList { struct LocaleReader … }`, SwiftUIX's `extension TextView { func
    /// editable }`) is checked with the file, as Xcode compiles it with the file's type.
    @Test func aModuleExtensionOfTheEvaluatedFilesTypeIsCheckedWithIt() {
        let reader = ModuleFile(name: "Repo/LocaleReader.swift", text: """
            extension Details {
                struct Reader { var name = "reader" }
                func titled() -> String { Reader().name + "!" }
            }
            """)
        let entry = """
            import SwiftUI
            struct Details: View {
                var body: some View { Text(titled()) }
            }
            #Preview { Details() }
            """
        let output = evaluated(entry, with: [reader])
        #expect(output.text.hasSuffix("reader!\n"), "\(output.text)")
    }

    /// Such an extension that does not check is left out, as a module declaration would be: the
    /// file evaluates without it, or says what it misses.
    @Test func aModuleExtensionOfTheFilesTypeThatDoesNotCheckIsLeftOut() {
        let broken = ModuleFile(name: "Repo/Details+Broken.swift", text: "extension Details {\n    var count: Int { missing }\n}")
        let session = session()
        let alone = "import SwiftUI\nstruct Details: View {\n    var body: some View { Text(\"alone\") }\n}\n#Preview { Details() }"
        _ = session.loadModule([broken], for: alone)
        #expect(session.evaluateFile(alone).text.hasSuffix("alone\n"))
        let needing = "import SwiftUI\nstruct Details: View {\n    var body: some View { Text(\"\\(count)\") }\n}\n#Preview { Details() }"
        _ = session.loadModule([broken], for: needing)
        let output = session.evaluateFile(needing)
        #expect(output.diagnostics.contains("cannot find 'count' in scope"), "\(output.diagnostics)")
    }

    /// A test target's extension of the file's type (`UnitTests/`) is not compiled with the app.
    @Test func aTestTargetsExtensionOfTheFilesTypeIsNotChecked() {
        let testing = ModuleFile(name: "Repo/UnitTests/DetailsTests.swift", text: "extension Details {\n    var label: String { \"tested\" }\n}")
        let app = ModuleFile(name: "Repo/App/Model.swift", text: "struct Model {}")
        let entry = "import SwiftUI\nstruct Details: View {\n    var body: some View { Text(label) }\n}\n#Preview { Details() }"
        let session = session()
        _ = session.loadModule([testing, app], for: entry)
        let output = session.evaluateFile(entry)
        #expect(output.diagnostics.contains("cannot find 'label' in scope"), "\(output.diagnostics)")
    }

    /// The evaluated file's extension of an SDK type (clean-architecture's `extension View { func
    /// sheet2(…) }`) goes with the file's view that the module needs and that uses it.
    @Test func theEvaluatedFilesExtensionOfAnSDKTypeGoesWithTheViewUsingIt() {
        let state = ModuleFile(name: "Repo/AppState.swift", text: "struct AppState {\n    var routing = Details.Routing()\n}")
        let entry = """
            import SwiftUI
            struct Details: View {
                var body: some View { Text("details").framed(AppState().routing.width) }
                struct Routing { var width = 40.0 }
            }
            extension View {
                func framed(_ width: Double) -> some View { frame(width: width) }
            }
            #Preview { Details() }
            """
        // 40 points wide: five cells a line.
        let output = evaluated(entry, with: [state])
        #expect(output.text.hasSuffix("detai\nls\n"), "\(output.text)")
    }

    /// A module's global gets its value when first read, as Swift's do: one nothing reads never
    /// runs its initializer, one read twice runs it once.
    @Test func aModuleGlobalGetsItsValueWhenFirstRead() {
        let globals = ModuleFile(name: "Repo/Globals.swift", text: """
            let greeting: String = { print("greeting made"); return "hello" }()
            let unused: Int = { print("unused made"); return 1 }()
            func twice() -> String { greeting + " " + greeting }
            func both() -> Int { unused }
            """)
        let entry = "import SwiftUI\nstruct Greeting: View {\n    var body: some View { Text(twice()) }\n}\n#Preview { Greeting() }"
        let output = evaluated(entry, with: [globals])
        #expect(output.text.contains("greeting made\n"), "\(output.text)")
        #expect(!output.text.contains("greeting made\ngreeting made"), "\(output.text)")
        #expect(!output.text.contains("unused made"), "\(output.text)")
        #expect(output.text.contains("hello hello"), "\(output.text)")
    }

    /// A global whose initializer fails is an error of the read that needs it, placed in its file.
    @Test func aModuleGlobalsFailingInitializerIsAnErrorOfItsRead() {
        let globals = ModuleFile(name: "Repo/Globals.swift", text: "let items = [1, 2]\nlet third = items[2]")
        let entry = "import SwiftUI\nstruct Third: View {\n    var body: some View { Text(\"\\(third)\") }\n}\n#Preview { Third() }"
        let session = session()
        _ = session.loadModule([globals], for: entry)
        let output = session.evaluateFile(entry)
        #expect(output.diagnostics.contains("Repo/Globals.swift:2:13: error:"), "\(output.diagnostics)")
        #expect(output.diagnostics.contains("Fatal error: Index out of range"), "\(output.diagnostics)")
    }

    /// An SDK type's conformance to a module protocol (`extension Optional: TextStyle`), which
    /// `buildOptional`'s `(some TextStyle)?` needs without naming `Optional`, loads before what
    /// uses the protocol (markdown-ui's `Theme.basic`, read by an environment key's default).
    @Test func anSDKTypesConformanceLoadsWithTheProtocol() {
        let files = [
            ModuleFile(name: "Lib/TextStyle.swift", text: """
                protocol TextStyle {
                    func apply() -> String
                }

                @resultBuilder enum TextStyleBuilder {
                    static func buildBlock<S: TextStyle>(_ style: S) -> S { style }
                    static func buildOptional(_ component: (some TextStyle)?) -> some TextStyle { component }
                }
                """),
            ModuleFile(name: "Lib/TextStyleBuilder+Optional.swift", text: """
                extension Optional: TextStyle where Wrapped: TextStyle {
                    func apply() -> String { self?.apply() ?? "plain" }
                }
                """),
            ModuleFile(name: "Lib/Bold.swift", text: "struct Bold: TextStyle {\n    func apply() -> String { \"bold\" }\n}"),
            ModuleFile(name: "Lib/Theme.swift", text: """
                struct Theme {
                    var style = ""
                    func text(@TextStyleBuilder _ body: () -> some TextStyle) -> Theme { Theme(style: body().apply()) }
                }
                """),
            ModuleFile(name: "Lib/Theme+Basic.swift", text: """
                extension Theme {
                    static let basic = Theme().text {
                        if Theme.isBold { Bold() }
                    }
                    static let isBold = true
                }
                """),
            ModuleFile(name: "Lib/Environment+Theme.swift", text: """
                import SwiftUI

                extension EnvironmentValues {
                    var theme: Theme {
                        get { self[ThemeKey.self] }
                        set { self[ThemeKey.self] = newValue }
                    }
                }

                private struct ThemeKey: EnvironmentKey {
                    static let defaultValue: Theme = .basic
                }
                """),
        ]
        let entry = "import SwiftUI\nstruct StyleLabel: View {\n    @Environment(\\.theme) private var theme\n    var body: some View { Text(theme.style) }\n}\n#Preview { StyleLabel() }"
        let output = evaluated(entry, with: files)
        #expect(output.text.contains("bold"), "\(output.text)")
    }

    /// Gifski writes `typealias Defaults = _Defaults`, as the Defaults package's README suggests,
    /// where the package declares `enum Defaults` and `typealias _Defaults = Defaults`: the app's
    /// alias and the package's enum are one type, and its extensions are that type's.
    @Test func anAppsAliasBackToAPackagesTypeIsThatType() {
        let files = [
            ModuleFile(name: "Repo/_dependencies/sindresorhus+Defaults/Sources/Defaults/Defaults.swift", text: """
                public enum Defaults {
                    public class Keys {
                        public let name: String
                        public init(name: String) { self.name = name }
                    }
                }
                public typealias _Defaults = Defaults
                """),
            ModuleFile(name: "Repo/App/Utilities.swift", text: "import Defaults\n\ntypealias Defaults = _Defaults"),
            ModuleFile(name: "Repo/App/Constants.swift", text: "extension Defaults.Keys {\n    static let fps = Defaults.Keys(name: \"fps\")\n}"),
        ]
        let entry = "import SwiftUI\nimport Defaults\n\nText(Defaults.Keys.fps.name)"
        #expect(Self.tree(of: entry, in: "Repo/App/Row.swift", with: files).contains("Text \"fps\""))
    }
}
