import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// A view file with no `#Preview` and nothing at top level shows the views it declares: each
/// that can be made with no arguments as `X()`, and for the others the exact type of their
/// body, which needs no values (a generic view's in terms of its parameters).
extension Session {
    /// The names of the structs a file declares, in order, nested ones by their qualified names
    /// (`Context.Consumer`, declared in `extension Context`); which of them are views the
    /// checker says, once they are declared. Nil when the file has a statement.
    static func declaredStructs(in file: SourceFile) -> [String]? {
        var names: [String] = []
        func collect(_ decl: DeclSyntax, in outer: String?) {
            let qualified = { (name: String) in outer.map { "\($0).\(name)" } ?? name }
            if let type = decl.as(StructDeclSyntax.self) { names.append(qualified(type.name.text)) }
            let inner: String? = if let ext = decl.as(ExtensionDeclSyntax.self) {
                ext.extendedType.trimmedDescription
            } else {
                decl.asNamedDecl.map { qualified($0.name.text) }
            }
            guard let inner, let members = decl.asDeclGroup?.memberBlock.members else { return }
            for member in members { collect(member.decl, in: inner) }
        }
        for item in file.tree.statements {
            switch item.item {
            case .decl(let decl):
                collect(decl, in: nil)
            case .stmt, .expr:
                return nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Each declared view, titled: `X()` drawn, or the static type of `X`'s body. Structs that
    /// are not views are passed over (a view conforms to `View` or to a protocol refining it).
    func showDeclaredViews(_ names: [String], after declarations: SessionOutput, sections: [SessionOptions.Section], mount: Bool) -> SessionOutput {
        var output = declarations
        let view = NominalID("View")
        for name in names {
            guard let decl = checker.table.nominal(name) else { continue }
            let protocols = checker.system.allProtocols(of: decl)
            if protocols.contains(NominalID("App")) {
                showApp(name, decl, into: &output, sections: sections, mount: mount)
                continue
            }
            guard protocols.contains(view) else { continue }
            if !output.text.isEmpty { output.text += "\n" }
            let made = evaluate(code: "\(name)()", sections: sections, mount: mount, previewPart: true)
            if !made.isError {
                output.text += "── \(name)() ──\n" + made.text
                continue
            }
            output.text += "── \(name) ──\n"
            if let type = bodyType(of: decl) {
                output.text += "\(decl.declaredType).Body = \(type)\n"
            }
            // `X()` checks but stops while it runs (an environment object no ancestor set, a
            // trap): said as a note, since the file did not ask for `X()`, with where it stopped.
            if checker.check(SourceFile(name: options.sourceName, text: "\(name)()")).diagnostics.isEmpty {
                let first = made.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
                let reason = first.components(separatedBy: ": error: ")
                let place = reason.count == 2 ? ", at " + reason[0] : ""
                output.text += "(\(name)() stops while it runs: \(reason.last ?? first)\(place); a #Preview that sets it up draws it)\n"
            } else {
                output.text += "(\(name)() needs arguments; a #Preview that passes them draws it)\n"
            }
        }
        return output
    }

    /// An app (`@main struct X: App`): the type of its body, and its first window's content
    /// drawn, as the app would start (`Scene._firstWindow`).
    private func showApp(_ name: String, _ decl: NominalDecl, into output: inout SessionOutput, sections: [SessionOptions.Section], mount: Bool) {
        if !output.text.isEmpty { output.text += "\n" }
        output.text += "── \(name) ──\n"
        if let type = bodyType(of: decl) {
            output.text += "\(decl.declaredType).Body = \(type)\n"
        }
        let window = evaluate(code: "\(name)().body._firstWindow ?? AnyView(EmptyView())", sections: sections.filter { $0 != .type }, mount: mount, previewPart: true)
        if window.isError {
            let first = window.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
            output.text += "(its first window stops while it is made: \(first.components(separatedBy: ": error: ").last ?? first))\n"
        } else if !window.text.isEmpty {
            output.text += "\n" + window.text
        }
    }

    /// The type of a view's `body` (its own, or a protocol's that gives it one), `Self` the view.
    private func bodyType(of decl: NominalDecl) -> SwiftType? {
        guard let (body, selfBinding) = checker.bodyProperty(of: decl),
              let type = try? checker.propertyType(body), type != .error else { return nil }
        return checker.system.normalize(type.substituting(selfBinding))
    }
}
