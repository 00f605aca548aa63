// sindresorhus/KeyboardShortcuts 2, the Mac apps' shortcut recorder (written from the
// library's public API): `Recorder` is generic over its label, `EmptyView` without a title.

// MARK: - recorders_with_and_without_titles
// expect: Form<TupleView<(Recorder<Text>, Recorder<Text>, Recorder<EmptyView>, Recorder<Label<Text, Image>>)>>
let title = "Paste:"
Form {
    KeyboardShortcuts.Recorder("Toggle:", name: .init("toggle", default: .init(.p, modifiers: [.control, .option, .command])))
    KeyboardShortcuts.Recorder(title, name: KeyboardShortcuts.Name("paste", initial: KeyboardShortcuts.Shortcut(.v, modifiers: [.shift])))
    KeyboardShortcuts.Recorder(for: .init("unset"), onChange: { shortcut in _ = shortcut?.description })
    KeyboardShortcuts.Recorder(for: .init("labelled")) { Label("Search", systemImage: "magnifyingglass") }
}

// MARK: - shortcuts_named_set_and_read
// expect: Text
let name = KeyboardShortcuts.Name("search", default: .init(.space, modifiers: [.command]))
let _ = KeyboardShortcuts.setShortcut(.init(.f, modifiers: [.command, .shift]), for: name)
let _ = KeyboardShortcuts.onKeyDown(for: name) {}
let _ = KeyboardShortcuts.disable(name)
let _ = KeyboardShortcuts.enable([name])
let key = KeyboardShortcuts.Shortcut(name: name)?.key ?? .escape
Text("\(KeyboardShortcuts.getShortcut(for: name)?.description ?? "none") \(key.rawValue) \(name.defaultShortcut?.carbonModifiers ?? 0)")

// MARK: - every_key_and_handler
// expect: Text
let keys: [KeyboardShortcuts.Key] = [.a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p, .q, .r, .s, .t, .u, .v, .w, .x, .y, .z, .zero, .one, .two, .three, .four, .five, .six, .seven, .eight, .nine, .capsLock, .shift, .function, .control, .option, .command, .rightCommand, .rightOption, .rightControl, .rightShift, .`return`, .backslash, .backtick, .comma, .equal, .minus, .period, .quote, .semicolon, .slash, .space, .tab, .leftBracket, .rightBracket, .pageUp, .pageDown, .home, .end, .upArrow, .rightArrow, .downArrow, .leftArrow, .escape, .delete, .deleteForward, .help, .mute, .volumeUp, .volumeDown, .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12, .keypad0, .keypad1, .keypad2, .keypad3, .keypad4, .keypad5, .keypad6, .keypad7, .keypad8, .keypad9, .keypadEnter]
let _ = KeyboardShortcuts.onKeyUp(for: .init("k")) {}
let _ = KeyboardShortcuts.removeHandler(for: .init("k"))
let _ = KeyboardShortcuts.removeAllHandlers()
let _ = KeyboardShortcuts.reset(.init("k"))
let _ = KeyboardShortcuts.reset([KeyboardShortcuts.Name("k")])
let _ = KeyboardShortcuts.resetAll()
Text(keys.map { KeyboardShortcuts.Shortcut($0, modifiers: [.option]).description }.joined(separator: " "))
