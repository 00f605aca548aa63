extension Profile {
    /// `Table` with its two builders (`TableColumnBuilder`, `TableRowBuilder`), its columns and
    /// rows, and Foundation's sort comparators that a table's `sortOrder` holds.
    ///
    /// A table draws as a grid: the columns' titles, a rule, then a row per value with the cells
    /// its columns make (`_TableGrid`, made when the table is, since its rows are values, not views).
    static let swiftUITablesSource = #"""
// MARK: Foundation's sorting

/// What orders values of `Compared`: a table's `sortOrder` holds these.
public protocol SortComparator: Hashable {
    associatedtype Compared
    func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult
    var order: SortOrder { get set }
}

extension Never: SortComparator {
    public typealias Compared = Never
    public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult { fatalError() }
    public var order: SortOrder {
        get { fatalError() }
        set {}
    }
}

extension ComparisonResult {
    /// The opposite order, for a comparator sorting in `.reverse`.
    func _reversed(_ order: SortOrder) -> ComparisonResult {
        guard order == .reverse else { return self }
        return self == .orderedAscending ? .orderedDescending : self == .orderedDescending ? .orderedAscending : .orderedSame
    }
}

/// Orders by the value at a key path; two are equal when their key paths and orders are.
public struct KeyPathComparator<Compared>: SortComparator {
    public var order: SortOrder
    let _keyPath: AnyHashable
    let _ascending: (Compared, Compared) -> ComparisonResult
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.order = order
        self._keyPath = AnyHashable(keyPath)
        self._ascending = { lhs, rhs in
            let (a, b) = (lhs[keyPath: keyPath], rhs[keyPath: keyPath])
            return a < b ? .orderedAscending : b < a ? .orderedDescending : .orderedSame
        }
    }
    /// By `comparator`'s order of the values at `keyPath`.
    public init<Value, Comparator: SortComparator>(_ keyPath: KeyPath<Compared, Value>, comparator: Comparator, order: SortOrder = .forward) where Comparator.Compared == Value {
        self.order = order
        self._keyPath = AnyHashable(keyPath)
        self._ascending = { lhs, rhs in comparator.compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath]) }
    }
    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        _ascending(lhs, rhs)._reversed(order)
    }
    public static func == (lhs: KeyPathComparator<Compared>, rhs: KeyPathComparator<Compared>) -> Bool {
        lhs._keyPath == rhs._keyPath && lhs.order == rhs.order
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_keyPath)
    }
}

extension String {
    /// Foundation's string orders; in the playground's en_US locale the localized ones ignore case first.
    public struct StandardComparator: SortComparator {
        public static let localizedStandard = StandardComparator(_kind: "localizedStandard")
        public static let localized = StandardComparator(_kind: "localized")
        public static let lexical = StandardComparator(_kind: "lexical")
        let _kind: String
        public var order: SortOrder
        init(_kind: String) {
            self._kind = _kind
            self.order = .forward
        }
        public init(_ base: String.StandardComparator, order: SortOrder = .forward) {
            self._kind = base._kind
            self.order = order
        }
        public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let result = _kind == "lexical" ? _stringOrder(lhs, rhs) : lhs.localizedCompare(rhs)
            return result._reversed(order)
        }
    }
}

extension Sequence {
    public func sorted<Comparator: SortComparator>(using comparator: Comparator) -> [Element] where Element == Comparator.Compared {
        sorted { comparator.compare($0, $1) == .orderedAscending }
    }
    /// By the first comparator that tells the two apart.
    public func sorted<S: Sequence, Comparator: SortComparator>(using comparators: S) -> [Element] where S.Element == Comparator, Element == Comparator.Compared {
        let list: [Comparator] = comparators.map { _uncheckedCast($0) }
        return sorted { _precedes(list, $0, $1) }
    }
}

/// Whether the first of `comparators` that tells `lhs` and `rhs` apart puts `lhs` first.
func _precedes<Comparator: SortComparator>(_ comparators: [Comparator], _ lhs: Comparator.Compared, _ rhs: Comparator.Compared) -> Bool {
    for comparator in comparators {
        let result = comparator.compare(lhs, rhs)
        if result != .orderedSame { return result == .orderedAscending }
    }
    return false
}

// MARK: Columns

/// One column as the playground draws it: its title, and the cell it makes for a row's value.
public struct _TableColumnCells {
    let title: AnyView
    let cell: (Any) -> AnyView
}

public protocol TableColumnContent {
    associatedtype TableRowValue: Identifiable
    associatedtype TableColumnSortComparator: SortComparator
    associatedtype TableColumnBody
    var tableColumnBody: TableColumnBody { get }
    /// The playground's: the columns this content makes, in order.
    func _tableColumns() -> [_TableColumnCells]
}

extension TableColumnContent where TableColumnBody: TableColumnContent {
    public func _tableColumns() -> [_TableColumnCells] { tableColumnBody._tableColumns() }
}

public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    var label: Label
    var content: (RowValue) -> Content
    var comparator: Sort?
    var width: CGFloat?
    public var tableColumnBody: Never { fatalError() }
    public func _tableColumns() -> [_TableColumnCells] {
        [_TableColumnCells(title: AnyView(label), cell: { row in AnyView(content(_uncheckedCast(row))) })]
    }
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.width = width
        return column
    }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.width = ideal ?? min
        return column
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, comparator: comparator, width: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: comparator, width: nil)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, comparator: nil, width: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: nil, width: nil)
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, comparator: nil, width: nil)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) }, comparator: nil, width: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) }, comparator: nil, width: nil)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, comparator: KeyPathComparator(value), width: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(value), width: nil)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) }, comparator: KeyPathComparator(value, comparator: comparator), width: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) }, comparator: KeyPathComparator(value, comparator: comparator), width: nil)
    }
}

