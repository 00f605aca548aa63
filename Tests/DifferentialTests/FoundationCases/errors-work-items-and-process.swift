// `NSError` with its domain, code and user info (its description as Apple's platforms print
// it is in the differential corpus: Linux's Foundation prints it otherwise); a
// `DispatchWorkItem` performed or cancelled; `ProcessInfo`'s environment (empty here).
func run() {
    let e = NSError(domain: "com.app", code: 42, userInfo: [NSLocalizedDescriptionKey: "Boom"])
    print(e.domain, e.code, e.localizedDescription, e.userInfo.count)
    let err: Error = e
    print(err.localizedDescription, (err as? NSError)?.code as Any)
    var fired = 0
    let item = DispatchWorkItem { fired += 1 }
    item.perform()
    let cancelled = DispatchWorkItem { fired += 10 }
    cancelled.cancel()
    cancelled.perform()
    print(fired, cancelled.isCancelled, item.isCancelled)
    print(ProcessInfo.processInfo.environment["NOPE_X"] as Any, ProcessInfo.processInfo.arguments.isEmpty)
}
