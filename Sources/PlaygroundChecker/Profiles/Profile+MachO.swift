extension Profile {
    /// The dynamic loader's list of loaded images, as view files' packages read it: the Defaults
    /// package looks for SwiftUI's image there to pass to `os_log(dso:)`. The playground's code
    /// runs in no loaded image, so the list is empty.
    static let machOSource = #"""
// MARK: MachO

/// A Mach-O image's header.
public struct mach_header {
    public var magic: UInt32
    public var cputype: Int32
    public var cpusubtype: Int32
    public var filetype: UInt32
    public var ncmds: UInt32
    public var sizeofcmds: UInt32
    public var flags: UInt32
    public init() {
        magic = 0
        cputype = 0
        cpusubtype = 0
        filetype = 0
        ncmds = 0
        sizeofcmds = 0
        flags = 0
    }
}

/// How many images are loaded.
public func _dyld_image_count() -> UInt32 { 0 }
/// The path of a loaded image.
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>! { nil }
/// The header of a loaded image.
public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafePointer<mach_header>! { nil }
"""#
}
