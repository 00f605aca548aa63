import PlaygroundSession
import Testing

/// `--module FOLDER`'s files: every Swift file below it, hidden folders and the evaluated file left out.
struct ModuleFolderTests {
    @Test func readsTheFoldersSwiftFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("struct A {}", to: "Models/A.swift")
        try folder.write("struct B {}", to: "Views/Deep/B.swift")
        try folder.write("struct C {}", to: ".build/C.swift")
        try folder.write("struct D {}", to: "Docs/Tutorial.docc/Step-01.swift")
        try folder.write("not swift", to: "Views/notes.md")
        let evaluated = try folder.write("struct V {}", to: "Views/V.swift")
        let files = try ModuleFolder.files(in: folder.path, excluding: evaluated)
        #expect(files.map { String($0.name.dropFirst(folder.path.count)) } == ["/Models/A.swift", "/Views/Deep/B.swift"])
        #expect(files.first?.text == "struct A {}")
    }

    @Test func aCopyOfTheEvaluatedFileIsNotPartOfItsModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("struct A {}", to: "Models/A.swift")
        try folder.write("struct Row {}\nextension Row {}", to: "Views/Row.swift")
        let copy = "// Origin: owner/repo Views/Row.swift\nstruct Row {}\nextension Row {}"
        let files = try ModuleFolder.files(in: folder.path, copied: copy)
        #expect(files.map { String($0.name.dropFirst(folder.path.count)) } == ["/Models/A.swift"])
    }

    @Test func aMissingFolderSaysWhy() {
        #expect(throws: SourceReader.Failure(reason: "No such file or directory")) {
            try ModuleFolder.files(in: "/nonexistent-module-folder")
        }
    }
}
