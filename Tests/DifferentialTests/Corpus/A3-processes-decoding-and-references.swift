// Foundation's `Process`, `Pipe` and `FileHandle` (a sandbox with no programs: running one
// throws), Combine's `TopLevelDecoder` and `decode(type:decoder:)`, a method of several
// parameters passed where a function of their tuple is wanted, and empty collection literals
// whose type a generic call leaves to what follows.

// MARK: - process_and_pipe
// expect: Text
extension Process {
    static func execute(_ command: String, arguments: [String]) -> Data? {
        let task = Process()
        task.launchPath = command
        task.arguments = arguments
        task.environment = ProcessInfo.processInfo.environment
        let pipe = Pipe()
        task.standardOutput = pipe
        do {
            try task.run()
            task.waitUntilExit()
            return pipe.fileHandleForReading.readDataToEndOfFile()
        } catch {
            return nil
        }
    }
}
let output = Process.execute("/usr/bin/xcrun", arguments: ["simctl", "list"])
let running: Process? = try? Process.run(URL(fileURLWithPath: "/bin/ls"), arguments: ["-l"]) { process in process.terminate() }
let handle: FileHandle = Pipe().fileHandleForWriting
let _ = {
    handle.write(Data("log".utf8))
    FileHandle.standardError.write(Data("warning".utf8))
    FileHandle.standardOutput.closeFile()
}()
Text("\(output == nil) \(running == nil) \(Process().isRunning) \(Process().terminationStatus) \(Pipe().fileHandleForReading.availableData.count)")

// MARK: - process_run_error
// expect: Text
let failure: String = {
    let task = Process()
    task.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
    do {
        try task.run()
        return "ran"
    } catch {
        return error.localizedDescription
    }
}()
Text(failure)

// MARK: - publisher_decode
// expect: Text
struct Item: Decodable { let name: String }
func items<Coder: TopLevelDecoder>(_ decoder: Coder) -> AnyPublisher<[Item], Error> where Coder.Input == Data {
    Just(Data("[{\"name\": \"a\"}]".utf8))
        .decode(type: [Item].self, decoder: decoder)
        .eraseToAnyPublisher()
}
let decoded = items(JSONDecoder())
let plist = items(PropertyListDecoder())
Text("\(type(of: decoded)) \(type(of: plist))")

// MARK: - publisher_decode_type
// expect: Text
let decoding: Publishers.Decode<Just<Data>, Int, JSONDecoder> = Just(Data()).decode(type: Int.self, decoder: JSONDecoder())
Text("\(type(of: decoding))")

// MARK: - progress_style_tint
// expect: ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<CircularProgressViewStyle>>
ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .gray))

// MARK: - linear_progress_style_tint
// expect: ModifiedContent<ProgressView<EmptyView, EmptyView>, ProgressViewStyleModifier<LinearProgressViewStyle>>
ProgressView().progressViewStyle(LinearProgressViewStyle(tint: .red))

// MARK: - method_of_tuple_elements
// expect: List<Never, ForEach<Array<(String, Array<Int>)>, String, Text>>
struct Rows {
    let pairs: [(String, [Int])] = [("a", [1]), ("b", [1, 2])]
    func row(category: String, items: [Int]) -> Text { Text(category + "\(items.count)") }
    var list: some View { List { ForEach(pairs, id: \.0, content: row) } }
}
Rows().list

// MARK: - empty_literal_fixed_later
// expect: Text
func fetch<T: Decodable>() -> AnyPublisher<T, Error> {
    Fail(error: URLError(.badURL)).eraseToAnyPublisher()
}
final class Songs {
    var songs: [String: Int] = ["a": 1]
    var names: [String] = ["x"]
    var cancellables = Set<AnyCancellable>()
    func load() {
        fetch()
            .replaceError(with: [:])
            .sink { [weak self] songs in self?.songs = songs }
            .store(in: &cancellables)
        fetch()
            .replaceError(with: [])
            .sink { [weak self] names in self?.names = names }
            .store(in: &cancellables)
    }
}
let songs = Songs()
let _ = songs.load()
Text("\(songs.songs.count) \(songs.names.count)")

// MARK: - empty_literal_defaults
// expect: Text
func identity<T>(_ value: T) -> T { value }
let anything = identity([:])
let elements = identity([])
Text("\(type(of: anything)) \(type(of: elements))")
