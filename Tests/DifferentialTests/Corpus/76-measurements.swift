// Foundation's measurements in a view: a temperature and a distance converted for display, the
// units a weather card names, sums and comparisons.

// MARK: - measurement_weather_card
// expect: VStack<TupleView<(Text, Text, Text, Optional<Text>)>>
struct WeatherCard: View {
    var temperature: Measurement<UnitTemperature> = Measurement(value: 72, unit: .fahrenheit)
    var distance = Measurement(value: 5, unit: UnitLength.kilometers)
    var body: some View {
        VStack {
            Text(temperature.converted(to: .celsius).description)
            Text("\(distance.converted(to: .miles).value)")
            Text((distance + Measurement(value: 500, unit: .meters)).description)
            if temperature > Measurement(value: 20, unit: .celsius), distance * 2 == 2 * distance, (distance / 2).unit.symbol == "km" {
                Text("Warm")
            }
        }
    }
}
WeatherCard().body

// MARK: - measurement_units_of_each_dimension
// expect: Text
func unitSymbols() -> [String] {
    let temperatures: [UnitTemperature] = [.kelvin, .celsius, .fahrenheit, UnitTemperature.baseUnit()]
    let lengths: [UnitLength] = [.meters, .kilometers, .centimeters, .millimeters, .miles, .yards, .feet, .inches, .nauticalMiles, UnitLength.baseUnit()]
    let durations: [UnitDuration] = [.seconds, .minutes, .hours, .milliseconds, UnitDuration.baseUnit()]
    let angles: [UnitAngle] = [.degrees, .radians, UnitAngle.baseUnit()]
    let masses: [UnitMass] = [.kilograms, .grams, .pounds, .ounces, UnitMass.baseUnit()]
    let speeds: [UnitSpeed] = [.metersPerSecond, .kilometersPerHour, .milesPerHour, UnitSpeed.baseUnit()]
    let powers: [UnitPower] = [.watts, .kilowatts, .megawatts, UnitPower.baseUnit()]
    let volumes: [UnitVolume] = [.liters, .milliliters, UnitVolume.baseUnit()]
    let energies: [UnitEnergy] = [.joules, .kilocalories, .kilowattHours, UnitEnergy.baseUnit()]
    let symbols = temperatures.map(\.symbol) + lengths.map(\.symbol) + durations.map(\.symbol) + angles.map(\.symbol) + masses.map(\.symbol)
        + speeds.map(\.symbol) + powers.map(\.symbol) + volumes.map(\.symbol) + energies.map(\.symbol)
    let linear = UnitConverterLinear(coefficient: 2)
    let custom = Dimension(symbol: "x", converter: UnitConverterLinear(coefficient: 3, constant: 1))
    let plain: Unit = Unit(symbol: "u")
    var time = Measurement(value: 90, unit: UnitDuration.minutes)
    time.convert(to: .hours)
    let converter: UnitConverter = custom.converter
    return symbols + [custom.symbol, plain.symbol, "\(linear.coefficient + linear.constant)", "\(converter.baseUnitValue(fromValue: 1) + converter.value(fromBaseUnitValue: 4))", "\(time.value)", "\(Measurement(value: 1, unit: plain).value)", "\(time - time < time)"]
}
Text(unitSymbols().joined())
