func run() {
    print(NumberFormatter.localizedString(from: NSNumber(value: 1234.5), number: .decimal))
    print(NumberFormatter.localizedString(from: NSNumber(value: 0.25), number: .percent))
    print(NumberFormatter.localizedString(from: NSNumber(value: 42), number: .none))
    print(NumberFormatter.localizedString(from: NSNumber(value: -9876543.21), number: .decimal))
}
