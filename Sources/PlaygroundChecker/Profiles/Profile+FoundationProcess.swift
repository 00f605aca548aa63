extension Profile {
    /// Foundation's process, error and work-item types as app code uses them: `ProcessInfo`
    /// describes the playground's simulated device (iOS 18.1, no environment variables, no
    /// launch arguments but its name), `NSError` carries its domain, code and user info, and a
    /// `DispatchWorkItem` runs at once when performed or given to a queue, as queued work does;
    /// locks and semaphores count on the playground's one thread; a `Progress` counts units.
    static let foundationProcessSource = #"""
// MARK: Process and errors

public final class ProcessInfo {
    public static let processInfo = ProcessInfo()
    init() {}
    public var environment: [String: String] { [:] }
    public var arguments: [String] { [processName] }
    public var processName: String { "Playground" }
    /// Fixed, as the session is deterministic.
    public var globallyUniqueString: String { "E621E1F8-C36C-495A-93FC-0C247A3E6E5F-1-0" }
    public var isLowPowerModeEnabled: Bool { false }
    public var isiOSAppOnMac: Bool { false }
    public var isMacCatalystApp: Bool { false }
    public var operatingSystemVersion: OperatingSystemVersion { OperatingSystemVersion(majorVersion: 18, minorVersion: 1, patchVersion: 0) }
    public var operatingSystemVersionString: String { "Version 18.1 (Build 22B83)" }
    public func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
        let own = operatingSystemVersion
        if own.majorVersion != version.majorVersion { return own.majorVersion > version.majorVersion }
        if own.minorVersion != version.minorVersion { return own.minorVersion > version.minorVersion }
        return own.patchVersion >= version.patchVersion
    }
    public enum ThermalState { case nominal, fair, serious, critical }
    public var thermalState: ThermalState { .nominal }
    /// What an activity asks of the system (no sleep, no sudden termination): the playground's
    /// process never sleeps or ends under it, so an activity is a token only.
    public struct ActivityOptions: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static var idleDisplaySleepDisabled: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 1 << 40) }
        public static var idleSystemSleepDisabled: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 1 << 20) }
        public static var suddenTerminationDisabled: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 1 << 14) }
        public static var automaticTerminationDisabled: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 1 << 15) }
        public static var userInitiated: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 0x00FFFFFF | (1 << 20)) }
        public static var userInitiatedAllowingIdleSystemSleep: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 0x00FFFFFF) }
        public static var background: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 0x000000FF) }
        public static var latencyCritical: ProcessInfo.ActivityOptions { ProcessInfo.ActivityOptions(rawValue: 0xFF00000000) }
    }
    public func beginActivity(options: ProcessInfo.ActivityOptions = [], reason: String) -> any NSObjectProtocol { NSObject() }
    public func endActivity(_ activity: any NSObjectProtocol) {}
    /// Runs `block` at once, as the activity's work.
    public func performActivity(options: ProcessInfo.ActivityOptions = [], reason: String, using block: @escaping () -> Void) { block() }
}

public struct OperatingSystemVersion {
    public var majorVersion: Int
    public var minorVersion: Int
    public var patchVersion: Int
    public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }
}

public var NSLocalizedDescriptionKey: String { "NSLocalizedDescription" }
public var NSLocalizedFailureReasonErrorKey: String { "NSLocalizedFailureReason" }
public var NSUnderlyingErrorKey: String { "NSUnderlyingError" }
public var NSLocalizedRecoverySuggestionErrorKey: String { "NSLocalizedRecoverySuggestion" }
public var NSLocalizedRecoveryOptionsErrorKey: String { "NSLocalizedRecoveryOptions" }
public var NSRecoveryAttempterErrorKey: String { "NSRecoveryAttempter" }
public var NSHelpAnchorErrorKey: String { "NSHelpAnchor" }

