extension Profile {
    /// Foundation's measurements: `Measurement` of a unit, and the dimensions view files name
    /// (temperature, length, duration, angle, mass, speed, power, volume, energy) with Foundation's
    /// own symbols and conversion coefficients, so `converted(to:)` gives Swift's digits.
    static let foundationMeasurementsSource = #"""
// MARK: Measurements

/// Converts a unit's values to and from its dimension's base unit.
open class UnitConverter: NSObject {
    public override init() {}
    open func baseUnitValue(fromValue value: Double) -> Double { value }
    open func value(fromBaseUnitValue baseUnitValue: Double) -> Double { baseUnitValue }
}

/// `value × coefficient + constant` in the base unit.
open class UnitConverterLinear: UnitConverter {
    public let coefficient: Double
    public let constant: Double
    public init(coefficient: Double, constant: Double) {
        self.coefficient = coefficient
        self.constant = constant
    }
    public convenience init(coefficient: Double) { self.init(coefficient: coefficient, constant: 0) }
    open override func baseUnitValue(fromValue value: Double) -> Double { value * coefficient + constant }
    open override func value(fromBaseUnitValue baseUnitValue: Double) -> Double { (baseUnitValue - constant) / coefficient }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UnitConverterLinear else { return false }
        return other.coefficient == coefficient && other.constant == constant
    }
}

/// A unit of measure; units are equal when their symbols are.
open class Unit: NSObject {
    public let symbol: String
    public init(symbol: String) { self.symbol = symbol }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Unit else { return false }
        return other.symbol == symbol
    }
}

/// A unit of a dimension (length, temperature…), convertible to the dimension's other units.
open class Dimension: Unit {
    public let converter: UnitConverter
    public init(symbol: String, converter: UnitConverter) {
        self.converter = converter
        super.init(symbol: symbol)
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Dimension else { return false }
        return other.symbol == symbol && other.converter.isEqual(converter)
    }
    /// The unit the dimension converts through (kelvin, meters, seconds…).
    open class func baseUnit() -> Self { fatalError("baseUnit() is the subclass's") }
}

public final class UnitTemperature: Dimension {
    public static var kelvin: UnitTemperature { UnitTemperature(symbol: "K", converter: UnitConverterLinear(coefficient: 1)) }
    public static var celsius: UnitTemperature { UnitTemperature(symbol: "°C", converter: UnitConverterLinear(coefficient: 1, constant: 273.15)) }
    public static var fahrenheit: UnitTemperature { UnitTemperature(symbol: "°F", converter: UnitConverterLinear(coefficient: 0.55555555555556, constant: 255.37222222222428)) }
    public override class func baseUnit() -> UnitTemperature { kelvin }
}

public final class UnitLength: Dimension {
    public static var meters: UnitLength { UnitLength(symbol: "m", converter: UnitConverterLinear(coefficient: 1)) }
    public static var kilometers: UnitLength { UnitLength(symbol: "km", converter: UnitConverterLinear(coefficient: 1000)) }
    public static var centimeters: UnitLength { UnitLength(symbol: "cm", converter: UnitConverterLinear(coefficient: 0.01)) }
    public static var millimeters: UnitLength { UnitLength(symbol: "mm", converter: UnitConverterLinear(coefficient: 0.001)) }
    public static var miles: UnitLength { UnitLength(symbol: "mi", converter: UnitConverterLinear(coefficient: 1609.34)) }
    public static var yards: UnitLength { UnitLength(symbol: "yd", converter: UnitConverterLinear(coefficient: 0.9144)) }
    public static var feet: UnitLength { UnitLength(symbol: "ft", converter: UnitConverterLinear(coefficient: 0.3048)) }
    public static var inches: UnitLength { UnitLength(symbol: "in", converter: UnitConverterLinear(coefficient: 0.0254)) }
    public static var nauticalMiles: UnitLength { UnitLength(symbol: "NM", converter: UnitConverterLinear(coefficient: 1852)) }
    public override class func baseUnit() -> UnitLength { meters }
}

public final class UnitDuration: Dimension {
    public static var seconds: UnitDuration { UnitDuration(symbol: "s", converter: UnitConverterLinear(coefficient: 1)) }
    /// "min" as Apple's Foundation writes it.
    public static var minutes: UnitDuration { UnitDuration(symbol: "min", converter: UnitConverterLinear(coefficient: 60)) }
    public static var hours: UnitDuration { UnitDuration(symbol: "h", converter: UnitConverterLinear(coefficient: 3600)) }
    public static var milliseconds: UnitDuration { UnitDuration(symbol: "ms", converter: UnitConverterLinear(coefficient: 0.001)) }
    public override class func baseUnit() -> UnitDuration { seconds }
}

