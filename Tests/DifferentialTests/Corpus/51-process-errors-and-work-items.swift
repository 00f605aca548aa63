// Foundation's process description, errors with domains and codes, and cancellable work items,
// as app code uses them.

// MARK: - ns_error_with_user_info
// expect: Text
func failure(_ reason: String) -> NSError {
    NSError(domain: "com.example.app", code: 7, userInfo: [NSLocalizedDescriptionKey: reason, NSLocalizedFailureReasonErrorKey: "offline", NSUnderlyingErrorKey: "none"])
}
Text(failure("Could not load").localizedDescription)

// MARK: - ns_error_description
// expect: Text
Text(NSError(domain: "com.example.app", code: 1).debugDescription)

// MARK: - process_info_values
// expect: Text
let info = ProcessInfo.processInfo
let version: OperatingSystemVersion = info.operatingSystemVersion
let atLeast = info.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0))
let state: ProcessInfo.ThermalState = info.thermalState
let hot: [ProcessInfo.ThermalState] = [.fair, .serious, .critical]
Text("\(version.majorVersion) \(atLeast) \(info.processName) \(info.environment.count) \(info.arguments.count) \(info.isLowPowerModeEnabled) \(info.isiOSAppOnMac) \(info.isMacCatalystApp) \(info.operatingSystemVersionString) \(info.globallyUniqueString.isEmpty) \(state == .nominal) \(hot.contains(state))")

// MARK: - debounced_work_item
// expect: Text
final class Search {
    var pending: DispatchWorkItem?
    var runs = 0
    func type(_ text: String) {
        pending?.cancel()
        let item = DispatchWorkItem { self.runs += 1 }
        pending = item
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
        DispatchQueue.global().async(execute: item)
        item.notify(queue: .main) { self.runs += 0 }
        item.perform()
    }
}
Text("\(Search().runs)")
