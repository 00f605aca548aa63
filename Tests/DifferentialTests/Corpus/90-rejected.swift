// Snippets swiftc rejects. Each `// error:` line is (part of) swiftc's message, which the
// playground should use too; the test checks that swiftc still says it, that the playground
// answers with an error, and that the playground's diagnostics contain the same text.
// The messages are swiftc's against the prelude: where the real SDK has more overloads
// (Text, Button…), Xcode may word an error differently, so prefer views whose initializers
// the prelude declares as the SDK does (Divider, Spacer, VStack, Toggle).

// MARK: - reject_integer_literal
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
42

// MARK: - reject_string_literal
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
Text("a")
"b"

// MARK: - reject_print_call
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
print("hello")

// MARK: - reject_assignment
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
var x = 1
x = 2
Text("\(x)")

// MARK: - reject_non_view_in_nested_builder
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
VStack {
    Text("a")
    42
}

// MARK: - reject_non_view_struct
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
struct Point {
    var x = 0
}
Point()

// MARK: - reject_ternary_mixing_view_types
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
let flag = true
flag ? Text("a") : Image(systemName: "b")

// MARK: - reject_foreach_print
// error: 'buildExpression' is unavailable: this expression does not conform to 'View'
ForEach(0..<3) { i in
    print(i)
}

// MARK: - reject_for_in
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
for i in 0..<3 {
    Text("\(i)")
}

// MARK: - reject_while
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
var i = 0
while i < 3 {
    Text("\(i)")
}

// MARK: - reject_guard
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
let ready = true
guard ready else { fatalError() }
Text("ready")

// MARK: - reject_break_in_switch
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
let n = 1
switch n {
case 1:
    Text("one")
default:
    break
}

// MARK: - reject_do_catch
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
do {
    Text("a")
} catch {
    Text("b")
}

// MARK: - reject_defer
// error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
defer { }
Text("a")

// MARK: - reject_misspelled_view
// error: cannot find 'Txt' in scope
Txt("Hello")

// MARK: - reject_misspelled_modifier
// error: value of type 'Text' has no member 'paddding'
Text("a").paddding()

// MARK: - reject_undefined_variable
// error: cannot find 'title' in scope
Text(title)

// MARK: - reject_argument_to_divider
// error: argument passed to call that takes no arguments
Divider(thickness: 1)

// MARK: - reject_argument_order
// error: argument 'alignment' must precede argument 'spacing'
VStack(spacing: 4, alignment: .leading) {
    Text("a")
}

// MARK: - reject_missing_binding
// error: cannot find '$missing' in scope
Toggle("Enabled", isOn: $missing)

// MARK: - reject_missing_argument
// error: missing argument for parameter 'systemName' in call
Image()

// MARK: - reject_button_without_action
// error: missing argument for parameter 'action' in call
Button("Tap")

// MARK: - reject_toggle_plain_bool
// error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
Toggle("On", isOn: true)

// MARK: - reject_frame_string_width
// error: cannot convert value of type 'String' to expected argument type 'CGFloat'
Text("a").frame(width: "wide")

// MARK: - reject_view_without_body
// error: type 'Broken' does not conform to protocol 'View'
struct Broken: View {
}
Broken()

// MARK: - reject_unavailable_wildcard
// error: platform wildcard '*' is always implicit in #unavailable
if #unavailable(iOS 16, *) {
    Text("old")
}

// MARK: - reject_heterogeneous_dictionary_values
// error: heterogeneous collection literal could only be inferred to '[String : Any]'; add explicit type annotation if this is intentional
let mixed = ["x": 1, "y": "two"]
Text("\(mixed.count)")

// MARK: - reject_heterogeneous_dictionary_keys
// error: heterogeneous collection literal could only be inferred to '[AnyHashable : Int]'; add explicit type annotation if this is intentional
let mixed = [1: 1, "y": 2]
Text("\(mixed.count)")

// MARK: - reject_assigning_through_a_let_array
// error: cannot assign through subscript: 'fixed' is a 'let' constant
let fixed = [1, 2]
let _ = fixed[0] = 3

// MARK: - reject_weak_self_in_a_struct
// error: 'weak' may only be applied to class and class-bound protocol types, not 'Counter'
struct Counter {
    var n = 0
    func later() -> () -> Void { { [weak self] in print(self?.n ?? 0) } }
}
Text("x")

