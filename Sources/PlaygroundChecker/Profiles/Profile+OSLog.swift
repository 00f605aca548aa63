extension Profile {
    /// os's unified logging, `Logger(subsystem:category:).info("loaded \(count, privacy: .public)")`.
    ///
    /// The log goes to the system's log, not to standard output (nor to a preview's canvas), so
    /// the playground shows nothing of it; a message is still built, so what it interpolates runs.
    /// Also os's `OSAllocatedUnfairLock`, a lock around a state (one thread here: it never waits).
    static let osLogSource = #"""
/// Whether an interpolated value is shown in the log or redacted.
public struct OSLogPrivacy: Equatable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
}

/// A log message: a string literal with interpolations that may say their privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
}

/// A message's level.
public struct OSLogType: Equatable {
    let rawValue: Int
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

public struct Logger {
    public init() {}
    public init(subsystem: String, category: String) {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A lock around a value of `State`; copies share the value, as the one allocated lock.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage {
        var state: State
        init(_ state: State) { self.state = state }
    }
    private let storage: Storage

    public init(initialState: State) { storage = Storage(initialState) }
    public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R { try body(&storage.state) }
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { try body(&storage.state) }
    public func lock() {}
    public func unlock() {}
    public func lockIfAvailable() -> Bool { true }
}

extension OSAllocatedUnfairLock where State == () {
    public init() { self.init(initialState: ()) }
}
"""#
}
