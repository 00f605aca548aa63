import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// A view file with no `#Preview` and nothing at top level shows the views it declares: each
/// that can be made with no arguments as `X()`, and for the others the exact type of their
/// body, which needs no values.
extension Session {
    /// The names of the `struct X: View` a file declares at top level, in order.
    static func declaredViews(in file: SourceFile) -> [String]? {
        var names: [String] = []
        for item in file.tree.statements {
            switch item.item {
            case .decl(let decl):
                guard let type = decl.as(StructDeclSyntax.self) else { continue }
                let inherits = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                if inherits.contains("View"), type.genericParameterClause == nil { names.append(type.name.text) }
            case .stmt, .expr:
                return nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Each declared view, titled: `X()` drawn, or the static type of `X`'s body.
    func showDeclaredViews(_ names: [String], after declarations: SessionOutput, sections: [SessionOptions.Section], mount: Bool) -> SessionOutput {
        var output = declarations
        for name in names {
            if !output.text.isEmpty { output.text += "\n" }
            let made = evaluate(code: "\(name)()", sections: sections, mount: mount, previewPart: true)
            if !made.isError {
                output.text += "── \(name)() ──\n" + made.text
                continue
            }
            output.text += "── \(name) ──\n"
            if let decl = checker.table.nominal(name), let body = decl.properties["body"]?.first,
               let type = try? checker.propertyType(body), type != .error {
                output.text += "\(name).Body = \(type)\n"
            }
            output.text += "(\(name)() needs arguments; a #Preview that passes them draws it)\n"
        }
        return output
    }
}