// MARK: - reject_weak_capture_of_a_struct_value
// error: 'weak' may only be applied to class and class-bound protocol types, not 'Tally'
struct Tally { var n = 0 }
func later(_ tally: Tally) -> () -> Int { { [weak tally] in tally?.n ?? 0 } }
Text("x")

// MARK: - reject_inout_let_constant
// error: cannot pass immutable value as inout argument: 'fixed' is a 'let' constant
func bumpFixed(_ x: inout Int) { x += 1 }
let fixed = 1
let _ = bumpFixed(&fixed)
Text("x")

// MARK: - reject_inout_without_ampersand
// error: passing value of type 'Int' to an inout parameter requires explicit '&'
func bumpPlain(_ x: inout Int) { x += 1 }
var plain = 1
let _ = bumpPlain(plain)
Text("x")

// MARK: - reject_ampersand_for_a_plain_parameter
// error: '&' used with non-inout argument of type 'Int'
func showPlain(_ x: Int) {}
var shown = 1
let _ = showPlain(&shown)
Text("x")

// MARK: - reject_ampersand_outside_an_argument
// error: '&' may only be used to pass an argument to inout parameter
var pointed = 1
let alias = &pointed
Text("x")

// MARK: - reject_inout_literal
// error: cannot pass immutable value as inout argument: literals are not mutable
func bumpLiteral(_ x: inout Int) { x += 1 }
let _ = bumpLiteral(&5)
Text("x")

// MARK: - reject_inout_get_only_property
// error: cannot pass immutable value as inout argument: 'area' is a get-only property
struct Square { var side = 1; var area: Int { side * side } }
func bumpArea(_ x: inout Int) { x += 1 }
var square = Square()
let _ = bumpArea(&square.area)
Text("x")

// MARK: - reject_inout_self_in_a_nonmutating_method
// error: cannot pass immutable value as inout argument: 'self' is immutable
func bumpMember(_ x: inout Int) { x += 1 }
struct Clicks {
    var count = 0
    func click() { bumpMember(&count) }
}
Text("x")

// MARK: - reject_inout_wider_type
// error: inout argument could be set to a value with a type other than 'Int'; use a value declared as type 'Int?' instead
func reset(_ x: inout Int?) { x = nil }
var narrow = 1
let _ = reset(&narrow)
Text("x")

// MARK: - reject_inout_other_type
// error: cannot convert value of type 'Double' to expected argument type 'Int'
func bumpOther(_ x: inout Int) { x += 1 }
var ratio = 0.5
let _ = bumpOther(&ratio)
Text("x")

// MARK: - reject_assigning_a_get_only_class_property
// error: cannot assign to property: 'total' is a get-only property
final class Basket { var items = [1]; var total: Int { items.count } }
let _ = Basket().total = 2
Text("x")

// MARK: - reject_assigning_a_get_only_static_property
// error: cannot assign to property: 'limit' is a get-only property
enum Limits { static var limit: Int { 10 } }
let _ = Limits.limit = 2
Text("x")

// MARK: - reject_setter_in_a_nonmutating_method
// error: cannot assign to property: 'self' is immutable
struct Meter {
    var raw = 0
    var reading: Int { get { raw } set { raw = newValue } }
    func reset() { reading = 0 }
}
Text("x")

// MARK: - reject_assigning_through_force_unwrap_of_a_let
// error: cannot assign through '!': 'limit' is a 'let' constant
let limit: Int? = 1
let _ = limit! = 2
Text("x")

// MARK: - reject_subscript_through_force_unwrap_of_a_let
// error: cannot assign through subscript: 'table' is a 'let' constant
let table: [Int: [Int]]? = [:]
let _ = table![1] = [2]
Text("x")

// MARK: - reject_mutating_member_through_force_unwrap_of_a_let
// error: cannot use mutating member on immutable value: 'queue' is a 'let' constant
let queue: [Int]? = []
let _ = queue!.append(1)
Text("x")

// MARK: - reject_setter_of_a_let_instance
// error: cannot assign to property: 'gauge' is a 'let' constant
struct Gauge { var raw = 0; var level: Int { get { raw } set { raw = newValue } } }
let gauge = Gauge()
let _ = gauge.level = 3
Text("x")

// MARK: - reject_assigning_through_a_get_only_subscript
// error: cannot assign through subscript: subscript is get-only
struct Row { var cells = [1]; subscript(i: Int) -> Int { cells[i] } }
var row = Row()
let _ = row[0] = 2
Text("x")

// MARK: - reject_assigning_through_a_subscript_of_a_let
// error: cannot assign through subscript: 'column' is a 'let' constant
struct Column { var cells = [1]; subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } } }
let column = Column()
let _ = column[0] = 2
Text("x")

