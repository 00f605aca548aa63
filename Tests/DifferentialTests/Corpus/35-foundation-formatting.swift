// Foundation's format styles as view files use them: dates in date and time styles, counts,
// durations in units, and byte counts.

// MARK: - dates_in_styles
// expect: VStack<TupleView<(Text, Text, Text)>>
let launch = Date(timeIntervalSinceReferenceDate: 800_000_000)
let style = Date.FormatStyle(date: .complete, time: .standard)
let dateStyles: [Date.FormatStyle.DateStyle] = [.omitted, .numeric, .abbreviated, .long, .complete]
let timeStyles: [Date.FormatStyle.TimeStyle] = [.omitted, .shortened, .standard, .complete]
VStack {
    Text(launch.formatted())
    Text(launch.formatted(date: .abbreviated, time: .shortened) + " \(dateStyles.count) \(timeStyles.count)")
    Text(launch.formatted(style) + style.format(launch))
}

// MARK: - numbers_formatted
// expect: HStack<TupleView<(Text, Text, Text)>>
let count = 1234567
HStack {
    Text(count.formatted())
    Text("\(3.25.formatted()) \(IntegerFormatStyle<Int>().format(42)) \(FloatingPointFormatStyle<Double>().format(0.5))")
    Text(7.formatted(.number))
}

// MARK: - durations_in_units
// expect: VStack<TupleView<(Text, Label<Text, Image>, Text)>>
let elapsed = Duration.seconds(3725)
let allowed: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
let widths: [Duration.UnitsFormatStyle.UnitWidth] = [.wide, .abbreviated, .condensedAbbreviated, .narrow]
VStack {
    Text(elapsed.formatted(.units()))
    Label(elapsed.formatted(.units(allowed: allowed, width: .narrow, maximumUnitCount: 2)), systemImage: "hourglass")
    Text(elapsed.formatted() + Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .wide).format(elapsed) + "\(widths.count)")
}

// MARK: - byte_counts
// expect: HStack<TupleView<(Text, Text)>>
let styles: [ByteCountFormatStyle.Style] = [.file, .memory, .decimal, .binary]
HStack {
    Text(Int64(123_456_789).formatted(.byteCount(style: .file)))
    Text(ByteCountFormatStyle(style: styles[1]).format(1_572_864))
}

// MARK: - duration_time_format_styles
// expect: VStack<TupleView<(Text, Text, Text)>>
let watchTime: Duration.TimeFormatStyle = Duration.TimeFormatStyle(pattern: .hourMinute, locale: Locale(identifier: "en_US"))
let patterns: [Duration.TimeFormatStyle.Pattern] = [
    .hourMinute, .hourMinuteSecond, .minuteSecond,
    .hourMinute(padHourToLength: 2, roundSeconds: .down),
    .hourMinuteSecond(padHourToLength: 2, fractionalSecondsLength: 1, roundFractionalSeconds: .up),
    .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2, roundFractionalSeconds: .toNearestOrEven),
]
VStack {
    Text(Duration.seconds(60 * (59 + 4 * 60)), format: watchTime)
    Text(Duration.seconds(3725.6).formatted(.time(pattern: .minuteSecond)))
    Text("\(patterns.map { watchTime.pattern == $0 ? "=" : Duration.TimeFormatStyle(pattern: $0).format(.seconds(95.25)) })")
}