/// An error with a domain and a code. Its `localizedDescription` is the user info's
/// `NSLocalizedDescriptionKey`, else Apple's sentence naming the domain and code.
open class NSError: NSObject, Error, CustomDebugStringConvertible {
    public let domain: String
    public let code: Int
    public let userInfo: [String: Any]
    let _localizedDescription: String
    public init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
        self._localizedDescription = userInfo?[NSLocalizedDescriptionKey] as? String
            ?? "The operation couldn’t be completed. (\(domain) error \(code).)"
    }
    /// An error with no domain (Objective-C's `-init`, which Swift code calls as `NSError()`).
    public convenience override init() { self.init(domain: "", code: 0, userInfo: nil) }
    /// As Apple's platforms print it (`Error Domain=… Code=… "…" UserInfo={…}`), keys sorted.
    open override var description: String {
        let info = userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: ", ")
        return "Error Domain=\(domain) Code=\(code) \"\(_localizedDescription)\"" + (info.isEmpty ? "" : " UserInfo={\(info)}")
    }
    open var debugDescription: String { description }
    /// The user info's explanations, each nil when the error has none.
    open var localizedFailureReason: String? { userInfo[NSLocalizedFailureReasonErrorKey] as? String }
    open var localizedRecoverySuggestion: String? { userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String }
    open var localizedRecoveryOptions: [String]? { userInfo[NSLocalizedRecoveryOptionsErrorKey] as? [String] }
    open var recoveryAttempter: Any? { userInfo[NSRecoveryAttempterErrorKey] }
    open var helpAnchor: String? { userInfo[NSHelpAnchorErrorKey] as? String }
}

/// The informal `NSErrorRecoveryAttempting` protocol, which Objective-C declares on every object
/// and only an error's recovery attempter implements: sent to another object, the message is
/// not recognized.
extension NSObject {
    public func attemptRecovery(fromError error: any Error, optionIndex recoveryOptionIndex: Int) -> Bool {
        fatalError("-[\(type(of: self)) attemptRecoveryFromError:optionIndex:]: unrecognized selector sent to instance")
    }
}

/// A subprocess (macOS). The playground's sandbox holds no programs: `run()` throws what
/// Foundation throws for an executable that is not there (`NSCocoaErrorDomain` 4), so the
/// process never runs and exits with status 0, and its pipes stay empty.
open class Process: NSObject {
    public override init() {}
    open var executableURL: URL?
    open var launchPath: String?
    open var arguments: [String]?
    open var environment: [String: String]?
    open var currentDirectoryURL: URL?
    open var standardInput: Any?
    open var standardOutput: Any?
    open var standardError: Any?
    open var terminationHandler: ((Process) -> Void)?
    open var isRunning: Bool { false }
    open var terminationStatus: Int32 { 0 }
    open var processIdentifier: Int32 { 0 }
    open func run() throws {
        let path = executableURL?.path ?? launchPath ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? path
        throw NSError(domain: "NSCocoaErrorDomain", code: 4, userInfo: [NSLocalizedDescriptionKey: "The file “\(name)” doesn’t exist.", "NSFilePath": path])
    }
    open class func run(_ url: URL, arguments: [String], terminationHandler: ((Process) -> Void)? = nil) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.terminationHandler = terminationHandler
        try process.run()
        return process
    }
    open func waitUntilExit() {}
    open func interrupt() {}
    open func terminate() {}
}

/// A one-way channel between processes; with no process running, nothing is ever written.
open class Pipe: NSObject {
    public override init() {}
    public let fileHandleForReading = FileHandle()
    public let fileHandleForWriting = FileHandle()
}

/// An open file or pipe end; the playground's hold no data.
open class FileHandle: NSObject {
    public override init() {}
    open var availableData: Data { Data() }
    open var readabilityHandler: ((FileHandle) -> Void)?
    open func readDataToEndOfFile() -> Data { Data() }
    open func readToEnd() throws -> Data? { nil }
    open func write(_ data: Data) {}
    open func close() throws {}
    open func closeFile() {}
    public static var standardOutput: FileHandle { FileHandle() }
    public static var standardError: FileHandle { FileHandle() }
}

