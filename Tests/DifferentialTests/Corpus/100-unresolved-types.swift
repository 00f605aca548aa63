// Declarations whose written types do not resolve. swiftc reports each such type once, where it
// is written, and still declares the member (with an error type): its uses, and calls to it,
// are no further errors. Each snippet lists every error swiftc gives (`// only these errors`).

// MARK: - unresolved_property_type_uses_are_silent
// error: cannot find type 'UserModel' in scope
// only these errors
struct ProfileView: View {
    var model: UserModel
    var title: String
    var body: some View {
        VStack {
            Text(model.name)
            Text(title)
        }
    }
}
Text("a")

// MARK: - unresolved_generic_type_is_named_before_its_argument
// error: cannot find type 'StoreOf' in scope
// error: cannot find type 'StoreOf' in scope
// only these errors
struct CardView: View {
    let store: StoreOf<CardFeature>
    init(store: StoreOf<CardFeature>) { self.store = store }
    var body: some View { Text(store.title) }
}
Text("a")

// MARK: - unknown_wrapper_attribute_declares_the_property
// error: unknown attribute 'Injected'
// error: type annotation missing in pattern
// only these errors
struct ClockView: View {
    @Injected(\.clock) var clock
    var body: some View { Text("\(clock.now)") }
}
Text("a")

// MARK: - unresolved_parameter_type_gives_no_implicit_base
// error: cannot find type 'Store' in scope
// error: cannot infer contextual base in reference to member 'init'
// only these errors
struct BadgeView: View {
    init(store: Store) {}
    var body: some View { Text("badge") }
}
func makeBadge() -> BadgeView { BadgeView(store: .init(initialState: 1)) }
Text("a")

// MARK: - unresolved_result_type_calls_are_silent
// error: cannot find type 'Avatar' in scope
// only these errors
func avatar() -> Avatar { fatalError() }
func avatarSize() -> Int {
    let a = avatar()
    return a.size
}
Text("a")

// MARK: - memberwise_argument_is_still_checked
// error: cannot find type 'UserModel' in scope
// error: cannot find 'UserModel' in scope
// only these errors
struct RowView: View {
    var model: UserModel
    var body: some View { Text("row") }
}
func makeRow() -> RowView { RowView(model: UserModel()) }
Text("a")

// MARK: - unresolved_environment_object_type
// error: cannot find type 'SettingsStore' in scope
// only these errors
struct SettingsView: View {
    @EnvironmentObject var settings: SettingsStore
    @State private var draft = ""
    var body: some View {
        Form {
            Toggle("Sync", isOn: $settings.sync)
            TextField("Name", text: $draft)
        }
    }
}
Text("a")

// MARK: - unresolved_parameter_uses_are_silent
// error: cannot find type 'Order' in scope
// error: cannot find type 'Order' in scope
// only these errors
struct OrdersView: View {
    var body: some View { Text("orders") }
    func total(of order: Order) -> Int { order.items.count + order.tip() }
    func count(_ orders: [Order]) -> Int { orders.count + orders[0].items.count }
}
Text("a")

// MARK: - unresolved_optional_binding_and_capture_are_silent
// error: cannot find type 'VideoEngine' in scope
// only these errors
struct PlayerView: View {
    @State private var engine: VideoEngine?
    var body: some View {
        VStack {
            if let engine {
                Text(engine.title)
            }
            Button("Stop") { [engine] in engine?.stop() }
        }
    }
}
Text("a")