public final class UnitAngle: Dimension {
    public static var degrees: UnitAngle { UnitAngle(symbol: "°", converter: UnitConverterLinear(coefficient: 1)) }
    public static var radians: UnitAngle { UnitAngle(symbol: "rad", converter: UnitConverterLinear(coefficient: 57.29577951308232)) }
    public override class func baseUnit() -> UnitAngle { degrees }
}

public final class UnitMass: Dimension {
    public static var kilograms: UnitMass { UnitMass(symbol: "kg", converter: UnitConverterLinear(coefficient: 1)) }
    public static var grams: UnitMass { UnitMass(symbol: "g", converter: UnitConverterLinear(coefficient: 0.001)) }
    public static var pounds: UnitMass { UnitMass(symbol: "lb", converter: UnitConverterLinear(coefficient: 0.453592)) }
    public static var ounces: UnitMass { UnitMass(symbol: "oz", converter: UnitConverterLinear(coefficient: 0.0283495)) }
    public override class func baseUnit() -> UnitMass { kilograms }
}

public final class UnitSpeed: Dimension {
    public static var metersPerSecond: UnitSpeed { UnitSpeed(symbol: "m/s", converter: UnitConverterLinear(coefficient: 1)) }
    public static var kilometersPerHour: UnitSpeed { UnitSpeed(symbol: "km/h", converter: UnitConverterLinear(coefficient: 0.277778)) }
    public static var milesPerHour: UnitSpeed { UnitSpeed(symbol: "mph", converter: UnitConverterLinear(coefficient: 0.44704)) }
    public override class func baseUnit() -> UnitSpeed { metersPerSecond }
}

public final class UnitPower: Dimension {
    public static var watts: UnitPower { UnitPower(symbol: "W", converter: UnitConverterLinear(coefficient: 1)) }
    public static var kilowatts: UnitPower { UnitPower(symbol: "kW", converter: UnitConverterLinear(coefficient: 1000)) }
    public static var megawatts: UnitPower { UnitPower(symbol: "MW", converter: UnitConverterLinear(coefficient: 1_000_000)) }
    public override class func baseUnit() -> UnitPower { watts }
}

public final class UnitVolume: Dimension {
    public static var liters: UnitVolume { UnitVolume(symbol: "L", converter: UnitConverterLinear(coefficient: 1)) }
    public static var milliliters: UnitVolume { UnitVolume(symbol: "mL", converter: UnitConverterLinear(coefficient: 0.001)) }
    public override class func baseUnit() -> UnitVolume { liters }
}

public final class UnitEnergy: Dimension {
    public static var joules: UnitEnergy { UnitEnergy(symbol: "J", converter: UnitConverterLinear(coefficient: 1)) }
    public static var kilocalories: UnitEnergy { UnitEnergy(symbol: "kCal", converter: UnitConverterLinear(coefficient: 4184)) }
    public static var kilowattHours: UnitEnergy { UnitEnergy(symbol: "kWh", converter: UnitConverterLinear(coefficient: 3_600_000)) }
    public override class func baseUnit() -> UnitEnergy { joules }
}

public final class UnitInformationStorage: Dimension {
    public static var bits: UnitInformationStorage { UnitInformationStorage(symbol: "bit", converter: UnitConverterLinear(coefficient: 1)) }
    public static var bytes: UnitInformationStorage { UnitInformationStorage(symbol: "B", converter: UnitConverterLinear(coefficient: 8)) }
    public static var kilobytes: UnitInformationStorage { UnitInformationStorage(symbol: "kB", converter: UnitConverterLinear(coefficient: 8_000)) }
    public static var megabytes: UnitInformationStorage { UnitInformationStorage(symbol: "MB", converter: UnitConverterLinear(coefficient: 8_000_000)) }
    public static var gigabytes: UnitInformationStorage { UnitInformationStorage(symbol: "GB", converter: UnitConverterLinear(coefficient: 8_000_000_000)) }
    public static var terabytes: UnitInformationStorage { UnitInformationStorage(symbol: "TB", converter: UnitConverterLinear(coefficient: 8_000_000_000_000)) }
    public static var kibibytes: UnitInformationStorage { UnitInformationStorage(symbol: "KiB", converter: UnitConverterLinear(coefficient: 8_192)) }
    public static var mebibytes: UnitInformationStorage { UnitInformationStorage(symbol: "MiB", converter: UnitConverterLinear(coefficient: 8_388_608)) }
    public static var gibibytes: UnitInformationStorage { UnitInformationStorage(symbol: "GiB", converter: UnitConverterLinear(coefficient: 8_589_934_592)) }
    public override class func baseUnit() -> UnitInformationStorage { bits }
}