// MARK: - reject_inout_get_only_local
// error: cannot pass immutable value as inout argument: 'reading' is a get-only property
func bumpReading(_ x: inout Int) { x += 1 }
func measure() {
    var reading: Int { 1 }
    bumpReading(&reading)
}
Text("x")

// MARK: - reject_float_plus_double
// error: binary operator '+' cannot be applied to operands of type 'Float' and 'Double'
let single: Float = 1
let double: Double = 2
let sum = single + double
Text("\(sum)")

// MARK: - reject_remainder_of_a_double
// error: '%' is unavailable: For floating point numbers use truncatingRemainder instead
let value = 7.5
Text("\(value % 2)")


// MARK: - reject_subtracting_strings
// error: binary operator '-' cannot be applied to two 'String' operands
let difference = "a" - "b"
Text(difference)

// MARK: - reject_mutating_member_on_a_let_array
// error: cannot use mutating member on immutable value: 'fixed' is a 'let' constant
let fixed = [1]
let _ = fixed.append(2)
Text("x")

// MARK: - reject_mutating_member_in_a_nonmutating_method
// error: cannot use mutating member on immutable value: 'self' is immutable
struct Tally {
    var marks: [Int] = []
    func add() { marks.append(1) }
}
Text("x")

// MARK: - reject_mutating_member_on_a_parameter
// error: cannot use mutating member on immutable value: 'names' is a 'let' constant
func extend(_ names: [String]) -> Int {
    names.append("x")
    return names.count
}
Text("\(extend([]))")

// MARK: - reject_shifting_a_double
// error: binary operator '<<' cannot be applied to operands of type 'Double' and 'Int'
let width = 2.5
let doubled = width << 1
Text("\(doubled)")

// MARK: - reject_complementing_a_double
// error: unary operator '~' cannot be applied to an operand of type 'Double'
let height = 2.5
let inverted = ~height
Text("\(inverted)")

// MARK: - reject_adjacent_shifts
// error: adjacent operators are in non-associative precedence group 'BitwiseShiftPrecedence'
let eight = 1 << 4 >> 1
Text("\(eight)")

// MARK: - reject_writing_through_a_read_only_key_path
// error: cannot assign through subscript: 'number' is a read-only key path
struct Ticket { let number = 1 }
var ticket = Ticket()
let number = \Ticket.number
let _ = ticket[keyPath: number] = 2
Text("\(ticket.number)")

// MARK: - reject_writing_through_a_read_only_key_path_literal
// error: cannot assign through subscript: key path is read-only
struct Ticket { let number = 1 }
var ticket = Ticket()
let _ = ticket[keyPath: \Ticket.number] = 2
Text("\(ticket.number)")

// MARK: - reject_wrapper_storage_outside_its_type
// error: '_title' is inaccessible due to 'private' protection level
struct Titled: View {
    @State private var title = "a"
    var body: some View { Text(title) }
}
let storage = Titled()._title
Text("x")

// MARK: - reject_unknown_property_wrapper
// error: unknown attribute 'Default'
struct Settings {
    @Default(.name) var name: String
}
Text("x")

// MARK: - reject_environment_key_setter_of_another_type
// error: cannot assign value of type 'String' to subscript of type 'Int'
struct AttemptsKey: EnvironmentKey {
    static let defaultValue = 3
}
extension EnvironmentValues {
    var attempts: Int {
        get { self[AttemptsKey.self] }
        set { self[AttemptsKey.self] = "five" }
    }
}
Divider()

// MARK: - reject_array_element_of_another_type
// error: cannot assign value of type 'String' to subscript of type 'Int'
struct Scores {
    static func reset() -> [Int] {
        var scores = [1, 2]
        scores[0] = "zero"
        return scores
    }
}
Divider()

// MARK: - reject_dictionary_value_of_another_type
// error: cannot assign value of type 'String' to subscript of type 'Int'
struct Counts {
    static func reset() -> [String: Int] {
        var counts = ["a": 1]
        counts["a"] = "one"
        return counts
    }
}
Divider()

// MARK: - reject_generic_alias_with_too_many_arguments
// error: generic type 'Handler' specialized with too many type parameters (got 2, but expected 1)
typealias Handler<T> = (T) -> Void
let handler: Handler<Int, Int>? = nil
Text("a")

// MARK: - reject_specialized_non_generic_alias
// error: cannot specialize non-generic type 'Count' (aka 'Int')
typealias Count = Int
let count: Count<Int>? = nil
Text("a")

