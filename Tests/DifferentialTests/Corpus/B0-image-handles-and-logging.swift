// `#dsohandle`'s image and the dynamic loader's image list, as the Defaults package reads them to
// pass `os_log(dso:)` SwiftUI's image; a mutable pointer given for `dso:` converts as a pointer
// argument does.

// MARK: - mutable_raw_pointer_from_the_image_handle
// expect: Text
let handle = UnsafeMutableRawPointer(mutating: #dsohandle)
Text("\(type(of: handle)) \(handle == UnsafeMutableRawPointer(mutating: #dsohandle))")

// MARK: - loaded_image_names_and_headers
// expect: Text
let count = _dyld_image_count()
let name: UnsafePointer<CChar>? = count > 0 ? _dyld_get_image_name(0) : nil
let header: UnsafePointer<mach_header>? = count > 0 ? _dyld_get_image_header(0) : nil
Text("\(count) \(name == nil) \(header == nil) \(mach_header().magic)")

// MARK: - os_log_with_a_mutable_image_handle
// expect: Text
func warn(_ message: String) {
    let handle = UnsafeMutableRawPointer(mutating: #dsohandle)
    os_log(.fault, dso: handle, log: OSLog(subsystem: "com.apple.runtime-issues", category: "Defaults"), "%d", message.count)
    os_log("%d", dso: handle, log: .default, type: .info, message.count)
    os_log(.info, "%d", message.count)
}
Text("logged")

// MARK: - a_mutable_pointer_converts_only_as_an_argument
// error: cannot convert value of type 'UnsafeMutableRawPointer' to specified type 'UnsafeRawPointer'
let handle = UnsafeMutableRawPointer(mutating: #dsohandle)
let pointer: UnsafeRawPointer = handle
Text("never")
