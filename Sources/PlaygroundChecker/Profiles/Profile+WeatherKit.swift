extension Profile {
    /// WeatherKit as an app names it: the conditions (each written as the Weather app writes it,
    /// `Partly Cloudy`) and the service, whose requests throw `WeatherError.permissionDenied` in
    /// a preview, as they do without the app's WeatherKit entitlement, so the app's own fallback
    /// shows.
    static let weatherKitSource = #"""
// MARK: WeatherKit

public enum WeatherCondition: String, CaseIterable, Hashable, Codable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
    case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
    case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms
    case sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm
    case windy, wintryMix

    /// The condition's words, capitalized (`partlyCloudy` is `Partly Cloudy`).
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words += " " }
            words += words.isEmpty ? character.uppercased() : String(character)
        }
        return words
    }
    public var accessibilityDescription: String { description }
}

public enum WeatherError: Error {
    case permissionDenied
    case unknown
}

/// The weather now at a place.
public struct CurrentWeather {
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var cloudCover: Double
    public var humidity: Double
    public var isDaylight: Bool
}

/// One minute of the next hour's precipitation forecast.
public struct MinuteWeather {
    public var date: Date
    public var precipitationChance: Double
    public var precipitationIntensity: Measurement<UnitSpeed>
}

/// A forecast's entries, in time order.
public struct Forecast<Element>: RandomAccessCollection {
    public var forecast: [Element]
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

public struct Weather {
    public var currentWeather: CurrentWeather
    public var minuteForecast: Forecast<MinuteWeather>?
}

/// The attribution an app shows beside WeatherKit's data.
public struct WeatherAttribution {
    public var serviceName: String
    public var legalPageURL: URL
    public var combinedMarkLightURL: URL
    public var combinedMarkDarkURL: URL
}

/// WeatherKit's service: no request reaches Apple from a preview.
public final class WeatherService {
    public static let shared = WeatherService()
    public init() {}
    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.permissionDenied
    }
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}
"""#
}
