// File URLs as iOS 16 spells them: `URL(filePath:directoryHint:)`, whose hint (or a written
// trailing `/`) makes a folder's URL end with `/`, and `appending(path:directoryHint:)`.
func run() {
    let file = URL(filePath: "/tmp/notes/today.txt")
    let folder = URL(filePath: "/tmp/notes/", directoryHint: .inferFromPath)
    let marked = URL(filePath: "/tmp/archive", directoryHint: .isDirectory)
    print(file.absoluteString, file.lastPathComponent, file.isFileURL)
    print(folder.absoluteString, marked.absoluteString)
    print(folder.appending(path: "a.txt").absoluteString, marked.appending(path: "sub", directoryHint: .isDirectory).absoluteString)
    print(folder.appending(component: "b.txt").path)
}
