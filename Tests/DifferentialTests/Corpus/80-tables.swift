// `Table` with its column and row builders (`TableColumnBuilder<Value, Sort>`,
// `TableRowBuilder<Value>`), sorting with `KeyPathComparator` and `String.StandardComparator`,
// table styles; a protocol named through a type's alias in a conformance.

// MARK: - table_of_data_with_columns
// expect: Table<TablePerson, TableForEachContent<Array<TablePerson>>, TupleTableColumnContent<TablePerson, Never, (TableColumn<TablePerson, Never, Text, Text>, TableColumn<TablePerson, Never, Text, Text>)>>
struct TablePerson: Identifiable {
    let id: Int
    let name: String
    let age: Int
}
struct PeopleTable: View {
    let people = [TablePerson(id: 1, name: "Ada", age: 36)]
    var body: some View {
        Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in Text("\(person.age)") }
        }
    }
}
PeopleTable().body

// MARK: - table_sorted_and_selected
// expect: ModifiedContent<Table<SortedPerson, TableForEachContent<Array<SortedPerson>>, TupleTableColumnContent<SortedPerson, KeyPathComparator<SortedPerson>, (TableColumn<SortedPerson, KeyPathComparator<SortedPerson>, Text, Text>, TableColumn<SortedPerson, KeyPathComparator<SortedPerson>, Text, Text>)>>, _TableStyleModifier<InsetTableStyle>>
struct SortedPerson: Identifiable {
    let id: Int
    let name: String
    let age: Int
}
struct SortedTable: View {
    @State private var sortOrder = [KeyPathComparator(\SortedPerson.age, order: .reverse)]
    @State private var selection = Set<SortedPerson.ID>()
    let people = [SortedPerson(id: 1, name: "Ada", age: 36), SortedPerson(id: 2, name: "Grace", age: 85)]
    var body: some View {
        Table(people.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name, comparator: .localizedStandard)
            TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
                .width(60)
        }
        .tableStyle(.inset)
    }
}
SortedTable().body

// MARK: - table_rows_in_sections
// expect: Table<RowItem, TupleTableRowContent<RowItem, (Section<TableHeaderRowContent<RowItem, Text>, ForEach<Array<RowItem>, Int, TableRow<RowItem>>, EmptyTableRowContent<RowItem>>, Section<EmptyTableRowContent<RowItem>, TableRow<RowItem>, EmptyTableRowContent<RowItem>>)>, TableColumn<RowItem, Never, Text, Text>>
struct RowItem: Identifiable {
    let id: Int
    let title: String
}
struct SectionedTable: View {
    @State private var selection: RowItem.ID?
    let items = [RowItem(id: 1, title: "One"), RowItem(id: 2, title: "Two")]
    var body: some View {
        Table(of: RowItem.self, selection: $selection) {
            TableColumn("Title", value: \.title)
        } rows: {
            Section("First") {
                ForEach(items) { item in
                    TableRow(item)
                }
            }
            Section {
                TableRow(RowItem(id: 3, title: "Three"))
            }
        }
    }
}
SectionedTable().body

// MARK: - table_rows_for_each_of_data
// expect: Table<RowItem2, ForEach<Array<RowItem2>, Int, TableRow<RowItem2>>, TableColumn<RowItem2, Never, Text, Text>>
struct RowItem2: Identifiable {
    let id: Int
    let title: String
}
struct PlainRowsTable: View {
    let items = [RowItem2(id: 1, title: "One")]
    var body: some View {
        Table(of: RowItem2.self) {
            TableColumn("Title") { item in Text(item.title) }
        } rows: {
            ForEach(items)
        }
    }
}
PlainRowsTable().body

// MARK: - table_sort_order_with_rows
// expect: ModifiedContent<Table<RowItem3, ForEach<Array<RowItem3>, Int, TableRow<RowItem3>>, TableColumn<RowItem3, KeyPathComparator<RowItem3>, Text, Text>>, _TableStyleModifier<BorderedTableStyle>>
struct RowItem3: Identifiable {
    let id: Int
    let score: Double
}
struct ScoredTable: View {
    @State private var order = [KeyPathComparator(\RowItem3.score)]
    let items = [RowItem3(id: 1, score: 2.5)]
    var body: some View {
        Table(sortOrder: $order) {
            TableColumn("Score", value: \.score) { item in Text("\(item.score)") }
        } rows: {
            ForEach(items) { TableRow($0) }
        }
        .tableStyle(.bordered)
    }
}
ScoredTable().body

