@testable import PlaygroundSession
import Testing

/// What a module's file says of itself before it is parsed.
struct ModuleFileTests {
    @Test(arguments: [
        ("@main\nstruct App {}", true),
        ("import SwiftUI\n\n  @main struct App {}", true),
        ("\t@UIApplicationMain\nclass Delegate {}", true),
        ("@NSApplicationMain\r\nclass Delegate {}", true),
        ("@mainActor func f() {}", false),
        ("let s = \"@main\"", false),
        ("// runs @main\nstruct A {}", false),
        ("struct A {}\n@MainActor final class B {}", false),
    ])
    func anEntryPointIsAnAttributeThatBeginsALine(text: String, declares: Bool) {
        #expect(ModuleFile(name: "A.swift", text: text).declaresEntryPoint == declares)
    }
}
