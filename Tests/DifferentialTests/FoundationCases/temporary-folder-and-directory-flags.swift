// The container's temporary folder and home as paths, and fileExists(atPath:isDirectory:)
// answering through an ObjCBool made from a Boolean literal.
func run() {
    let manager = FileManager.default
    let tmp = NSTemporaryDirectory()
    print(tmp.hasSuffix("/"), manager.fileExists(atPath: tmp), NSHomeDirectory().isEmpty)
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: tmp, isDirectory: &isDirectory)
    print(exists, isDirectory.boolValue)
    let file = URL(fileURLWithPath: tmp).appendingPathComponent("note.txt")
    try? "hi".write(to: file, atomically: true, encoding: .utf8)
    var fileIsDirectory: ObjCBool = true
    print(manager.fileExists(atPath: file.path, isDirectory: &fileIsDirectory), fileIsDirectory.boolValue)
    var missing: ObjCBool = false
    print(manager.fileExists(atPath: tmp + "nothing", isDirectory: &missing), missing.boolValue)
}
