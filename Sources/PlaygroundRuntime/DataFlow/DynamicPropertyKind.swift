import PlaygroundChecker

/// SwiftUI's property wrappers the runtime keeps natively, keyed by their declaration's name.
///
/// Each makes a `StateCell`; the kind says whether the view owns the cell across renders, whether
/// it holds an object whose changes invalidate the view, and whether it reads the environment.
public enum DynamicPropertyKind: String, Sendable {
    case state = "State"
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case environmentObject = "EnvironmentObject"
    case environment = "Environment"
    case bindable = "Bindable"
    case focusState = "FocusState"
    case appStorage = "AppStorage"
    case sceneStorage = "SceneStorage"
    case gestureState = "GestureState"
    case namespace = "Namespace"
    case published = "Published"

    /// The kind of a profile's wrapper declaration (a user's `struct State` is not one).
    init?(_ decl: NominalDecl, checker: Checker) {
        guard decl.isPropertyWrapper, checker.isProfileDeclaration(decl) else { return nil }
        self.init(rawValue: decl.id.qualifiedName)
    }

    /// Kept by the view across renders (a new view value's fresh cell is replaced by the mounted one).
    var isOwned: Bool {
        switch self {
        case .state, .stateObject, .focusState, .appStorage, .sceneStorage, .gestureState, .namespace: true
        default: false
        }
    }

    /// Holds an `ObservableObject` whose published changes invalidate the view.
    var observesObject: Bool {
        self == .stateObject || self == .observedObject || self == .environmentObject
    }

    /// Assigning through the property writes the cell (and invalidates the owner).
    var isWritable: Bool {
        switch self {
        case .state, .focusState, .appStorage, .sceneStorage, .observedObject, .bindable, .published: true
        default: false
        }
    }

    /// `$name` is a `Binding` to the cell.
    var projectsBinding: Bool {
        switch self {
        case .state, .focusState, .appStorage, .sceneStorage: true
        default: false
        }
    }
}
