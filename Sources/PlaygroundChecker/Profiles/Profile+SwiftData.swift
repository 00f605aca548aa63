extension Profile {
    /// SwiftData as view files use it: `@Model` classes, one in-memory `ModelContext` per
    /// session (`@Environment(\.modelContext)`, and what `modelContainer(…)` names), and
    /// `@Query`, which reads that context's models of its type, sorted, each time the view's
    /// body runs (inserting or deleting a model runs the bodies that query its type again).
    static let swiftDataSource = #"""
// MARK: SwiftData

/// What `@Model` makes a class: observable, hashable and identifiable by its identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

/// Models are equal and hash by identity, as the macro makes them.
extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity in its context (its insertion number here).
public struct PersistentIdentifier: Hashable, Comparable {
    public var number: Int
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.number < rhs.number }
}

public enum SortOrder: Hashable {
    case forward
    case reverse
}

/// A sort by one key path; `Value` is erased into the comparison it makes.
public struct SortDescriptor<Compared> {
    public var order: SortOrder
    let ascending: (Compared, Compared) -> Bool
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.order = order
        self.ascending = { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    /// Whether `a` comes before `b` in this order.
    func precedes(_ a: Compared, _ b: Compared) -> Bool {
        order == .forward ? ascending(a, b) : ascending(b, a)
    }
}

public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
        self.fetchLimit = nil
    }
}

/// The session's one store: the models inserted, in insertion order. (`Observable` by
/// conformance: in the profile that stands for the macro, so a query's reads are tracked.)
public final class ModelContext: Observable {
    var models: [Any] = []
    var inserted = 0
    /// The context every view's environment and every container share.
    static let session = ModelContext()
    init() {}
    public func insert<T: PersistentModel>(_ model: T) {
        for existing in models {
            if let same = existing as? T, same === model { return }
        }
        models.append(model)
        inserted += 1
    }
    public func delete<T: PersistentModel>(_ model: T) {
        var kept: [Any] = []
        for existing in models {
            if let same = existing as? T, same === model { continue }
            kept.append(existing)
        }
        models = kept
    }
    public func save() throws {}
    public var hasChanges: Bool { false }
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let found = sorted(try matching(all(of: T.self), descriptor.predicate), by: descriptor.sortBy)
        if let limit = descriptor.fetchLimit { return Array(found.prefix(limit)) }
        return found
    }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }
    func all<T: PersistentModel>(of type: T.Type) -> [T] {
        var found: [T] = []
        for model in models {
            if let match = model as? T { found.append(match) }
        }
        return found
    }
    /// The models the predicate accepts (all of them without one).
    func matching<T: PersistentModel>(_ models: [T], _ predicate: Predicate<T>?) throws -> [T] {
        guard let predicate else { return models }
        var kept: [T] = []
        for model in models where try predicate.evaluate(model) { kept.append(model) }
        return kept
    }
    func sorted<T>(_ models: [T], by descriptors: [SortDescriptor<T>]) -> [T] {
        models.sorted { a, b in
            for descriptor in descriptors {
                if descriptor.precedes(a, b) { return true }
                if descriptor.precedes(b, a) { return false }
            }
            return false
        }
    }
}

public struct ModelConfiguration {
    public var isStoredInMemoryOnly: Bool
    public init(isStoredInMemoryOnly: Bool = false) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
}

/// The model types a container stores. SwiftData takes `[any PersistentModel.Type]`; the
/// playground has no existential metatypes, so the types are held as values of `Any`.
public final class Schema {
    let _types: [Any]
    public init(_ types: [Any]) { _types = types }
}

/// A container names the session's context (the playground keeps one store). SwiftData takes
/// `any PersistentModel.Type...`; the playground has no existential metatypes: one model type.
public final class ModelContainer {
    public init<T: PersistentModel>(for type: T.Type, configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {}
    public var mainContext: ModelContext { ModelContext.session }
}

extension EnvironmentValues {
    public var modelContext: ModelContext { get { ModelContext.session } set {} }
}

/// `@Query var books: [Book]`: the context's models of `Element` its filter accepts, sorted by
/// its descriptors. `Result` is what the property holds (`[Element]` for every initializer here).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let filter: Predicate<Element>?
    let descriptors: [SortDescriptor<Element>]
    public var wrappedValue: Result {
        let context = ModelContext.session
        let kept = (try? context.matching(context.all(of: Element.self), filter)) ?? []
        return context.sorted(kept, by: descriptors) as! Result
    }
}

extension Query where Result == [Element] {
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.filter = filter
        self.descriptors = descriptors
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default) {
        self.filter = filter
        self.descriptors = [SortDescriptor(keyPath, order: order)]
    }
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.filter = descriptor.predicate
        self.descriptors = descriptor.sortBy
    }
}

public struct _ModelContainerModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func modelContainer(_ container: ModelContainer) -> some View {
        modifier(_ModelContainerModifier())
    }
    public func modelContainer<T: PersistentModel>(for modelType: T.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false) -> some View {
        modifier(_ModelContainerModifier())
    }
}
"""#
}
