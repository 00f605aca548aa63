import SwiftParser
import SwiftSyntax
import Testing
@testable import PlaygroundSyntax

/// The kind-based casts agree with SwiftSyntax's own `asProtocol(_:)` on every node of a file
/// that holds each kind of declaration, parameter, attribute and closure signature.
@Suite struct SyntaxTraitCastsTests {
    static let source = """
        import SwiftUI
        precedencegroup Lower { higherThan: AdditionPrecedence }
        infix operator <~>: Lower
        @attached(member) macro Make() = #externalMacro(module: "M", type: "T")
        @available(*, deprecated) public typealias Name = String
        protocol P { associatedtype Item: Hashable; func f(_ x: Int) }
        @MainActor final class C: P {
            typealias Item = Int
            @Published private(set) var x = 1
            init(x: Int) { self.x = x }
            deinit {}
            subscript(i: Int) -> Int { get { i } set {} }
            func f(_ x: Int) {}
        }
        actor A { nonisolated func g<T: Equatable>(_ t: T) {} }
        indirect enum E { case a(label: Int), b; indirect case c(E) }
        struct S { #warning("w"); @ViewBuilder var body: some View { Text("a") } }
        extension S: Equatable { static func == (l: S, r: S) -> Bool { true } }
        let f = { @Sendable (a: Int, b: inout Int) -> Int in a }
        let g: @escaping (Int) -> Int = { $0 }
        #sourceLocation(file: "a", line: 1)
        """

    @Test func agreeWithDynamicCasts() {
        let tree = Parser.parse(source: Self.source)
        var kinds = Set<String>()
        for node in [Syntax(tree)] + Array(tree.tokens(viewMode: .all).flatMap { token in sequence(first: Syntax(token), next: \.parent) }) {
            kinds.insert("\(node.kind)")
            #expect((node.asDeclGroup != nil) == (node.asProtocol(DeclGroupSyntax.self) != nil), "DeclGroupSyntax: \(node.kind)")
            #expect((node.asNamedDecl != nil) == (node.asProtocol(NamedDeclSyntax.self) != nil), "NamedDeclSyntax: \(node.kind)")
            #expect((node.asWithAttributes != nil) == (node.asProtocol(WithAttributesSyntax.self) != nil), "WithAttributesSyntax: \(node.kind)")
            #expect((node.asWithModifiers != nil) == (node.asProtocol(WithModifiersSyntax.self) != nil), "WithModifiersSyntax: \(node.kind)")
        }
        // Every kind the casts name occurs in the file, so each list entry is checked.
        for kind in ["actorDecl", "associatedTypeDecl", "classDecl", "enumDecl", "extensionDecl", "functionDecl", "macroDecl",
                     "operatorDecl", "precedenceGroupDecl", "protocolDecl", "structDecl", "typeAliasDecl", "accessorDecl",
                     "attributedType", "closureParameter", "closureSignature", "deinitializerDecl",
                     "enumCaseDecl", "enumCaseParameter", "functionParameter", "genericParameter", "importDecl",
                     "initializerDecl", "macroExpansionDecl", "subscriptDecl", "variableDecl"] {
            #expect(kinds.contains(kind), "no \(kind) in the test file")
        }
    }
}
