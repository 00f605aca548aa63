/// A Swift type as data; printed only by `SwiftType.description` (as `type(of:)` prints it).
public indirect enum SwiftType: Hashable, Sendable {
    /// A struct, enum, class or protocol, with its generic arguments (`Group<Text>`).
    case nominal(NominalID, [SwiftType])
    /// A tuple; labels are kept for printing (`(a: Int, b: Int)`).
    case tuple([SwiftType], labels: [String?])
    case function([SwiftType], SwiftType)
    /// A generic parameter of a declaration (`Content` in `VStack<Content>`).
    case parameter(GenericParameter)
    /// An unknown the solver is looking for.
    case variable(Int)
    /// A dependent member type (`Data.Element`).
    case member(SwiftType, String)
    /// `repeat each T` in a parameter or tuple.
    case packExpansion(SwiftType)
    /// An `inout` parameter of a function type (`(inout Path) -> ()`); nowhere else.
    case inoutParameter(SwiftType)
    case metatype(SwiftType)
    /// `any P` / a protocol used as a type, and `Any` (no protocols).
    case existential([NominalID])
    /// The type of an expression that already produced a diagnostic.
    case error

    public static let void = SwiftType.tuple([], labels: [])
    public static let any = SwiftType.existential([])

    public static func tuple(_ elements: [SwiftType]) -> SwiftType {
        .tuple(elements, labels: Array(repeating: nil, count: elements.count))
    }
}

/// The identity of a nominal declaration: its qualified name (`_VariadicView.Tree`).
public struct NominalID: Hashable, Sendable, CustomStringConvertible {
    public let qualifiedName: String
    /// How many leading generic arguments belong to enclosing types (not printed).
    public let inheritedArguments: Int
    /// The innermost name, which is all `type(of:)` prints.
    public let simpleName: Substring
    /// Which generic arguments are parameter packs (`struct Box<each T>`), held as tuples and
    /// printed `Pack{Int, String}`; not part of the identity (a name alone finds the type).
    public let packArguments: Set<Int>

    public init(_ qualifiedName: String, inheritedArguments: Int = 0) {
        self.init(qualifiedName, inheritedArguments: inheritedArguments, packArguments: [])
    }

    public init(_ qualifiedName: String, inheritedArguments: Int, packArguments: Set<Int>) {
        self.qualifiedName = qualifiedName
        self.inheritedArguments = inheritedArguments
        self.packArguments = packArguments
        let last = qualifiedName.split(separator: ".").last ?? Substring(qualifiedName)
        self.simpleName = last.firstIndex(of: Self.fileMark).map { last[..<$0] } ?? last
    }

    /// The mark a module file's private name is renamed with where another file declares the
    /// name too (`Row·3`): `·` may be part of a Swift identifier, and nobody writes it.
    static let fileMark: Character = "·"

    /// A file-private `name` of the module's file numbered `file`, kept apart from others.
    public static func filePrivateName(_ name: String, file: Int) -> String { "\(name)\(fileMark)\(file)" }

    /// A name (or a message naming some) as its file wrote it, without the marks of
    /// `filePrivateName(_:file:)`.
    public static func writtenName(_ name: String) -> String {
        guard name.contains(fileMark) else { return name }
        var out = ""
        var rest = Substring(name)
        while let mark = rest.firstIndex(of: fileMark) {
            out += rest[..<mark]
            let digits = rest[rest.index(after: mark)...].prefix { $0.isASCII && $0.isNumber }
            // A mark is followed by the file's number; a `·` otherwise is text.
            if digits.isEmpty { out.append(fileMark) }
            rest = rest[digits.endIndex...]
        }
        return out + rest
    }

    /// The qualified name as the source wrote it (`Const.Size` for `Const·3.Size`).
    public var writtenName: String { Self.writtenName(qualifiedName) }

    public static func == (a: NominalID, b: NominalID) -> Bool {
        a.qualifiedName == b.qualifiedName && a.inheritedArguments == b.inheritedArguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(qualifiedName)
    }
    public var description: String { qualifiedName }
}

/// A generic parameter, unique per declaration that introduces it.
public struct GenericParameter: Hashable, Sendable {
    public let name: String
    /// Which declaration introduced it (distinguishes `T` of two functions).
    public let owner: Int
    /// Declared with `each` (a parameter pack).
    public let isPack: Bool
    /// Which of a function's `some P` parameters it is: two of one spelling are two parameters.
    public let position: Int

    public init(name: String, owner: Int, isPack: Bool = false, position: Int = 0) {
        self.name = name
        self.owner = owner
        self.isPack = isPack
        self.position = position
    }
}
