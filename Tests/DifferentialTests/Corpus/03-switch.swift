// switch: N cases (default counts as a case) build the same tree as an N-branch else-if
// chain. Enum cases with bindings, several patterns per case, ranges, where clauses, tuples.

// MARK: - switch_2_cases
// expect: _ConditionalContent<Text, Image>
enum Side { case left, right }
let side = Side.left
switch side {
case .left:
    Text("left")
case .right:
    Image(systemName: "arrow.right")
}

// MARK: - switch_3_with_default
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, Divider>
let selection = 2
switch selection {
case 1:
    Text("one")
case 2:
    Image(systemName: "two")
default:
    Divider()
}

// MARK: - switch_4_cases
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>
enum Direction { case north, east, south, west }
let heading = Direction.south
switch heading {
case .north: Text("N")
case .east: Image(systemName: "E")
case .south: Divider()
case .west: Spacer()
}

// MARK: - switch_5_cases
// expect: _ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>, Color>
let n = 3
switch n {
case 0: Text("0")
case 1: Image(systemName: "1")
case 2: Divider()
case 3: Spacer()
default: Color.gray
}

// MARK: - switch_6_cases
// expect: _ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>, _ConditionalContent<Color, EmptyView>>
enum Weekday { case mon, tue, wed, thu, fri, weekend }
let day = Weekday.thu
switch day {
case .mon: Text("Mon")
case .tue: Image(systemName: "tue")
case .wed: Divider()
case .thu: Spacer()
case .fri: Color.green
case .weekend: EmptyView()
}

// MARK: - switch_enum_bindings
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, _ConditionalContent<Label<Text, Image>, Image>>
enum Route {
    case home
    case detail(id: Int)
    case profile(name: String, age: Int)
    case settings
}
let route = Route.profile(name: "Ada", age: 36)
switch route {
case .home:
    Text("Home")
case .detail(let id):
    Text("Detail \(id)")
case let .profile(name, age):
    Label("\(name), \(age)", systemImage: "person")
case .settings:
    Image(systemName: "gear")
}

// MARK: - switch_several_patterns_per_case
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, Image>
let code = 3
switch code {
case 1, 2, 3:
    Text("low")
case 4, 5:
    Text("mid")
default:
    Image(systemName: "high")
}

// MARK: - switch_ranges
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Divider, Spacer>>
let temperature = 18
switch temperature {
case ..<0:
    Text("freezing")
case 0..<15:
    Image(systemName: "cloud")
case 15...25:
    Divider()
default:
    Spacer()
}

// MARK: - switch_where_clause
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, EmptyView>
enum Load { case loading(progress: Double), done }
let load = Load.loading(progress: 0.4)
switch load {
case .loading(let p) where p < 0.5:
    Text("starting")
case .loading:
    Image(systemName: "hourglass")
case .done:
    EmptyView()
}

// MARK: - switch_tuple
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, Text>
let signedIn = true
let admin = false
switch (signedIn, admin) {
case (true, true): Text("admin")
case (true, false): Text("user")
default: Text("guest")
}

// MARK: - switch_string
// expect: _ConditionalContent<Text, Image>
let key = "b"
switch key {
case "a": Text("A")
default: Image(systemName: key)
}

// MARK: - switch_optional
// expect: _ConditionalContent<Text, Text>
let nickname: String? = nil
switch nickname {
case .some(let value): Text(value)
case .none: Text("anonymous")
}

// MARK: - switch_case_with_several_views
// expect: _ConditionalContent<TupleView<(Text, Image)>, TupleView<(Divider, Text, Spacer)>>
let compact = true
switch compact {
case true:
    Text("a")
    Image(systemName: "b")
case false:
    Divider()
    Text("c")
    Spacer()
}

// MARK: - switch_case_with_only_a_let
// expect: _ConditionalContent<EmptyView, Text>
let n = 1
switch n {
case 0:
    let _ = n
default:
    Text("\(n)")
}

// MARK: - switch_nested_in_case
// expect: _ConditionalContent<_ConditionalContent<Text, Image>, Divider>
let outer = 1
let inner = 2
switch outer {
case 1:
    switch inner {
    case 2: Text("1-2")
    default: Image(systemName: "1-x")
    }
default:
    Divider()
}

// MARK: - switch_with_if_in_case
// expect: _ConditionalContent<Optional<Text>, Image>
let n = 0
let flag = true
switch n {
case 0:
    if flag { Text("zero") }
default:
    Image(systemName: "other")
}

// MARK: - switch_inside_vstack_with_siblings
// expect: VStack<TupleView<(Text, _ConditionalContent<Text, Image>, Divider)>>
enum Tab { case feed, map }
let tab = Tab.map
VStack {
    Text("header")
    switch tab {
    case .feed: Text("Feed")
    case .map: Image(systemName: "map")
    }
    Divider()
}

// MARK: - seed000_switch_selection
// expect: _ConditionalContent<_ConditionalContent<Text, Text>, Text>
struct ContentView: View {
    var selection: Int
    var body: some View {
        switch selection {
            case 1:
                Text("喜羊羊")
            case 2:
                Text("灰太狼")
            default:
                Text("懒羊羊")
        }
    }
}
ContentView(selection: 2).body
