// UniformTypeIdentifiers' types, as apps declare their own and look types up by tag.

// MARK: - uniform_type_lookups
// expect: Text
extension UTType {
    static let donut = UTType(exportedAs: "com.example.donut")
    static let recipe = UTType(importedAs: "com.example.recipe", conformingTo: .json)
}
let byExtension: UTType? = UTType(filenameExtension: "png")
let byMIMEType: UTType? = UTType(mimeType: "image/gif", conformingTo: .image)
let byTag: UTType? = UTType(tag: "mp4", tagClass: .filenameExtension, conformingTo: nil)
let tagClasses: [UTTagClass] = [.mimeType, UTTagClass(rawValue: "public.filename-extension")]
let named: UTType? = UTType("public.jpeg")
Text("\(byExtension?.preferredMIMEType ?? "") \(byMIMEType?.preferredFilenameExtension ?? "") \(byTag?.description ?? "") \(tagClasses.count) \(named?.isDeclared == true)")

// MARK: - uniform_type_hierarchy
// expect: Text
let types: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .commaSeparatedText, .url, .fileURL, .image, .png, .jpeg, .gif, .heic, .pdf]
let media: [UTType] = [.audiovisualContent, .movie, .video, .mpeg4Movie, .audio, .mp3, .directory, .folder, .bundle, .archive, .zip]
let images = (types + media).filter { $0.conforms(to: .image) }
let sub = UTType.png.isSubtype(of: .data) && UTType.data.isSupertype(of: .jpeg)
let parents: Set<UTType> = UTType.utf8PlainText.supertypes
Text("\(images.map(\.identifier)) \(sub) \(parents.count)")