/// Writes measurements in en_US: a temperature in Fahrenheit ("72°F") unless `providedUnit`,
/// other units as given ("1.5 GB"), numbers with at most three fraction digits. The
/// playground does not convert other dimensions to en_US's units (kilometers to miles), as
/// Foundation does without `providedUnit`.
open class MeasurementFormatter: Formatter {
    public struct UnitOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }
    public enum UnitStyle: Int { case short = 1, medium, long }
    public var unitOptions: MeasurementFormatter.UnitOptions = []
    public var unitStyle: MeasurementFormatter.UnitStyle = .medium
    public var locale: Locale! = Locale.current
    public var numberFormatter: NumberFormatter!
    public override init() {
        numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .decimal
    }
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        if let unit = measurement.unit as? UnitTemperature {
            let temperature = Measurement(value: measurement.value, unit: unit)
            let shown = unitOptions.contains(.providedUnit) || unitOptions.contains(.temperatureWithoutUnit) ? temperature : temperature.converted(to: .fahrenheit)
            let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? ""
            return unitOptions.contains(.temperatureWithoutUnit) ? number + "°" : number + shown.unit.symbol
        }
        return (numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "") + " " + measurement.unit.symbol
    }
    public func string(from unit: Unit) -> String { unit.symbol }
}

/// A value in a unit: `Measurement(value: 72, unit: UnitTemperature.fahrenheit)` prints "72.0 °F".
public struct Measurement<UnitType: Unit>: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public let unit: UnitType
    public var value: Double
    public init(value: Double, unit: UnitType) {
        self.value = value
        self.unit = unit
    }
    public var description: String { "\(value) \(unit.symbol)" }
    public var debugDescription: String { "\(value) \(unit.symbol)" }
    public static func * (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> { Measurement(value: lhs.value * rhs, unit: lhs.unit) }
    public static func * (lhs: Double, rhs: Measurement<UnitType>) -> Measurement<UnitType> { Measurement(value: lhs * rhs.value, unit: rhs.unit) }
    public static func / (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> { Measurement(value: lhs.value / rhs, unit: lhs.unit) }
}

extension Measurement: Comparable where UnitType: Dimension {}

extension Measurement where UnitType: Dimension {
    /// The same quantity in `otherUnit`, through the dimension's base unit.
    public func converted(to otherUnit: UnitType) -> Measurement<UnitType> {
        if unit.isEqual(otherUnit) { return Measurement(value: value, unit: otherUnit) }
        let base = unit.converter.baseUnitValue(fromValue: value)
        return Measurement(value: otherUnit.converter.value(fromBaseUnitValue: base), unit: otherUnit)
    }
    public mutating func convert(to otherUnit: UnitType) { self = converted(to: otherUnit) }
    /// In the left-hand unit when the units are equal, else in the base unit (as Foundation adds).
    public static func + (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> {
        if lhs.unit.isEqual(rhs.unit) { return Measurement(value: lhs.value + rhs.value, unit: lhs.unit) }
        return Measurement(value: lhs._baseValue + rhs._baseValue, unit: lhs._baseUnit)
    }
    public static func - (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> {
        if lhs.unit.isEqual(rhs.unit) { return Measurement(value: lhs.value - rhs.value, unit: lhs.unit) }
        return Measurement(value: lhs._baseValue - rhs._baseValue, unit: lhs._baseUnit)
    }
    public static func == (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
        lhs.unit.isEqual(rhs.unit) ? lhs.value == rhs.value : lhs._baseValue == rhs._baseValue
    }
    public static func < (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
        lhs.unit.isEqual(rhs.unit) ? lhs.value < rhs.value : lhs._baseValue < rhs._baseValue
    }
    var _baseValue: Double { unit.converter.baseUnitValue(fromValue: value) }
    var _baseUnit: UnitType { UnitType.baseUnit() }
}

extension Measurement where UnitType == UnitTemperature {
    /// In en_US's unit, Fahrenheit, abbreviated as Foundation writes a temperature ("72°F").
    public func formatted() -> String {
        FloatingPointFormatStyle<Double>().format(converted(to: .fahrenheit).value) + "°F"
    }
}
"""#
}
