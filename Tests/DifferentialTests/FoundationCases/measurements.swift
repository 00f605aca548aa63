// Foundation's measurements: description, conversions through the base unit with Foundation's
// coefficients (temperature's offset, miles, km/h, pounds, radians), sums in one unit and in
// two (the base unit), scaling, comparison and equality across units. (Minutes are left out:
// Linux's Foundation writes their symbol "m", Apple's "min".)
func run() {
    let t = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
    print(t, t.value, t.unit.symbol, t.converted(to: .celsius), t.converted(to: .kelvin).value)
    let c = Measurement(value: 20, unit: UnitTemperature.celsius)
    print(c.converted(to: .fahrenheit), c < t, t + c, c + c, c == Measurement(value: 293.15, unit: UnitTemperature.kelvin))
    var d = Measurement(value: 5400, unit: UnitDuration.seconds)
    print(d.converted(to: .hours), d.converted(to: .milliseconds).value)
    d.convert(to: .hours)
    print(d, d == Measurement(value: 5400, unit: UnitDuration.seconds), d.value)
    let l = Measurement(value: 5, unit: UnitLength.kilometers)
    print(l.converted(to: .miles), l.converted(to: .meters), l - Measurement(value: 500, unit: .meters), l * 2, l / 4, 3 * l)
    print(Measurement(value: 12, unit: UnitLength.inches).converted(to: .feet), Measurement(value: 1, unit: UnitLength.miles).converted(to: .yards))
    let a = Measurement(value: 180, unit: UnitAngle.degrees)
    print(a.converted(to: .radians), Measurement(value: 1, unit: UnitMass.kilograms).converted(to: .pounds), Measurement(value: 500, unit: UnitMass.grams).converted(to: .ounces))
    print(Measurement(value: 10, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour), Measurement(value: 2, unit: UnitPower.kilowatts).converted(to: .watts))
    print(Measurement(value: 60, unit: UnitSpeed.milesPerHour).converted(to: .metersPerSecond), Measurement(value: 1.5, unit: UnitVolume.liters).converted(to: .milliliters))
    print(Measurement(value: 1, unit: UnitEnergy.kilowattHours).converted(to: .kilocalories), UnitLength.baseUnit().symbol, UnitTemperature.baseUnit().symbol)
    let sorted = [Measurement(value: 3, unit: UnitLength.feet), Measurement(value: 1, unit: UnitLength.meters), Measurement(value: 20, unit: UnitLength.inches)].sorted { $0 < $1 }
    print(sorted.map(\.description))
}
