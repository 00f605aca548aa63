import Dispatch
import Foundation
import PlaygroundSession
import Testing

/// The session's own path helpers, file kinds and threads (it does not link Foundation);
/// `NSString`'s path operations are the judge where the helpers stand in for them.
struct FilesTests {
    static let paths = ["a/b.txt", "/a/b/c", "b.txt", "/a", "a/b/", "/", "", "a/.hidden", "a/b.tar.gz", "~/x"]

    @Test(arguments: paths)
    func pathComponentsMatchNSString(path: String) {
        let ns = path as NSString
        #expect(path.lastPathComponent == ns.lastPathComponent)
        #expect(path.deletingLastPathComponent == ns.deletingLastPathComponent)
        #expect(path.pathExtension == ns.pathExtension)
        #expect(path.appendingPathComponent("d") == ns.appendingPathComponent("d"))
    }

    @Test func aTildeIsTheHomeFolder() throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect("~".expandingTildeInPath == home)
        #expect("~/x/y".expandingTildeInPath == home + "/x/y")
        #expect("a/~".expandingTildeInPath == "a/~")
    }

    @Test func fileKindsTellFilesFoldersAndOthersApart() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("text", to: "f.txt")
        #expect(FileKind(atPath: file) == .file)
        #expect(FileKind(atPath: folder.path) == .directory)
        #expect(FileKind(atPath: "/dev/null") == .other)
        #expect(FileKind(atPath: folder.file("missing")) == nil)
    }

    @Test func sourceReaderGivesTheSystemsReason() throws {
        #expect(throws: SourceReader.Failure(reason: "No such file or directory")) {
            _ = try SourceReader.contents(ofFile: "/no/such/file")
        }
        let folder = try TemporaryFolder()
        let file = try folder.write("héllo", to: "f.txt")
        #expect(try SourceReader.contents(ofFile: file) == Array("héllo".utf8))
    }

    @Test(arguments: [false, true])
    func aDetachedThreadRunsItsBody(onAnotherCore: Bool) {
        let done = DispatchSemaphore(value: 0)
        #expect(DetachedThread.start(onAnotherCore: onAnotherCore) { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
    }
}
