extension Profile {
    /// Rows a person edits: `onDelete` and `onMove` on a `DynamicViewContent`, and the
    /// `IndexSet` offsets their actions apply with `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.
    static let swiftUIEditingSource = #"""
/// A view that makes its rows from a collection: what `onDelete` and `onMove` apply to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// Not public in the SDK: `onDelete` is opaque; its inlinable body writes this trait.
public struct OnDeleteTraitKey: _ViewTraitKey {
    public typealias Value = ((IndexSet) -> Void)?
}

/// Not public in the SDK: `onMove` is opaque; its inlinable body writes this trait.
public struct OnMoveTraitKey: _ViewTraitKey {
    public typealias Value = ((IndexSet, Int) -> Void)?
}

extension DynamicViewContent {
    /// Swipe to delete: `action` gets the offsets of the rows deleted.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _TraitWritingModifier<OnDeleteTraitKey>> {
        modifier(_TraitWritingModifier<OnDeleteTraitKey>(value: action))
    }
    /// Drag to reorder: `action` gets the offsets moved and the offset they move before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _TraitWritingModifier<OnMoveTraitKey>> {
        modifier(_TraitWritingModifier<OnMoveTraitKey>(value: action))
    }
}

extension Array {
    /// Removes the elements at `offsets`, as `onDelete`'s action does with its rows' data.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept: [Element] = []
        for (index, element) in enumerated() where !offsets.contains(index) {
            kept.append(element)
        }
        self = kept
    }
    /// Moves the elements at `source` to before the element at `destination`, as `onMove`'s
    /// action does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (index, element) in enumerated() {
            if source.contains(index) {
                moved.append(element)
            } else if index < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        self = before + moved + after
    }
}
"""#
}
