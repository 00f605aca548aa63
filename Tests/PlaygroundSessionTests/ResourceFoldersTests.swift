import PlaygroundRuntime
import Testing
@testable import PlaygroundSession

/// `Bundle.main` over a module's folders: resources found by name wherever they sit, read
/// only when they are the bundle's, and decoded by `JSONDecoder` as an app's model loader does.
struct ResourceFoldersTests {
    @Test func findsResourcesByNameInSubfolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("[1]", to: "App/Resources/numbers.json")
        try folder.write("struct A {}", to: "App/A.swift")
        let bundle = ResourceFolders.bundle([folder.path])
        let path = try #require(bundle.path("numbers.json"))
        #expect(path.hasSuffix("/App/Resources/numbers.json"))
        #expect(bundle.contents(path) == "[1]")
        #expect(bundle.path("A.swift") == nil)
        #expect(bundle.contents(folder.path + "/App/A.swift") == nil)
    }

    @Test func withoutRecursionOnlyTheFolderItself() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "top.json")
        try folder.write("{}", to: "inner/deep.json")
        let bundle = ResourceFolders.bundle([folder.path], recursive: false)
        #expect(bundle.path("top.json") != nil)
        #expect(bundle.path("deep.json") == nil)
    }

    @Test func anAppLoadsItsBundledJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"[{"id": 1, "name": "Turtle Rock", "park_name": "Joshua Tree"}, {"id": 2, "name": "日本 🗻", "park_name": "Fuji"}]"#, to: "Resources/landmarks.json")
        let session = Session(options: SessionOptions(width: 40, color: false))
        session.interpreter.bundle = ResourceFolders.bundle([folder.path])
        let output = session.submit(#"""
        struct Landmark: Codable, Identifiable { var id: Int; var name: String; var parkName: String }
        func load<T: Decodable>(_ filename: String) -> T {
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else { fatalError("Couldn't find \(filename) in main bundle.") }
            let data = try! Data(contentsOf: file)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try! decoder.decode(T.self, from: data)
        }
        let landmarks: [Landmark] = load("landmarks.json")
        List(landmarks) { Text("\($0.name), \($0.parkName)") }
        """#)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.combined.contains("Turtle Rock, Joshua Tree"))
        #expect(output.combined.contains("日本 🗻, Fuji"))
        let missing = session.submit(#"Text(Bundle.main.url(forResource: "absent", withExtension: "json") == nil ? "none" : "found")"#)
        #expect(missing.combined.contains("none"))
    }

    @Test func aFileOutsideTheBundleIsNotRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret", to: "elsewhere.txt")
        let session = Session(options: SessionOptions(width: 40, color: false))
        let output = session.submit(#"let data = try Data(contentsOf: URL(fileURLWithPath: "\#(folder.path)/elsewhere.txt"))"# + "\nText(\"\\(data.count)\")")
        #expect(output.isError)
        #expect(output.combined.contains("_FileUnavailable"))
    }
}
