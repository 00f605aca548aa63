import ArgumentParser
import PlaygroundSession

/// `--module FOLDER`: the rest of the evaluated file's module, whose declarations it may use.
struct ModuleFlags: ParsableArguments {
    @Option(name: .customLong("module"), help: ArgumentHelp(
        "A folder of the file's module (repeatable): the declarations the file reaches in its other Swift files are loaded first, as Xcode's previews see them.",
        valueName: "folder"))
    var folders: [String] = []

    @Flag(name: .customLong("left-out"), help: "With --module, list every declaration the module left out and why, not only those the errors name.")
    var listsLeftOut = false

    /// Loads into `session` what `text` (the file at `path`) reaches in the module's folders;
    /// nil without `--module`. The folders' other files are `Bundle.main`'s resources (without
    /// `--module`, those beside the file).
    func load(into session: Session, for text: String, path: String) throws -> ModuleLoad? {
        if !folders.isEmpty {
            session.interpreter.bundle = ResourceFolders.bundle(folders)
        } else if path != "-" {
            let folder = path.deletingLastPathComponent
            session.interpreter.bundle = ResourceFolders.bundle([folder.isEmpty ? "." : folder], recursive: false)
        }
        guard !folders.isEmpty else { return nil }
        var files: [ModuleFile] = []
        for folder in folders {
            do {
                files += try ModuleFolder.files(in: folder, excluding: path, copied: text)
                if let symbols = AssetSymbols.file(in: folder) { files.append(symbols) }
            } catch {
                throw ValidationError("cannot read the module folder \(folder): \(error)")
            }
        }
        return session.loadModule(files, for: text)
    }

    /// The file's output with what the module left out: its summary first, then notes for the
    /// left-out declarations the errors name.
    func output(_ output: SessionOutput, module: ModuleLoad?) -> SessionOutput {
        guard let module else { return output }
        var shown = output
        let notes = listsLeftOut ? module.allNotes : output.isError ? module.notes(forErrors: output.diagnostics, callees: output.callees) : ""
        shown.diagnostics = module.summary + "\n" + output.diagnostics + notes
        return shown
    }
}