// MARK: - reject_coding_keys_of_a_type_that_codes_itself
// error: cannot find 'CodingKeys' in scope
struct Point: Decodable {
    var x: Int
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        x = try container.decode(Int.self, forKey: .x)
    }
}
Text("a")

// MARK: - reject_mutating_method_reference
// error: cannot reference 'mutating' method as function value
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
}
var counter = Counter()
let increment: () -> Void = counter.increment
Text("a")

// MARK: - reject_local_function_call_without_its_label
// error: missing argument label 'value:' in call
struct Doubler {
    func run() -> Int {
        func twice(value: Int) -> Int { value * 2 }
        return twice(3)
    }
}
Text("a")

// MARK: - reject_if_expression_without_else
// error: 'if' must have an unconditional 'else' to be used as expression
func label(_ flag: Bool) -> String {
    let text = if flag { "on" }
    return text
}
Text("a")

// MARK: - reject_if_expression_branches_of_different_types
// error: branches have mismatching types 'Int' and 'Double'
func amount(_ flag: Bool) -> Double {
    let value = if flag { 1 } else { 2.5 }
    return value
}
Text("a")

// MARK: - reject_if_expression_branch_of_statements
// error: non-expression branch of 'if' expression may only end with a 'throw'
func count(_ flag: Bool) -> Int {
    let value = if flag { print("yes"); 1 } else { 2 }
    return value
}
Text("a")

// MARK: - reject_if_expression_as_an_argument
// error: 'if' may only be used as expression in return, throw, or as the source of an assignment
func shown(_ flag: Bool) -> Text {
    Text(if flag { "on" } else { "off" })
}
Text("a")

// MARK: - reject_instance_member_in_a_property_initializer
// error: cannot use instance member 'base' within property initializer; property initializers run before 'self' is available
struct Scaled {
    var base = 1
    var scaled = base * 10
}
Text("\(Scaled().scaled)")

// MARK: - reject_delegating_to_a_failable_initializer
// error: a non-failable initializer cannot delegate to failable initializer 'init(major:)' written with 'init?'
struct Release {
    var major = 0
    init?(major: Int) {
        if major < 0 { return nil }
        self.major = major
    }
    init(always: Int) { self.init(major: always) }
}
Text("a")

// MARK: - reject_a_collection_type_of_a_missing_element
// error: cannot find 'Feed' in scope
struct Refresher {
    var urlToFeed = [String: Feed]()
}
Text("a")

// MARK: - reject_implicit_self_in_a_detached_task
// error: reference to property 'count' in closure requires explicit use of 'self' to make capture semantics explicit
final class Counter {
    var started = false
    var count = 0
    func start() {
        Task { started = true }
        Task.detached { count += 1 }
    }
}
Text("a")

// MARK: - reject_a_mutating_method_through_an_optional_constant
// error: cannot use mutating member on immutable value: 'fixed' is a 'let' constant
struct Holder {
    let fixed: [Int]? = []
    func grow() { fixed?.append(1) }
}
Text("a")

// MARK: - reject_a_value_that_is_not_an_error_as_ns_error
// error: cannot convert value of type 'Int' to type 'NSError' in coercion
let code = 5
let error = code as NSError
Text("a")

// MARK: - reject_a_loop_variable_of_another_type_than_the_elements
// error: cannot convert sequence element type 'String' to expected type 'Int'
func count(_ names: [String]) -> Int {
    var total = 0
    for name: Int in names { total += name }
    return total
}
Text("a")

// MARK: - reject_a_plain_type_as_a_function_attribute
// error: struct 'Plain' cannot be used as an attribute
struct Plain {}
@Plain func nothing() -> Text { Text("a") }
nothing()

// MARK: - reject_a_generic_type_as_a_function_attribute
// error: generic struct 'Holder' cannot be used as an attribute
struct Holder<Value> { var value: Value }
@Holder func nothing() -> Text { Text("a") }
nothing()

// MARK: - reject_class_bound_not_met
// error: global function 'keep' requires that 'Plain' inherit from 'Base'
class Base {}
class Plain {}
func keep<T: Base>(_ value: T) -> Text { Text("kept") }
keep(Plain())

// MARK: - reject_requirement_names_a_function_without_labels
// error: instance method 'tagged' requires that 'Loose' conform to 'Hashable'
struct Loose {}
struct Tagger { func tagged<T: Hashable>(_ value: T) -> Text { Text("tag") } }
Tagger().tagged(Loose())

