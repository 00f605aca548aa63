// MapKit's place search (the completer, its completions and the search), as a location
// picker's controller uses it; a preview reaches no map service.

// MARK: - place_search_completer_and_search
// expect: VStack<TupleView<(Text, ForEach<Array<MKMapItem>, MKMapItem, Text>)>>
let completer = MKLocalSearchCompleter()
let _ = completer.queryFragment = "Cupertino"
let types: MKLocalSearchCompleter.ResultType = [.address, .pointOfInterest, .query]
let _ = completer.resultTypes = types
let completions: [MKLocalSearchCompletion] = completer.results
let _ = completer.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3, longitude: -122.0), latitudinalMeters: 2000, longitudinalMeters: 2000)
let request = MKLocalSearch.Request()
let _ = request.naturalLanguageQuery = completer.queryFragment
let search = MKLocalSearch(request: request)
let _ = search.start { response, error in _ = (response?.mapItems.count, response?.boundingRegion.span.latitudeDelta, error) }
let _ = search.cancel()
let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
let code: MKError.Code = [MKError.Code.unknown, .serverFailure, .loadingThrottled, .placemarkNotFound, .directionsNotFound][1]
VStack {
    Text("\(completions.map { $0.title + ($0.subtitle) }.count) \(completer.isSearching) \(search.isSearching) \(item.placemark.coordinate.latitude) \(item.name ?? item.placemark.name ?? "") \(item.phoneNumber ?? "") \(item.url == nil) \(code == MKError.serverFailure) \(MKError(.unknown).code.rawValue)")
    ForEach([item], id: \.self) { Text($0.name ?? "") }
}

// MARK: - place_search_delegate
// expect: Text
final class Suggestions: MKLocalSearchCompleterDelegate {
    var titles: [String] = []
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { titles = completer.results.map(\.title) }
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) { titles = [] }
}
let suggestions = Suggestions()
let completer = MKLocalSearchCompleter()
let _ = completer.delegate = suggestions
let _ = completer.cancel()
Text("\(suggestions.titles.count)")
