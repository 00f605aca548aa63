extension Profile {
    /// MapKit's place search as view files' controllers use it: the completer that suggests
    /// places as a query is typed, its completions, and the search that turns one into map
    /// items. A preview reaches no map service: a completer suggests nothing, and a search
    /// fails as it does offline (`MKError.serverFailure`).
    static let mapKitSearchSource = #"""
// MARK: MapKit search

/// A suggested place: its title and subtitle as the completer wrote them.
open class MKLocalSearchCompletion: NSObject {
    let _title: String
    let _subtitle: String
    open var title: String { _title }
    open var subtitle: String { _subtitle }
    init(title: String, subtitle: String) {
        self._title = title
        self._subtitle = subtitle
    }
}

/// Gets a completer's suggestions (or its failure).
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// Suggests places for a partly typed query; no suggestion arrives in a preview.
open class MKLocalSearchCompleter: NSObject {
    public struct ResultType: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
    }
    open var queryFragment: String = ""
    open var region: MKCoordinateRegion = MKCoordinateRegion()
    open var resultTypes: MKLocalSearchCompleter.ResultType = [.address, .pointOfInterest, .query]
    open weak var delegate: MKLocalSearchCompleterDelegate?
    open var results: [MKLocalSearchCompletion] = []
    open var isSearching: Bool { false }
    public override init() {}
    open func cancel() {}
}

/// A place on the map: its coordinate (and address, which a preview does not have).
open class MKPlacemark: NSObject {
    open var coordinate: CLLocationCoordinate2D
    open var name: String?
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.name = nil
    }
}

/// A search result: a place with its name.
open class MKMapItem: NSObject {
    open var placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.name = placemark.name
    }
}

/// MapKit's errors.
public struct MKError: Error {
    public enum Code: Int {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound
    }
    public let code: MKError.Code
    public init(_ code: MKError.Code) { self.code = code }
    public static let serverFailure = MKError.Code.serverFailure
}

/// A search for places: a preview reaches no map service, so it fails with `serverFailure`.
open class MKLocalSearch: NSObject {
    open class Request: NSObject {
        open var naturalLanguageQuery: String?
        open var region: MKCoordinateRegion = MKCoordinateRegion()
        public override init() {}
        public init(completion: MKLocalSearchCompletion) {
            self.naturalLanguageQuery = completion.title
        }
    }
    open class Response: NSObject {
        open var mapItems: [MKMapItem] = []
        open var boundingRegion: MKCoordinateRegion = MKCoordinateRegion()
    }
    let request: MKLocalSearch.Request
    public init(request: MKLocalSearch.Request) { self.request = request }
    open func start() async throws -> MKLocalSearch.Response { throw MKError(.serverFailure) }
    open func start(completionHandler: @escaping (MKLocalSearch.Response?, Error?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    open func cancel() {}
    open var isSearching: Bool { false }
}
"""#
}
