import Testing
import PlaygroundPreview

/// Text input, sliders, steppers, pickers, progress, links, date and colour pickers, menus.
@Suite struct FormControlTests {
    @Test func textFieldShowsItsTextAndCursorFillingTheWidth() {
        #expect(render(TextFieldDrawable("Name", text: "Ada"), width: 12) == "[ Ada▏     ]")
        #expect(TextFieldDrawable("Name", text: "Ada").sizeThatFits(.unspecified) == Size(width: 8, height: 1))
    }

    @Test func anEmptyTextFieldShowsItsPlaceholderDimmed() {
        #expect(render(TextFieldDrawable("Name", text: ""), width: 10) == "[ Name   ]")
        #expect(renderInColor(TextFieldDrawable("N", text: ""), width: 5) == "\u{1B}[90m[\u{1B}[0m \u{1B}[2;90mN\u{1B}[0m \u{1B}[90m]\u{1B}[0m")
    }

    @Test func aSecureFieldShowsBullets() {
        #expect(render(TextFieldDrawable("Password", text: "secret", isSecure: true), width: 12) == "[ ••••••▏  ]")
    }

    @Test func wideTextInAFieldKeepsItsEnd() {
        #expect(render(TextFieldDrawable("名前", text: "山田太郎🎉"), width: 10) == "[ 郎🎉▏  ]")
        #expect(render(TextFieldDrawable("名前", text: ""), width: 10) == "[ 名前   ]")
    }

    @Test func aShortcutRecorderShowsItsShortcutOrItsPlaceholder() {
        #expect(render(ShortcutRecorderDrawable(shortcut: "⌃⌥⌘P"), width: 20) == "[ ⌃⌥⌘P ]")
        #expect(ShortcutRecorderDrawable(shortcut: "⇧⌘Space").sizeThatFits(.unspecified) == Size(width: 11, height: 1))
        #expect(render(ShortcutRecorderDrawable(shortcut: nil), width: 30) == "[ Record Shortcut ]")
        #expect(renderInColor(ShortcutRecorderDrawable(shortcut: nil), width: 19).hasPrefix("\u{1B}[90m[\u{1B}[0m \u{1B}[2;90mR"))
        // Narrower than the shortcut: its start shows inside the brackets.
        #expect(render(ShortcutRecorderDrawable(shortcut: "⌃⌥⇧⌘F12"), width: 7) == "[ ⌃⌥⇧ ]")
    }

    @Test func textEditorWrapsItsTextInARoundedBox() {
        #expect(render(TextEditorDrawable(text: "one two three"), width: 9) == """
            ╭───────╮
            │one two│
            │three  │
            ╰───────╯
            """)
        #expect(render(TextEditorDrawable(text: "日本語の文"), width: 8) == """
            ╭──────╮
            │日本語│
            │の文  │
            ╰──────╯
            """)
    }

    @Test func sliderPutsTheKnobAtTheValuesFraction() {
        #expect(render(SliderDrawable(value: 0.5), width: 11) == "━━━━━●─────")
        #expect(render(SliderDrawable(value: 0, in: 0...10), width: 5) == "●────")
        #expect(render(SliderDrawable(value: 10, in: 0...10), width: 5) == "━━━━●")
        let labelled = SliderDrawable(fraction: 0.25, minimumLabel: text("🔈"), maximumLabel: text("🔊"))
        #expect(render(labelled, width: 15) == "🔈 ━━●────── 🔊")
    }

    @Test func stepperShowsItsLabelAndButtons() {
        #expect(render(StepperDrawable("Count: 3"), width: 20) == "Count: 3   [ − │ + ]")
        #expect(render(StepperDrawable("数量 3"), width: 16) == "数量 3 [ − │ + ]")
        #expect(renderInColor(StepperDrawable("", canDecrement: false)).hasSuffix("[ \u{1B}[2;90m−\u{1B}[0m │ \u{1B}[34m+\u{1B}[0m ]"))
    }

    @Test func menuPickerShowsTheSelectedOption() {
        let picker = PickerDrawable("Flavor", options: ["Vanilla", "抹茶"], selected: 1)
        #expect(render(picker, width: 20) == "Flavor        抹茶 ⌄")
        #expect(render(PickerDrawable("Flavor", options: ["A"], selected: nil), width: 10) == "Flavor   ⌄")
    }

    @Test func segmentedPickerMarksTheSelectedSegment() {
        let picker = PickerDrawable("Size", options: ["S", "M", "🍔"], selected: 1, isSegmented: true)
        #expect(render(picker, width: 14) == "[ S │‹M›│ 🍔 ]")
        #expect(picker.sizeThatFits(.unspecified).width == 14)
        #expect(render(picker.frame(width: 17 * 8)) == "[ S  │‹M› │ 🍔  ]")
    }

    @Test func indeterminateProgressIsASpinnerBeforeItsLabel() {
        #expect(render(ProgressViewDrawable(fraction: nil, label: text("Loading…"))) == "⠋ Loading…")
        #expect(render(ProgressViewDrawable(fraction: nil)) == "⠋")
    }

    @Test func determinateProgressIsABarWithItsPercentage() {
        #expect(render(ProgressViewDrawable(fraction: 0.6), width: 16) == "[██████░░░░] 60%")
        #expect(render(ProgressViewDrawable(fraction: 1, label: text("下载")), width: 10) == """
            下载
            [███] 100%
            """)
    }

    @Test func linkIsUnderlinedInTheTint() {
        #expect(render(LinkDrawable("Docs 📖")) == "Docs 📖")
        #expect(renderInColor(LinkDrawable("x")) == "\u{1B}[4;34mx\u{1B}[0m")
    }

    @Test func datePickerShowsTheDateAndTimeInBoxes() {
        let picker = DatePickerDrawable(label: text("Start"), seconds: 0)
        #expect(render(picker, width: 34) == "Start [ Jan 1, 2001 ] [ 12:00 AM ]")
        #expect(DatePickerDrawable.dateText(86_400 * 31) == "Feb 1, 2001")
        #expect(DatePickerDrawable.dateText(86_400 * 366 * 4) == "Jan 4, 2005")
        #expect(DatePickerDrawable.dateText(-86_400) == "Dec 31, 2000")
        #expect(DatePickerDrawable.timeText(13 * 3_600 + 5 * 60) == "1:05 PM")
        #expect(render(DatePickerDrawable(label: text("日付"), seconds: 0, showsTime: false), width: 20) == "日付 [ Jan 1, 2001 ]")
    }

    @Test func colorPickerShowsASwatch() {
        #expect(render(ColorPickerDrawable(label: text("色"), color: .red), width: 12) == "色    [ ▓▓ ]")
    }

    @Test func toggleKnobTakesTheTint() {
        #expect(renderInColor(ToggleDrawable(label: text("開"), isOn: true, tint: .orange), width: 7) == "開 (─\u{1B}[38;5;208m●\u{1B}[0m)")
    }

    @Test func menuIsItsLabelWithAChevron() {
        #expect(render(MenuDrawable("Options")) == "Options ⌄")
        #expect(render(MenuDrawable("⚙️ 設定")) == "⚙️ 設定 ⌄")
    }
}