// MARK: - sort_comparators
// expect: VStack<TupleView<(Text, Text, Text)>>
struct Score: Identifiable {
    let id: Int
    let name: String
    let points: Int
}
struct SortedScores: View {
    let scores = [Score(id: 1, name: "b", points: 2), Score(id: 2, name: "a", points: 2), Score(id: 3, name: "c", points: 9)]
    var body: some View {
        VStack {
            Text(scores.sorted(using: KeyPathComparator(\Score.points, order: .reverse)).map(\.name).joined())
            Text(scores.sorted(using: [KeyPathComparator(\Score.points), KeyPathComparator(\Score.name)]).map(\.name).joined())
            Text(["b", "A", "a"].sorted(using: String.StandardComparator(.lexical, order: .reverse)).joined())
        }
    }
}
SortedScores().body

// MARK: - protocol_named_through_a_member_alias
// expect: Text
protocol _ConverterBridge {
    associatedtype Value
    func text(_ value: Value) -> String
}
enum Converters {}
extension Converters {
    typealias Bridge = _ConverterBridge
}
struct IntBridge: Converters.Bridge {
    func text(_ value: Int) -> String { "#\(value)" }
}
func convert<B: Converters.Bridge>(_ bridge: B, _ value: B.Value) -> String { bridge.text(value) }
Text(convert(IntBridge(), 3))

// MARK: - table_protocols_and_builders_named
// expect: ModifiedContent<HStack<TupleView<(Text, Text)>>, _TableStyleModifier<AutomaticTableStyle>>
struct BuiltRow: Identifiable {
    let id: Int
}
func describeColumns<C: TableColumnContent>(_ content: C) -> String where C.TableRowValue == BuiltRow { "columns " }
func describeRows<R: TableRowContent>(_ content: R) -> String where R.TableRowValue == BuiltRow { "rows" }
func isForward<S: SortComparator>(_ comparator: S) -> Bool { comparator.order == .forward }
func bodies<C: TableColumnContent, R: TableRowContent>(_ columns: C, _ rows: R) -> (C.TableColumnBody, R.TableRowBody) {
    (columns.tableColumnBody, rows.tableRowBody)
}
func styledTable<S: TableStyle>(_ style: S) -> some View { Text("styled").tableStyle(style) }
struct BuiltTable: View {
    var body: some View {
        let columns = TableColumnBuilder<BuiltRow, Never>.buildExpression(TableColumn("N") { (row: BuiltRow) in Text("\(row.id)") })
        let rows = TableRowBuilder<BuiltRow>.buildExpression(TableRow(BuiltRow(id: 1)))
        return HStack {
            Text(describeColumns(columns) + describeRows(rows))
            Text("\(isForward(KeyPathComparator(\BuiltRow.id)))")
        }
        .tableStyle(AutomaticTableStyle())
    }
}
BuiltTable().body

// MARK: - table_rows_say_the_row_type
// expect: Table<TruckOrder, Section<EmptyTableRowContent<TruckOrder>, ForEach<Array<TruckOrder>, String, TableRow<TruckOrder>>, EmptyTableRowContent<TruckOrder>>, TupleTableColumnContent<TruckOrder, KeyPathComparator<TruckOrder>, (TableColumn<TruckOrder, KeyPathComparator<TruckOrder>, Text, Text>, TableColumn<TruckOrder, Never, Text, Text>)>>
struct TruckOrder: Identifiable {
    let id: String
    let total: Int
}
struct TruckOrdersTable: View {
    @State private var sortOrder = [KeyPathComparator(\TruckOrder.total, order: .reverse)]
    @State private var selection: Set<TruckOrder.ID> = []
    let orders = [TruckOrder(id: "a", total: 3), TruckOrder(id: "b", total: 5)]
    var body: some View {
        Table(selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Total", value: \.total) { order in Text("\(order.total)") }
            TableColumn("Details") { order in Text(order.id) }
        } rows: {
            Section {
                ForEach(orders) { order in
                    TableRow(order)
                }
            }
        }
    }
}
TruckOrdersTable().body
