// Decoding an app's bundled JSON (Bundle, Data, JSONDecoder, DecodingError, Codable's
// library conformances) and MapKit's SwiftUI map with its content builder.

// MARK: - bundled_json_loader
struct Park: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var kind: Kind
    var elevation: Range<Double>
    var visitors: [UInt16]
    var opened: Date?
    var site: URL?
    enum Kind: String, CaseIterable, Codable { case lake = "Lake", river }
}
func load<T: Decodable>(_ filename: String) -> T? {
    guard let file = Bundle.main.url(forResource: filename, withExtension: nil),
          let data = try? Data(contentsOf: file) else { return nil }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(T.self, from: data)
}
let parks: [Park] = load("parks.json") ?? []
List(parks) { park in Text(park.name) }

// MARK: - decoding_errors
func describe(_ json: String) -> String {
    do {
        let data = json.data(using: .utf8) ?? Data()
        let ids = try JSONDecoder().decode([String: Set<Int>].self, from: data)
        return "\(ids.count) \(data.count) \(data.isEmpty)"
    } catch let error as DecodingError {
        return error.debugDescription + error.localizedDescription
    } catch {
        return String(data: Data(), encoding: .utf8) ?? ""
    }
}
Text(describe("{}"))

// MARK: - map_with_camera_position
// expect: Map<MapContentView<Never, EmptyMapContent>>
let coordinate = CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)
let region = MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
Map(position: .constant(.region(region)))

// MARK: - map_initial_position_and_region
// expect: TupleView<(Map<MapContentView<Never, EmptyMapContent>>, Map<_DefaultMapContent>, Map<MapContentView<Never, EmptyMapContent>>)>
struct Maps: View {
    @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), latitudinalMeters: 1000, longitudinalMeters: 1000)
    var body: some View {
        Map(initialPosition: .automatic, interactionModes: [.pan, .zoom])
        Map(coordinateRegion: $region, showsUserLocation: true)
        Map(bounds: MapCameraBounds(minimumDistance: 100), interactionModes: .all)
    }
}
Maps().body

// MARK: - map_content_builder
// expect: Map<MapContentView<Never, TupleMapContent<(Marker<Text>, Annotation<Text, Image>, Optional<Marker<Text>>, _ConditionalMapContent<Marker<Text>, Marker<Text>>)>>>
let here = CLLocationCoordinate2D(latitude: 1, longitude: 2)
let showsThere = true
Map(initialPosition: .userLocation(fallback: .automatic)) {
    Marker("Here", coordinate: here)
    Annotation("Pin", coordinate: here, anchor: .bottom) { Image(systemName: "mappin") }
    if showsThere { Marker("There", systemImage: "star", coordinate: here) }
    if showsThere { Marker("A", coordinate: here) } else { Marker(String("B"), coordinate: here) }
}


// MARK: - coding_and_map_names
// expect: Text
let encodings: [String.Encoding] = [.utf8, .ascii, .unicode]
let keys: [JSONDecoder.KeyDecodingStrategy] = [.useDefaultKeys, .convertFromSnakeCase]
let dates: [JSONDecoder.DateDecodingStrategy] = [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601]
let camera: MapCameraPosition = .automatic
let modes: MapInteractionModes = [.rotate, .pitch]
func content<C: MapContent>(@MapContentBuilder _ make: () -> C) -> C { make() }
let built = content { EmptyMapContent() }
Text("\(encodings.count) \(keys.count) \(dates.count) \(camera.positionedByUser) \(modes.rawValue) \(camera.region == nil) \(built is EmptyMapContent)")

// MARK: - scanner_hex_colors
// expect: Text
func hexValue(_ hex: String) -> UInt64 {
    let scanner = Scanner(string: hex)
    scanner.charactersToBeSkipped = .whitespaces
    scanner.caseSensitive = true
    var value: UInt64 = 0
    var count = 0
    _ = scanner.scanHexInt64(&value)
    _ = scanner.scanInt(&count)
    _ = scanner.scanString("px")
    _ = scanner.scanUpToString(";")
    return scanner.isAtEnd ? value : UInt64(scanner.scanLocation) + UInt64(scanner.string.count)
}
Text("\(hexValue("ff8000"))")

// MARK: - length_formatter
// expect: Text
func lengthFormatter() -> LengthFormatter {
    let lengths = LengthFormatter()
    lengths.isForPersonHeightUse = false
    return lengths
}
let lengths = lengthFormatter()
let units: [LengthFormatter.Unit] = [.millimeter, .centimeter, .meter, .kilometer, .inch, .foot, .yard, .mile]
let spelled: [String] = units.map { unit in lengths.string(fromValue: 4.6, unit: unit) }
Text(spelled.joined(separator: ", ") + lengths.string(fromMeters: 1500))

// MARK: - binding_elements_and_local_bindable
// expect: VStack<TupleView<(Toggle<Text>, Text, ModifiedContent<Text, _AnimationModifier<Array<Bool>>>)>>
final class Flags: Observable { var values = [false, true]; var started = Date(timeIntervalSinceReferenceDate: 0) }
struct FlagsView: View {
    @State private var model = Flags()
    var body: some View {
        @Bindable var flags = model
        VStack {
            Toggle("First", isOn: $flags.values[0])
            Text("Since \(flags.started, style: .date)")
            Text("\(flags.values == [true, true])").animation(.default, value: flags.values)
        }
    }
}
FlagsView().body

// MARK: - json_serialization_objects_and_options
// expect: Text
let reading: JSONSerialization.ReadingOptions = [.mutableContainers, .mutableLeaves, .fragmentsAllowed, .allowFragments]
let writing: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]
let parsed = try? JSONSerialization.jsonObject(with: Data(#"{"count": 2, "gone": null}"#.utf8), options: reading)
let written = try? JSONSerialization.data(withJSONObject: ["a": NSNull(), "b": Double.nan.isNaN] as [String: Any], options: writing)
let valid = JSONSerialization.isValidJSONObject([Float.nan])
Text("\((parsed as? [String: Any])?["count"] as? Int ?? 0) \(String(decoding: written ?? Data(), as: UTF8.self)) \(valid)")

// MARK: - dictionary_indices
// expect: ForEach<Array<Index>, Index, Text>
func scoreIndices(_ table: [String: Int]) -> [Dictionary<String, Int>.Index] {
    var trimmed = table
    if let gone = trimmed.index(forKey: "cy") { trimmed.remove(at: gone) }
    let best = table.firstIndex(where: { $1 == 5 && !trimmed.isEmpty })
    return [table.startIndex, table.endIndex].filter { $0 != best }
}
let scoreTable = ["ana": 3, "bo": 5, "cy": 1]
ForEach(scoreIndices(scoreTable), id: \.self) { index in
    Text(index == scoreTable.endIndex ? "end" : "\(scoreTable[index].key) \(scoreTable.index(after: index) > index)")
}