public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var value: T
    init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) { self.value = value }
    public var tableColumnBody: Never { fatalError() }
    public func _tableColumns() -> [_TableColumnCells] {
        _tupleElements(value).flatMap { ($0 as! any TableColumnContent)._tableColumns() }
    }
}

extension _ConditionalContent: TableColumnContent where TrueContent: TableColumnContent, FalseContent: TableColumnContent {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }
    public func _tableColumns() -> [_TableColumnCells] {
        switch storage {
        case .trueContent(let content): return content._tableColumns()
        case .falseContent(let content): return content._tableColumns()
        }
    }
}

@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>) -> TableColumn<RowValue, Sort, Content, Label> { column }
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(_ column: TableColumn<RowValue, Never, Content, Label>) -> TableColumn<RowValue, Never, Content, Label> { column }
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }
    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        TupleTableColumnContent((repeat each column), valueType: RowValue.self, sortType: Sort.self)
    }
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F> where RowValue == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F> where RowValue == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

// MARK: Rows

/// A section's header among a table's rows, drawn across the columns.
public struct _TableSectionHeader {
    let header: AnyView
}

public protocol TableRowContent {
    associatedtype TableRowValue: Identifiable
    associatedtype TableRowBody
    var tableRowBody: TableRowBody { get }
    /// The playground's: the rows' values in order, with a `_TableSectionHeader` before a titled section's.
    func _tableRows() -> [Any]
}

extension TableRowContent where TableRowBody: TableRowContent {
    public func _tableRows() -> [Any] { tableRowBody._tableRows() }
}

public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    var value: Value
    public init(_ value: Value) { self.value = value }
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { [value] }
}

/// The rows of `Table(data) { columns }`: a row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    var data: Data
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { data.map { $0 } }
}

public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var value: T
    init(_ value: T, ofType: Value.Type) { self.value = value }
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] {
        _tupleElements(value).flatMap { ($0 as! any TableRowContent)._tableRows() }
    }
}

public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { [] }
}

public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    var content: Content
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { [_TableSectionHeader(header: AnyView(content))] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { data.flatMap { content($0)._tableRows() } }
}

extension ForEach where Content: TableRowContent {
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.data = data
        self.id = \Data.Element.id
        self.content = { TableRow($0) }
    }
}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] { header._tableRows() + content._tableRows() + footer._tableRows() }
    public init<V>(@TableRowBuilder<V> content: () -> Content) where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.header = EmptyTableRowContent()
        self.content = content()
        self.footer = EmptyTableRowContent()
    }
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.header = TableHeaderRowContent(content: Text(titleKey))
        self.content = content()
        self.footer = EmptyTableRowContent()
    }
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.header = TableHeaderRowContent(content: Text(title))
        self.content = content()
        self.footer = EmptyTableRowContent()
    }
}

extension _ConditionalContent: TableRowContent where TrueContent: TableRowContent, FalseContent: TableRowContent {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
    public func _tableRows() -> [Any] {
        switch storage {
        case .trueContent(let content): return content._tableRows()
        case .falseContent(let content): return content._tableRows()
        }
    }
}

@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Value == Content.TableRowValue { content }
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue { content }
    public static func buildBlock<each C: TableRowContent>(_ content: repeat each C) -> TupleTableRowContent<Value, (repeat each C)> {
        TupleTableRowContent((repeat each content), ofType: Value.self)
    }
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F> where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F> where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

// MARK: The table

public struct Table<Value, Rows, Columns>: View where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    var rows: Rows
    var columns: Columns
    /// What the preview draws: a `_TableGrid` (held as `Any`, so the view graph sees only it).
    var _grid: Any
    public var body: Never { fatalError() }
}

extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element: Identifiable, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
}

extension Table {
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.rows = rows()
        self.columns = columns()
        self._grid = _TableGrid(rows: self.rows._tableRows(), columns: self.columns._tableColumns())
    }
}

/// A table as the preview draws it: the titles, a rule, and a row of cells per value; a
/// section's header is a row of its own.
public struct _TableGrid: View {
    let titles: [AnyView]
    let cells: [[AnyView]]
    /// How many of the rows are values (the others are sections' headers).
    let valueRows: Int
    init(rows: [Any], columns: [_TableColumnCells]) {
        self.titles = columns.map { $0.title }
        self.valueRows = rows.filter { !($0 is _TableSectionHeader) }.count
        self.cells = rows.map { row in
            if let section = row as? _TableSectionHeader { return [section.header] }
            return columns.map { $0.cell(row) }
        }
    }
    public var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                ForEach(titles.indices, id: \.self) { index in titles[index].bold() }
            }
            Divider()
            ForEach(cells.indices, id: \.self) { row in
                GridRow {
                    ForEach(cells[row].indices, id: \.self) { column in cells[row][column] }
                }
            }
        }
    }
}

// MARK: Table styles

public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

public struct InsetTableStyle: TableStyle {
    public init() {}
}

public struct BorderedTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        modifier(_TableStyleModifier(style: style))
    }
}

public struct _TableStyleModifier<Style: TableStyle>: ViewModifier {
    var style: Style
    public func body(content: Content) -> Never { fatalError() }
}
"""#
}
