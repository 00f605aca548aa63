// What the corpus's view files name around their views: the Mac's control active state, the
// App Store's review prompt, UIKit's animation switch, a queue's label as a C string, and an
// explicitly specialized nested type made as a value.

// MARK: - control_active_state_and_review
struct Toolbar: View {
    @Environment(\.controlActiveState) private var state
    @Environment(\.requestReview) private var requestReview
    var body: some View {
        let review: RequestReviewAction = requestReview
        Button(state == .inactive ? "Rate" : "Rate now") { review() }
            .opacity(ControlActiveState.allCases.count == 3 ? 1 : 0.5)
    }
}
Toolbar()

// MARK: - animations_switched_off
let sheet = Text("sheet").onAppear { UIView.setAnimationsEnabled(!UIView.areAnimationsEnabled) }
sheet

// MARK: - queue_label_as_c_string
let label = __dispatch_queue_get_label(nil)
let name = String(cString: label, encoding: .utf8)
Text(name ?? "??")

// MARK: - specialized_nested_type_as_value
let published = Publishers.Sequence<[Int?], Never>(sequence: [1, nil]).eraseToAnyPublisher()
Text("x").onReceive(published) { _ in }

// MARK: - popping_the_last_element
var stack = [1, 2, 3]
let top = stack.popLast()
Text("\(top ?? 0)")

// MARK: - secure_field_on_commit
// expect: TupleView<(SecureField<Text>, SecureField<Text>)>
let title = "Password"
SecureField("", text: .constant("")) { print("commit") }
SecureField(title, text: .constant("secret"), onCommit: {})

// MARK: - async_image_errors_and_data_strategies
// expect: AsyncImage<Text>
let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .base64
    return decoder
}()
let strategies: [JSONDecoder.DataDecodingStrategy] = [.deferredToData, .base64]
AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
    Text(phase.error == nil ? "no error \(strategies.count) \(decoder.dataDecodingStrategy)" : "failed")
}
