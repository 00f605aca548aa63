import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// `import` at the top of a file: the modules a SwiftUI view file imports mean nothing more
/// (their names are the profile's); any other module does not exist here.
extension Checker {
    /// Modules whose names the profiles declare, in part.
    static let knownModules: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "FoundationEssentials", "Observation", "Combine", "CoreGraphics", "UIKit", "AppKit",
    ]

    /// Swift's error for a module that cannot be found, or nil for a known one.
    static func importDiagnostic(_ decl: ImportDeclSyntax) -> Diagnostic? {
        guard let module = decl.path.first?.name, !knownModules.contains(module.text) else { return nil }
        return PlaygroundDiagnostic.error("no such module '\(module.text)'", at: module)
    }
}
