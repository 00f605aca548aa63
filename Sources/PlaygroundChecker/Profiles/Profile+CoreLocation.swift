extension Profile {
    /// CoreLocation's coordinate values, as model types and map views hold them.
    static let coreLocationSource = #"""
// MARK: CoreLocation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

/// A latitude and longitude in degrees.
public struct CLLocationCoordinate2D {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() {
        self.latitude = 0
        self.longitude = 0
    }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A place on Earth: its coordinate (no altitude, course or time here).
open class CLLocation {
    public let coordinate: CLLocationCoordinate2D
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
"""#
}
