// NSAttributedString and NSMutableAttributedString as UIKit and AppKit bridges build them:
// attribute keys, paragraph and underline styles, and edits over UTF-16 ranges.

// MARK: - attributed_string_objects_with_styles
// expect: Text
func styledGreeting() -> String {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    style.paragraphSpacing = 2
    style.lineBreakMode = .byTruncatingTail
    style.headIndent = 1
    style.firstLineHeadIndent = 1
    style.tailIndent = 0
    style.minimumLineHeight = 10
    style.maximumLineHeight = 20
    style.lineHeightMultiple = 1.2
    let alignments: [NSTextAlignment] = [.left, .right, .justified, .natural]
    let modes: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingMiddle]
    let underlines: NSUnderlineStyle = [.single, .thick, .double, .patternDot, .patternDash, .byWord]
    let keys: [NSAttributedString.Key] = [.font, .foregroundColor, .backgroundColor, .link, .underlineColor, .strikethroughStyle,
                                          .strikethroughColor, .kern, .baselineOffset, .strokeColor, .strokeWidth, .shadow, .attachment]
    let text = NSMutableAttributedString(string: "Hello", attributes: [.paragraphStyle: NSParagraphStyle.default])
    text.beginEditing()
    text.addAttribute(.underlineStyle, value: underlines.rawValue, range: NSRange(location: 0, length: 5))
    text.addAttributes([.kern: 1], range: NSRange(location: 0, length: 2))
    text.setAttributes([.paragraphStyle: style], range: NSRange(location: 0, length: 1))
    text.removeAttribute(.kern, range: NSRange(location: 0, length: 1))
    text.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")
    text.deleteCharacters(in: NSRange(location: 4, length: 1))
    text.endEditing()
    let first = text.attributes(at: 0, effectiveRange: nil).count + (text.attribute(.kern, at: 1, effectiveRange: nil) == nil ? 0 : 1)
    var numbers = [1, 2, 3]
    numbers.replaceSubrange(0..<1, with: [9])
    let pointer: NSRangePointer? = nil
    let other: UnsafeMutablePointer<NSRange>? = pointer
    let part = text.attributedSubstring(from: NSRange(location: 0, length: 2)).string
    return "\(part) \(first) \(alignments.count) \(modes.count) \(keys.count) \(numbers) \(other?.pointee.length ?? 0)"
}
Text(styledGreeting())

// MARK: - attributed_string_from_an_object
// expect: Text
Text(AttributedString(NSAttributedString(string: "Bridged")))

// MARK: - empty_attributed_string_and_calendar_sums
// expect: Text
func activityLog() -> NSMutableAttributedString {
    let log = NSMutableAttributedString()
    log.append(NSAttributedString(string: "synced"))
    return log
}
let tomorrowish = Calendar.current.date(byAdding: DateComponents(day: 1, hour: 2), to: Date())!
Text("\(activityLog().length) \(tomorrowish > Date())")
