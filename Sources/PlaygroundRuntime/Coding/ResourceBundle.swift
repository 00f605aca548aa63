/// The files an app's `Bundle.main` holds, as the session provides them: the runtime reads no
/// files itself.
public struct ResourceBundle: Sendable {
    /// The path of the resource called `name` (`landmarkData.json`), if the bundle has it.
    public var path: @Sendable (_ name: String) -> String?
    /// The text of the file at `path` when it is one of the bundle's resources and reads as UTF-8.
    public var contents: @Sendable (_ path: String) -> String?

    public init(path: @escaping @Sendable (String) -> String?, contents: @escaping @Sendable (String) -> String?) {
        self.path = path
        self.contents = contents
    }

    /// A bundle without resources: `Bundle.main.url(forResource:withExtension:)` is nil.
    public static let empty = ResourceBundle(path: { _ in nil }, contents: { _ in nil })
}
