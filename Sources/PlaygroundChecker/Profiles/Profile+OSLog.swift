extension Profile {
    /// os's unified logging, `Logger(subsystem:category:).info("loaded \(count, privacy: .public)")`.
    ///
    /// The log goes to the system's log, not to standard output (nor to a preview's canvas), so
    /// the playground shows nothing of it; a message is still built, so what it interpolates runs.
    /// `os_log` and `os_signpost` log nothing either (`dso:` names the image a message comes from). Also os's `OSAllocatedUnfairLock`, a lock around a state (one thread here: it never waits).
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

/// A log object: a subsystem and a category, for `os_log`, `os_signpost` and `Logger(_:)`.
public final class OSLog: NSObject {
    /// A category the system treats specially (`.pointsOfInterest` shows in Instruments).
    public struct Category {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = OSLog.Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = OSLog.Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = OSLog.Category(rawValue: "DynamicStackTracing")
    }
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        super.init()
    }
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    public var signpostsEnabled: Bool { false }
}

/// Writes a `printf`-style message to the log (`%{public}@` says an argument's privacy).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}

/// Writes a `printf`-style message of a level to the log.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}

/// Whether a signpost begins or ends an interval, or marks one moment.
public struct OSSignpostType: Equatable {
    public let rawValue: UInt8
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// What ties a signpost's begin to its end.
public struct OSSignpostID: Hashable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = 1 }
    public init(log: OSLog, object: AnyObject) { rawValue = 2 }
    public static let exclusive = OSSignpostID(UInt64.max - 1)
    public static let invalid = OSSignpostID(UInt64.max)
    public static let null = OSSignpostID(0)
}

/// Marks a point of interest for Instruments; the playground has no Instruments, so it marks nothing.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a point of interest with a `printf`-style message.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}

public struct Logger {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ logObj: OSLog) {}
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