// MARK: - reject_generic_parameter_bound_by_a_struct
// error: type 'T' constrained to non-protocol, non-class type 'Int'
struct Boxed<T: Int> { var value: T }
Text("x")

// MARK: - reject_labelled_array_subscript
// error: extraneous argument label 'safe:' in subscript
let attachmentIDs = ["a", "b"]
Text(attachmentIDs[safe: 1] ?? "none")

// MARK: - reject_labelled_dictionary_subscript
// error: extraneous argument label 'key:' in subscript
let attachmentNames = ["a": "photo"]
Text(attachmentNames[key: "a"] ?? "none")

// MARK: - reject_inheritance_from_a_nested_struct_of_the_same_name
// error: inheritance from non-protocol type 'Palette.Style'
protocol Style {
    var name: String { get }
}
struct Palette {
    struct Style { var hue = 0.5 }
}
extension Palette {
    struct Warm: Style {
        var name: String { "warm" }
    }
}
Text(Palette.Warm().name)

// MARK: - reject_a_subclass_of_another_generic_instance
// error: to expected argument type 'Animal<String>'
class Animal<T> { var x: T? }
class Cat<T>: Animal<T> {}
func take(_ a: Animal<String>) -> Int { 0 }
Text("\(take(Cat<Int>()))")

// MARK: - reject_a_primary_associated_type_bound_not_met
// error: global function 'count' requires the types 'String' and 'Int' be equivalent
protocol Shelf<Item> {
    associatedtype Item
    func items() -> [Item]
}
struct Books: Shelf { func items() -> [String] { ["a"] } }
func count<S: Shelf<Int>>(_ shelf: S) -> Int { shelf.items().count }
Text("\(count(Books()))")

// MARK: - reject_an_async_stream_iterated_without_await
// error: for-in loop requires 'AsyncStream<Int>' to conform to 'Sequence'
func drained(_ stream: AsyncStream<Int>) async -> Int {
    var total = 0
    for value in stream { total += value }
    return total
}
Text("drained")

// MARK: - reject_a_throwing_stream_iterated_without_try
// error: call can throw, but the error is not handled
func summed(_ stream: AsyncThrowingStream<Int, Error>) async throws -> Int {
    var total = 0
    for await value in stream { total += value }
    return total
}
Text("summed")

// MARK: - reject_an_array_literal_element_of_another_type
// error: cannot convert value of type 'String' to expected element type 'Int'
// only these errors
let numbers: [Int] = [1, "two"]
Text("\(numbers.count)")

// MARK: - reject_a_dictionary_literal_value_of_another_type
// error: cannot convert value of type 'String' to expected dictionary value type 'Int'
// only these errors
let scores: [String: Int] = ["ada": "ten"]
Text("\(scores.count)")

// MARK: - reject_a_dictionary_literal_key_of_another_type
// error: cannot convert value of type 'Int' to expected dictionary key type 'String'
// only these errors
let names: [String: String] = [1: "one"]
Text("\(names.count)")

// MARK: - reject_a_deque_literal_element_of_another_type
// error: cannot convert value of type 'String' to expected element type 'Int'
// only these errors
let queue: Deque<Int> = [1, "two"]
Text("\(queue.count)")

// MARK: - reject_an_ordered_dictionary_literal_value_of_another_type
// error: cannot convert value of type 'Double' to expected dictionary value type 'String'
// only these errors
let labels: OrderedDictionary<Int, String> = [1: 2.5]
Text("\(labels.count)")

// MARK: - reject_a_missing_member_in_a_one_parameter_on_change_closure
// error: value of type 'Info' has no member 'missingMember'
// only these errors
struct Info { let name: String }
let selected: Int? = nil
Text("x").onChange(of: selected) { newValue in
    let info = Info(name: "a")
    print(info.missingMember, newValue as Any)
}

// MARK: - reject_a_name_no_dynamic_member_subscript_finds
// error: value of type 'Box' has no dynamic member 'b' using key path from root type 'Inner'
// only these errors
struct Inner { var a = 1 }
@dynamicMemberLookup
struct Box {
    subscript<T>(dynamicMember keyPath: KeyPath<Inner, T>) -> T { Inner()[keyPath: keyPath] }
}
Text("\(Box().b)")

// MARK: - reject_an_attribute_no_scope_declares
// error: reference to member 'nonsense' cannot be resolved without a contextual type
// only these errors
let text = AttributedString("x")
Text("\(text.nonsense ?? 0)")
