// Apps and scenes: the struct an app file marks `@main`, its window groups, the
// scene modifiers app files apply, and an app delegate.

// MARK: - app_with_window_group_and_modifiers
// expect: Text
final class Library: ObservableObject { @Published var books = ["Dune"] }
final class Shelf: Observable { var count = 1 }
final class Delegate: NSObject, UIApplicationDelegate {}

struct LibraryApp: App {
    @StateObject private var library = Library()
    let delegate = Delegate()
    @State private var shelf = Shelf()

    var body: some Scene {
        WindowGroup("Library", id: "main") {
            List(library.books, id: \.self) { Text($0) }
        }
        .environmentObject(library)
        .environment(shelf)
        .environment(\.sizeCategory, .large)
        .onChange(of: shelf.count) { old, new in print(old, new) }
        .onChange(of: shelf.count, initial: true) { print("changed") }
        .defaultSize(width: 600, height: 400)
        .defaultSize(CGSize(width: 300, height: 200))
        .windowResizability(.contentSize)
        .handlesExternalEvents(matching: ["library"])
    }
}

func launch() {
    LibraryApp.main()
    let sizes: [WindowResizability] = [.automatic, .contentSize, .contentMinSize]
    print(sizes.count)
}
Text("\(type(of: LibraryApp().body))")

// MARK: - scenes_of_several_windows
// expect: Text
@SceneBuilder
func readerWindows() -> some Scene {
    WindowGroup { Text("Reader") }
}
struct ReaderScene: Scene {
    var body: some Scene {
        WindowGroup { Text("Reader") }
    }
}
struct DeskApp: App {
    var body: some Scene {
        ReaderScene()
        WindowGroup(Text("Notes")) { Text("Notes") }
        WindowGroup("Drafts" as String) { Text("Drafts") }
        WindowGroup(Text("Inbox"), id: "inbox") { Text("Inbox") }
        WindowGroup("Outbox" as String, id: "outbox") { Text("Outbox") }
        WindowGroup(id: "plain") { Text("Plain") }
    }
}
Text("\(type(of: DeskApp().body))")
