// Foundation's information-storage unit and `MeasurementFormatter` (ControlRoom's snapshot
// sizes), and a temperature's `formatted()` (food-truck's parking-spot card).

// MARK: - measurement_formatter_and_storage_units
// expect: VStack<TupleView<(Text, Text, Label<Text, Image>)>>
let formatter = MeasurementFormatter()
let sizes: [UnitInformationStorage] = [.bits, .bytes, .kilobytes, .megabytes, .gigabytes, .terabytes, .kibibytes, .mebibytes, .gibibytes]
let options: [MeasurementFormatter.UnitOptions] = [.providedUnit, .naturalScale, .temperatureWithoutUnit]
let styles: [MeasurementFormatter.UnitStyle] = [.short, .medium, .long]
let folder = Measurement(value: 2048, unit: UnitInformationStorage.megabytes)
let temperature = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
VStack {
    Text(formatter.string(from: folder.converted(to: .gigabytes)))
    Text("\(sizes.count) \(options.count) \(styles.count) \(formatter.string(from: UnitInformationStorage.bytes))")
    Label(temperature.formatted(), systemImage: "sun.max")
}

// MARK: - geometry_group_and_set_algebra
// expect: ModifiedContent<Text, _GeometryGroupEffect>
func algebra() -> Set<String> {
    var tags: Set<String> = ["a", "b", "c"]
    tags.subtract(["a"])
    tags.formIntersection(["b", "c", "d"])
    tags.formSymmetricDifference(["c", "e"])
    return tags
}
let tags = algebra()
let flags = [tags.isSuperset(of: ["b"]), tags.isDisjoint(with: ["z"]), tags.isStrictSubset(of: ["b", "e", "f"]), tags.isStrictSuperset(of: []), tags.symmetricDifference(["b"]).isEmpty]
Text("\(tags.sorted()) \(flags)").geometryGroup()
