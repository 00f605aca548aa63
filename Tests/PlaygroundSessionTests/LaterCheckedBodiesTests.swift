@testable import PlaygroundSession
import PlaygroundSyntax
import SwiftSyntax
import Testing

/// A declaration's shape: what a loading round checks, and so what orders the module's groups.
struct LaterCheckedBodiesTests {
    static let file = SourceFile(name: "Views/Row.swift", text: """
        struct Row: View {
            var title = Formatter.shared.title
            var count: Int { Counter.total }
            var watched = 0 { didSet { Log.changed() } }
            var body: some View { Badge(title) }
            init(title: String) { self.title = Defaults.title(title) }
            func refresh() -> Status { Network.load() }
            subscript(i: Int) -> Item { Store.items[i] }
        }
        """)

    static var declaration: ModuleDeclaration { ModuleDeclaration.all(in: file)[0] }

    @Test func bodiesCheckedWhenNeededAreOutsideTheShape() {
        let shape = Self.declaration.shapeNames
        for name in ["Counter", "Log", "Defaults", "Network", "Store"] {
            #expect(!shape.contains(name), "\(name) is only in a body")
            #expect(Self.declaration.names.contains(name), "\(name) is still reached")
        }
    }

    @Test func signaturesInitialValuesAndOpaqueBodiesAreTheShape() {
        let shape = Self.declaration.shapeNames
        for name in ["View", "Formatter", "Int", "Badge", "String", "Status", "Item"] {
            #expect(shape.contains(name), "\(name) is in the shape")
        }
        #expect(Self.declaration.shapeMembers.contains("shared"))
        #expect(!Self.declaration.shapeMembers.contains("total"))
    }
}
