// Core Text's font as view files reach it (`Font(uiFont as CTFont)`, its metrics), and
// WatchKit's device (a watch app's screen size). swiftc's stand-in has no bridging casts, so
// the snippets bridge with `CTFont(_bridging:)`, which `as CTFont` calls in the playground.

// MARK: - core_text_font_and_metrics
// expect: VStack<TupleView<(Text, Text)>>
let ui = CTFont(_bridging: UIFont.systemFont(ofSize: 20))
let mac = CTFont(_bridging: NSFont.monospacedSystemFont(ofSize: 11, weight: .regular))
VStack {
    Text(Font(ui) == Font(mac) ? "same" : "different")
    Text("\(CTFontGetAscent(ui) + CTFontGetDescent(ui) + CTFontGetLeading(mac)) \(CTFontGetSize(mac))").font(Font(mac))
}

// MARK: - watch_device
// expect: Text
let device = WKInterfaceDevice.current()
let haptics: [WKHapticType] = [.notification, .directionUp, .directionDown, .success, .failure, .retry, .start, .stop, .click]
let _ = device.play(.click)
Text("\(device.screenBounds.size.width) \(device.screenScale) \(device.name) \(device.model) \(device.localizedModel) \(device.systemName) \(device.systemVersion) \(haptics.count)")