/// Work for a queue that can be cancelled before it runs; queues run it at once.
public final class DispatchWorkItem {
    let _block: () -> Void
    public private(set) var isCancelled = false
    public init(qos: DispatchQoS = .unspecified, block: @escaping () -> Void) { _block = block }
    public func perform() { if !isCancelled { _block() } }
    public func cancel() { isCancelled = true }
    public func notify(queue: DispatchQueue, execute: @escaping () -> Void) { execute() }
}

extension DispatchQueue {
    public func async(execute workItem: DispatchWorkItem) { _dispatchEnqueue(_dispatchNow(), { workItem.perform() }) }
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        _dispatchEnqueue(deadline.uptimeNanoseconds, { workItem.perform() })
    }
}

// MARK: Locks and semaphores

/// What a lock does: `lock()`, `unlock()`, and `withLock` around a closure.
public protocol NSLocking {
    func lock()
    func unlock()
}
extension NSLocking {
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A lock: the playground runs one thread, so locking it again before unlocking is the
/// deadlock it would be, and traps instead of hanging.
open class NSLock: NSObject, NSLocking {
    var _isLocked = false
    open var name: String?
    public override init() {}
    open func lock() {
        if _isLocked { fatalError("NSLock locked again before it was unlocked: on one thread this waits forever") }
        _isLocked = true
    }
    open func unlock() { _isLocked = false }
    open func `try`() -> Bool {
        if _isLocked { return false }
        _isLocked = true
        return true
    }
}

/// A lock the thread holding it may lock again, as long as it unlocks as often.
open class NSRecursiveLock: NSObject, NSLocking {
    var _depth = 0
    open var name: String?
    public override init() {}
    open func lock() { _depth += 1 }
    open func unlock() { _depth = max(0, _depth - 1) }
    open func `try`() -> Bool {
        _depth += 1
        return true
    }
}

/// Whether a wait ended by a signal or its deadline.
public enum DispatchTimeoutResult {
    case success, timedOut
}

/// A counting semaphore. Nothing else runs while the playground's one thread waits, so a
/// wait with no signal left traps (a wait with a deadline times out at once).
public final class DispatchSemaphore {
    var _value: Int
    public init(value: Int) { _value = value }
    public func wait() {
        if _value <= 0 { fatalError("DispatchSemaphore.wait() with no signal: on one thread this waits forever") }
        _value -= 1
    }
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        if _value <= 0 { return .timedOut }
        _value -= 1
        return .success
    }
    @discardableResult
    public func signal() -> Int {
        _value += 1
        return 0
    }
}

/// How much of a task is done: a count of units, with its children's pending units counting
/// toward it as they complete (`ProgressView(progress)` draws its fraction).
public class Progress {
    public var totalUnitCount: Int64
    var _completed: Int64 = 0
    var _children: [(progress: Progress, pending: Int64)] = []
    public var isCancelled = false
    public var isPaused = false
    public var isCancellable = true
    public var isPausable = false
    public init(totalUnitCount unitCount: Int64) { totalUnitCount = unitCount }
    public class func discreteProgress(totalUnitCount unitCount: Int64) -> Progress { Progress(totalUnitCount: unitCount) }
    public var completedUnitCount: Int64 {
        get { _completed }
        set { _completed = newValue }
    }
    /// Units done over the total, with each child's share of its pending units; 0 without a total.
    public var fractionCompleted: Double {
        guard totalUnitCount > 0 else { return 0 }
        var done = Double(_completed)
        for child in _children where !child.progress.isFinished {
            done += Double(child.pending) * child.progress.fractionCompleted
        }
        return done / Double(totalUnitCount)
    }
    public var isIndeterminate: Bool { totalUnitCount < 0 || _completed < 0 }
    public var isFinished: Bool { totalUnitCount > 0 ? _completed >= totalUnitCount : _completed > 0 && totalUnitCount == 0 }
    public func addChild(_ child: Progress, withPendingUnitCount inUnitCount: Int64) {
        _children.append((child, inUnitCount))
    }
    public func cancel() { isCancelled = true }
    public func pause() { isPaused = true }
    public func resume() { isPaused = false }
    public var localizedDescription: String! {
        get { "\(Int((fractionCompleted * 100).rounded(.down)))% completed" }
        set {}
    }
}
"""#
}
