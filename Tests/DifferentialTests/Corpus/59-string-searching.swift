// Foundation's searching of strings: options, `NSString`, `NSRange` and regular expressions.

// MARK: - searching_with_options
// expect: VStack<TupleView<(Text, Text)>>
let title = "Café | Menu"
let options: [String.CompareOptions] = [.caseInsensitive, .literal, .backwards, .anchored, .numeric, .diacriticInsensitive, .widthInsensitive, .forcedOrdering, .regularExpression]
let found: Range<String.Index>? = title.range(of: "menu", options: [.caseInsensitive], range: title.startIndex..<title.endIndex, locale: nil)
let plain = title.range(of: "|")
let replaced: String = title.replacingOccurrences(of: "[a-z]+", with: "_", options: .regularExpression, range: nil)
VStack {
    Text(replaced)
    Text("\(options.count) \(found != nil) \(plain != nil)")
}

// MARK: - ns_string_members
// expect: Text
let path = NSString(string: "/tmp/report.pdf")
let literal: NSString = "a/b"
let parts: [Any] = [path.length, path.doubleValue, path.floatValue, path.intValue, path.integerValue, path.boolValue, path.lastPathComponent, path.pathExtension, path.deletingPathExtension, path.deletingLastPathComponent, path.pathComponents, path.appendingPathComponent("x"), path.appendingPathExtension("gz") as Any, path.expandingTildeInPath, path.abbreviatingWithTildeInPath, path.lowercased, path.uppercased, path.debugDescription, literal.substring(from: 1), literal.substring(to: 1), literal.replacingOccurrences(of: "/", with: "-"), literal.components(separatedBy: "/"), literal.trimmingCharacters(in: .whitespaces)]
let spans: [NSRange] = [path.range(of: "report"), path.range(of: "pdf", options: .backwards)]
let formatted: NSString = NSString.localizedStringWithFormat("%d of %d", 1, 2)
Text("\(parts.count) \(spans.count) \(formatted) \(path.substring(with: spans[0]))")

// MARK: - ns_ranges
// expect: Text
let text = "héllo wörld"
let whole = NSRange(text.startIndex..., in: text)
let first = NSRange(text.startIndex..<text.index(text.startIndex, offsetBy: 5), in: text)
let made = NSMakeRange(1, 2)
let empty = NSRange()
let back: Range<String.Index>? = Range(first, in: text)
let facts: [Any] = [whole.location, whole.length, whole.lowerBound, whole.upperBound, whole.description, whole.debugDescription, made, empty, back as Any, NSNotFound]
Text("\(facts.count)")

// MARK: - regular_expressions
// expect: Text
let every: NSRegularExpression.Options = [.caseInsensitive, .allowCommentsAndWhitespace, .ignoreMetacharacters, .dotMatchesLineSeparators, .anchorsMatchLines, .useUnixLineSeparators, .useUnicodeWordBoundaries]
let regex = try! NSRegularExpression(pattern: "(\\d+)-(\\d+)", options: every.subtracting(every))
let matching: NSRegularExpression.MatchingOptions = [.reportProgress, .reportCompletion, .anchored, .withTransparentBounds, .withoutAnchoringBounds]
let input = "10-20 and 30-40"
let span = NSRange(location: 0, length: 15)
let matches: [NSTextCheckingResult] = regex.matches(in: input, options: [], range: span)
let match: NSTextCheckingResult? = regex.firstMatch(in: input, options: matching, range: span)
let counts: [Any] = [regex.numberOfMatches(in: input, range: span), regex.rangeOfFirstMatch(in: input, range: span), regex.pattern, regex.options.rawValue, regex.numberOfCaptureGroups, matches.count, match?.range as Any, match?.numberOfRanges as Any, match?.range(at: 1) as Any]
let replaced = regex.stringByReplacingMatches(in: input, options: [], range: span, withTemplate: "$2-$1")
Text("\(counts.count) \(replaced) \(NSRegularExpression.escapedPattern(for: "a.b"))")

// MARK: - caches
// expect: ModifiedContent<Text, _AppearanceActionModifier>
let cache = NSCache<NSString, NSString>()
let cached: NSString? = cache.object(forKey: "a")
Text("\(cached == nil)")
    .onAppear {
        cache.name = "posters"
        cache.countLimit = 2
        cache.totalCostLimit = 100
        cache.evictsObjectsWithDiscardedContent = false
        cache.setObject("x", forKey: "a")
        cache.setObject("y", forKey: "b", cost: 1)
        cache.removeObject(forKey: "a")
        cache.removeAllObjects()
    }
