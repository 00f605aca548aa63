// An `any View` passed to a generic view parameter is opened (SE-0352), and a stored closure
// is called where a method of the same name takes other arguments.

// MARK: - opened_existential_from_stored_closure
// expect: VStack<TupleView<(AnyView, AnyView)>>
struct HeaderParameters {
    var headerView: () -> any View = { Text("Header") }
    func headerView(_ view: @escaping () -> any View) -> HeaderParameters {
        var copy = self
        copy.headerView = view
        return copy
    }
}
let parameters = HeaderParameters().headerView { Image(systemName: "star") }
let stored: any View = Text("Stored")
VStack {
    AnyView(parameters.headerView())
    AnyView(stored)
}
