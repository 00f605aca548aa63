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

// MARK: - enum_integer_raw_types
// expect: Text
enum Policy: UInt { case standard = 1, longForm, independent = 8, shared }
enum Level: Int32 { case low = -1, mid, high }
enum Flag: UInt8 { case off, on }
Text("\(Policy.longForm.rawValue) \(Policy.shared.rawValue) \(Level.high.rawValue) \(Flag.on.rawValue) \(Policy(rawValue: 9) == .shared) \(Level(rawValue: 5) == nil)")

// MARK: - random_elements_and_ulp
// expect: Text
extension FloatingPoint {
    func isAlmostEqual(to other: Self, tolerance: Self = ulpOfOne.squareRoot()) -> Bool {
        guard isFinite, other.isFinite else { return false }
        return abs(self - other) <= tolerance * max(abs(self), abs(other))
    }
}
let scores = ["a": 1, "b": 2]
let picked: (key: String, value: Int)? = scores.randomElement()
let number: Int? = [1, 2, 3].randomElement()
let none: Int? = [Int]().randomElement()
Text("\(picked != nil) \(number != nil) \(none == nil) \(0.1 + 0.2 == 0.3) \((0.1 + 0.2).isAlmostEqual(to: 0.3)) \(Float.ulpOfOne < 1)")

// MARK: - point_transforms_and_display_scale
// expect: Text
struct Scaled: View {
    @Environment(\.displayScale) private var displayScale
    @Environment(\.pixelLength) private var pixelLength
    var body: some View {
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        let point: CGPoint = CGPoint(x: 1, y: 2).applying(transform)
        let size: CGSize = CGSize(width: 4, height: 5).applying(transform)
        Text("\(point.x) \(point.y) \(size.width) \(size.height) \(displayScale) \(pixelLength > 0)")
    }
}
Scaled().body

// MARK: - lossless_strings
// expect: Text
func written<T: LosslessStringConvertible>(_ value: T) -> String { String(value) }
let flag: Bool? = Bool("true")
Text("\(String(true)) \(written(false)) \(flag == true) \(Bool("yes") == nil) \(String(5)) \(String(2.5))")
