func run() {
    let d = Duration.seconds(60 * (59 + 4 * 60))
    print(d.formatted(.time(pattern: .hourMinute)), d.formatted(.time(pattern: .hourMinuteSecond)), d.formatted(.time(pattern: .minuteSecond)))
    let e = Duration.seconds(3725.6)
    print(e.formatted(.time(pattern: .hourMinute)), e.formatted(.time(pattern: .hourMinuteSecond)), e.formatted(.time(pattern: .minuteSecond)))
    let style = Duration.TimeFormatStyle(pattern: .hourMinute)
    print(style.format(.seconds(29)), style.format(.seconds(30)), style.format(.seconds(90)))
    print(Duration.seconds(5).formatted(.time(pattern: .minuteSecond)), Duration.seconds(-65).formatted(.time(pattern: .minuteSecond)), Duration.seconds(0).formatted(.time(pattern: .hourMinuteSecond)))
    print(e.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2))), e.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 3))), e.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 1, fractionalSecondsLength: 2))))
    print(Duration.seconds(150).formatted(.time(pattern: .hourMinute(padHourToLength: 2, roundSeconds: .down))), Duration.seconds(89.5).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 0, roundFractionalSeconds: .up))))
}
