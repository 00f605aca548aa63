extension Profile {
    /// UniformTypeIdentifiers' `UTType`: the system's common types with the types they conform
    /// to, their preferred filename extensions and MIME types (Apple's declarations), and the
    /// types an app declares (`UTType(exportedAs:)`). A tag or identifier the table does not
    /// know gives nil (the system would make a dynamic type for an unknown tag).
    static let uniformTypeIdentifiersSource = #"""
// MARK: Uniform types

public struct UTType: Hashable, CustomStringConvertible {
    public let identifier: String
    let _parents: [String]
    let _filenameExtension: String?
    let _mimeType: String?
    init(_identifier: String, parents: [String], filenameExtension: String? = nil, mimeType: String? = nil) {
        self.identifier = _identifier
        self._parents = parents
        self._filenameExtension = filenameExtension
        self._mimeType = mimeType
    }
    /// A type the system declares; nil for any other identifier.
    public init?(_ identifier: String) {
        guard let known = UTType._known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(_identifier: identifier, parents: [parentType.identifier])
    }
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(_identifier: identifier, parents: [parentType.identifier])
    }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let wanted = tag.lowercased()
        let found = UTType._known.first { type in
            let value = tagClass == .filenameExtension ? type._filenameExtension : tagClass == .mimeType ? type._mimeType : nil
            return value == wanted && (supertype.map { type.conforms(to: $0) } ?? true)
        }
        guard let found else { return nil }
        self = found
    }
    public var preferredFilenameExtension: String? { _filenameExtension }
    public var preferredMIMEType: String? { _mimeType }
    public var description: String { identifier }
    /// The types it conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        for parent in _parents {
            guard let type = UTType(parent) else { continue }
            found.insert(type)
            found.formUnion(type.supertypes)
        }
        return found
    }
    /// Whether it is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }
    public var isDeclared: Bool { UTType(identifier) != nil }

    public static let item = UTType(_identifier: "public.item", parents: [])
    public static let content = UTType(_identifier: "public.content", parents: ["public.item"])
    public static let data = UTType(_identifier: "public.data", parents: ["public.item"])
    public static let text = UTType(_identifier: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(_identifier: "public.plain-text", parents: ["public.text"], filenameExtension: "txt", mimeType: "text/plain")
    public static let utf8PlainText = UTType(_identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType(_identifier: "public.json", parents: ["public.text"], filenameExtension: "json", mimeType: "application/json")
    public static let xml = UTType(_identifier: "public.xml", parents: ["public.text"], filenameExtension: "xml", mimeType: "application/xml")
    public static let html = UTType(_identifier: "public.html", parents: ["public.text"], filenameExtension: "html", mimeType: "text/html")
    public static let commaSeparatedText = UTType(_identifier: "public.comma-separated-values-text", parents: ["public.text"], filenameExtension: "csv", mimeType: "text/csv")
    public static let url = UTType(_identifier: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(_identifier: "public.file-url", parents: ["public.url"])
    public static let image = UTType(_identifier: "public.image", parents: ["public.data", "public.content"])
    public static let png = UTType(_identifier: "public.png", parents: ["public.image"], filenameExtension: "png", mimeType: "image/png")
    public static let jpeg = UTType(_identifier: "public.jpeg", parents: ["public.image"], filenameExtension: "jpeg", mimeType: "image/jpeg")
    public static let gif = UTType(_identifier: "com.compuserve.gif", parents: ["public.image"], filenameExtension: "gif", mimeType: "image/gif")
    public static let tiff = UTType(_identifier: "public.tiff", parents: ["public.image"], filenameExtension: "tiff", mimeType: "image/tiff")
    public static let webP = UTType(_identifier: "org.webmproject.webp", parents: ["public.image"], filenameExtension: "webp", mimeType: "image/webp")
    public static let svg = UTType(_identifier: "public.svg-image", parents: ["public.image"], filenameExtension: "svg", mimeType: "image/svg+xml")
    public static let heic = UTType(_identifier: "public.heic", parents: ["public.image"], filenameExtension: "heic", mimeType: "image/heic")
    public static let pdf = UTType(_identifier: "com.adobe.pdf", parents: ["public.data", "public.content"], filenameExtension: "pdf", mimeType: "application/pdf")
    public static let audiovisualContent = UTType(_identifier: "public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType(_identifier: "public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType(_identifier: "public.video", parents: ["public.movie"])
    public static let mpeg4Movie = UTType(_identifier: "public.mpeg-4", parents: ["public.movie"], filenameExtension: "mp4", mimeType: "video/mp4")
    public static let quickTimeMovie = UTType(_identifier: "com.apple.quicktime-movie", parents: ["public.movie"], filenameExtension: "mov", mimeType: "video/quicktime")
    public static let audio = UTType(_identifier: "public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType(_identifier: "public.mp3", parents: ["public.audio"], filenameExtension: "mp3", mimeType: "audio/mpeg")
    public static let directory = UTType(_identifier: "public.directory", parents: ["public.item"])
    public static let folder = UTType(_identifier: "public.folder", parents: ["public.directory"])
    public static let bundle = UTType(_identifier: "com.apple.bundle", parents: ["public.directory"])
    public static let archive = UTType(_identifier: "public.archive", parents: ["public.data"])
    public static let zip = UTType(_identifier: "public.zip-archive", parents: ["public.archive"], filenameExtension: "zip", mimeType: "application/zip")
    static let _known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, url, fileURL,
        image, png, jpeg, gif, tiff, webP, svg, heic, pdf, audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie, audio, mp3,
        directory, folder, bundle, archive, zip,
    ]
}

/// A kind of tag a type has (`UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil)`).
public struct UTTagClass: Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
"""#
}
