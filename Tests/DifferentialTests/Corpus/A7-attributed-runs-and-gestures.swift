// Foundation's `AttributedString` in runs: `range(of:)`, `AttributedSubstring` through
// `string[range]`, `runs` and `Run`, `characters`, `AttributeContainer` and its builder calls,
// merging and setting attributes, `Text.LineStyle`; and SwiftUI's `AnyGesture` and optional
// gestures (written from the frameworks' public API).

// MARK: - attributed_string_ranges_and_substrings
// expect: VStack<TupleView<(Text, Text, Text)>>
let _ = {
    var text = AttributedString("Read the docs, then the docs again")
    if let range = text.range(of: "docs") {
        text[range].foregroundColor = .blue
        text[range].font = .body.bold()
        text[range].backgroundColor = .yellow
    }
    if let last = text.range(of: "DOCS", options: [.backwards, .caseInsensitive], locale: nil) {
        text[last].underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
        text[last].strikethroughStyle = .single
        text[last].kern = 1
        text[last].tracking = 2
        text[last].baselineOffset = 3
    }
    let part: AttributedSubstring = text[text.startIndex..<text.endIndex]
    let base: AttributedString = part.base
    return base.languageIdentifier
}()
let patterns: [Text.LineStyle.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
var greeting = AttributedString("Hello")
VStack {
    Text(greeting)
    Text(String(greeting.characters))
    Text(AttributedString(greeting[greeting.startIndex..<greeting.endIndex]))
}

// MARK: - attributed_string_runs
// expect: List<Never, ForEach<Array<Run>, Range<Index>, Text>>
let styled = AttributedString("plain ") + AttributedString("linked", attributes: AttributeContainer().link(URL(string: "https://example.com")!))
let runs: AttributedString.Runs = styled.runs
let characters: AttributedString.CharacterView = styled.characters
List(Array(runs), id: \.range) { (run: AttributedString.Runs.Run) in
    Text(run.link?.absoluteString ?? String(characters[run.range.lowerBound]))
        .foregroundColor(run.foregroundColor ?? run.backgroundColor)
}

// MARK: - attribute_containers
// expect: Text
let _ = {
    var container = AttributeContainer()
    container.foregroundColor = .red
    container.merge(AttributeContainer().font(.title).kern(1).tracking(1).baselineOffset(1), mergePolicy: .keepCurrent)
    let merged: AttributeContainer = container.merging(AttributeContainer().backgroundColor(.blue).underlineStyle(.single).strikethroughStyle(.single).languageIdentifier("en"))
    let policies: [AttributedString.AttributeMergePolicy] = [.keepNew, .keepCurrent]
    var text = AttributedString("abc", attributes: merged)
    text.setAttributes(AttributeContainer())
    text.mergeAttributes(merged, mergePolicy: .keepNew)
    var part = text[text.range(of: "b")!]
    part.setAttributes(container)
    part.mergeAttributes(container)
    let copies = [text.settingAttributes(container), text.mergingAttributes(container), part.settingAttributes(container), part.mergingAttributes(container, mergePolicy: .keepNew)]
    return copies.count + policies.count
}()
Text(AttributedString("x", attributes: AttributeContainer().foregroundColor(.green)))

// MARK: - attributed_string_editing
// expect: Text
var edited = AttributedString("middle")
let _ = {
    edited.insert(AttributedString("start "), at: edited.startIndex)
    edited.append(AttributedString(" end"))
    edited += AttributedString("!")
    if let range = edited.range(of: "middle") {
        edited.replaceSubrange(range, with: AttributedString("centre"))
    }
    if let range = edited.range(of: "!") { edited.removeSubrange(range) }
    let sub = AttributedString("sub".dropFirst(0))
    let fromSubstring = AttributedString(Substring("s"), attributes: AttributeContainer())
    let empty = AttributedSubstring()
    let index: AttributedString.Index = edited.startIndex
    return (sub == fromSubstring, empty.startIndex, index)
}()
Text(edited)

// MARK: - any_gesture_and_optional_gestures
// expect: ModifiedContent<ModifiedContent<Rectangle, AddGestureModifier<AnyGesture<()>>>, SimultaneousGestureModifier<Optional<AnyGesture<()>>>>
let tap: AnyGesture<Void>? = Bool.random() ? AnyGesture(TapGesture().onEnded { }) : nil
Rectangle()
    .gesture(AnyGesture(TapGesture(count: 2)))
    .simultaneousGesture(tap)

// MARK: - offer_code_redemption
// expect: ModifiedContent<Button<Text>, StoreKitConfigurationModifier>
Button("Redeem") {}
    .offerCodeRedemption(isPresented: .constant(false)) { result in
        if case .failure(let error) = result { print(error.localizedDescription) }
    }

// MARK: - attributed_string_protocols
// expect: Text
func firstLink<S: AttributedStringProtocol>(_ text: S) -> String {
    text.runs.first?.link?.absoluteString ?? "none"
}
func clear<M: AttributedStringAttributeMutation>(_ text: inout M) {
    text.setAttributes(AttributeContainer())
    text.mergeAttributes(AttributeContainer().kern(1), mergePolicy: .keepCurrent)
}
var sample = AttributedString("x", attributes: AttributeContainer().link(URL(string: "https://example.com")!))
let _ = clear(&sample)
Text(firstLink(sample) + firstLink(sample[sample.startIndex..<sample.endIndex]))

// MARK: - intro_offer_eligibility
// expect: ModifiedContent<Text, _TaskModifier>
func eligible(_ info: Product.SubscriptionInfo) async -> Bool {
    let group = await Product.SubscriptionInfo.isEligibleForIntroOffer(for: info.subscriptionGroupID)
    return await info.isEligibleForIntroOffer && group
}
Text("Offer")
    .task { _ = await Product.SubscriptionInfo.isEligibleForIntroOffer(for: "group") }

// MARK: - attribute_slices_keys_and_scopes
// expect: ForEach<Array<URL>, URL, Text>
var linked = AttributedString("docs", attributes: AttributeContainer().link(URL(string: "https://example.com")!))
let slice: AttributedString.Runs.AttributesSlice1<AttributeScopes.FoundationAttributes.LinkAttribute> = linked.runs[\.link]
let path: KeyPath<AttributeDynamicLookup, AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute> = \.foregroundColor
let names = [
    AttributeScopes.FoundationAttributes.LinkAttribute.name, AttributeScopes.FoundationAttributes.LanguageIdentifierAttribute.name,
    AttributeScopes.SwiftUIAttributes.FontAttribute.name, AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name,
    AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.name, AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.name,
    AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.name, AttributeScopes.SwiftUIAttributes.KerningAttribute.name,
    AttributeScopes.SwiftUIAttributes.TrackingAttribute.name, AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.name,
]
func keyName<K: AttributedStringKey>(_ key: K.Type) -> String { K.name }
func scopeName<S: AttributeScope>(_ scope: S.Type) -> String { "\(scope)" }
let scopes = [scopeName(AttributeScopes.FoundationAttributes.self), scopeName(AttributeScopes.SwiftUIAttributes.self), keyName(AttributeScopes.SwiftUIAttributes.FontAttribute.self)]
let colors = linked.runs[\.foregroundColor].count + linked.runs[\.backgroundColor].count + linked.runs[\.font].count
    + linked.runs[\.kern].count + linked.runs[\.tracking].count + linked.runs[\.baselineOffset].count
    + linked.runs[\.underlineStyle].count + linked.runs[\.strikethroughStyle].count + linked.runs[\.languageIdentifier].count
ForEach(slice.compactMap { (url, _) in url?.absoluteURL }, id: \.self) { url in
    Text(url.absoluteString + "\(names.count + scopes.count + colors)")
}

// MARK: - an_app_attribute_scope
// expect: Text
enum WeightAttribute: AttributedStringKey {
    typealias Value = Int
    static let name = "weight"
}
extension AttributeScopes {
    var app: AppAttributes.Type { AppAttributes.self }
    struct AppAttributes: AttributeScope {
        let weight: WeightAttribute
        let swiftUI: SwiftUIAttributes
    }
}
extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.AppAttributes, T>) -> T {
        self[T.self]
    }
}
var weighted = AttributeContainer()
let _ = { weighted.weight = 700 }()
var heavy = AttributedString("heavy", attributes: weighted)
let _ = { heavy[heavy.startIndex..<heavy.endIndex].weight = 900 }()
Text("\(heavy.weight ?? 0) \(heavy.runs.first?.weight ?? 0) \(heavy.runs[\.weight].count)")
