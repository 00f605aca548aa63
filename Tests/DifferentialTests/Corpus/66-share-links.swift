// SwiftUI's ShareLink and SharePreview: the data, previews and label each initializer fixes.

// MARK: - share_link_default_labels
// expect: TupleView<(ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel>)>
let url = URL(string: "https://example.com")!
let title = "Share App"
ShareLink(item: url)
ShareLink(item: "text", subject: Text("Subject"), message: Text("Message"))
ShareLink("Share", item: url)
ShareLink(title, item: "https://apps.apple.com")
ShareLink(Text("Send"), item: url)

// MARK: - share_link_custom_labels
// expect: TupleView<(ShareLink<CollectionOfOne<URL>, Never, Never, Label<Text, Image>>, ShareLink<CollectionOfOne<String>, Never, Never, Image>)>
let url = URL(string: "https://example.com")!
ShareLink(item: url) {
    Label("Share", systemImage: "square.and.arrow.up")
}
ShareLink(item: "stats", subject: Text("Stats")) {
    Image(systemName: "square.and.arrow.up")
}

// MARK: - share_link_many_items
// expect: TupleView<(ShareLink<Array<URL>, Never, Never, DefaultShareLinkLabel>, ShareLink<Array<String>, Never, Never, DefaultShareLinkLabel>, ShareLink<Array<String>, Never, Never, DefaultShareLinkLabel>, ShareLink<Array<URL>, Never, Never, DefaultShareLinkLabel>, ShareLink<Array<String>, Never, Never, Text>)>
let url = URL(string: "https://example.com")!
let title = "Share App"
let urls = [url, URL(string: "https://swift.org")!]
let lines = ["a", "b"]
ShareLink(items: urls)
ShareLink("Lines", items: lines)
ShareLink(title, items: lines, subject: Text("s"))
ShareLink(Text("All"), items: urls)
ShareLink(items: lines) { Text("Send \(lines.count)") }

// MARK: - share_link_previews
// expect: TupleView<(ShareLink<CollectionOfOne<URL>, Image, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<URL>, Never, Image, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<String>, Image, Image, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel>, ShareLink<CollectionOfOne<Image>, Image, Never, Text>, ShareLink<Array<URL>, Never, Never, Text>)>
let url = URL(string: "https://example.com")!
let title = "Share App"
let urls = [url]
let photo = Image(systemName: "photo")
ShareLink(item: url, preview: SharePreview("Example", image: photo))
ShareLink("Site", item: url, preview: SharePreview(title, icon: photo))
ShareLink(Text("Site"), item: "text", preview: SharePreview(Text("Text"), image: photo, icon: photo))
ShareLink(title, item: url, preview: SharePreview("Only a title"))
ShareLink(item: photo, preview: SharePreview("Photo", image: photo)) { Text("Photo") }
ShareLink(items: urls, preview: { item in SharePreview("\(item)") }) { Text("Each") }

// MARK: - transferable_constraint
// expect: ShareLink<CollectionOfOne<Image>, Never, Never, DefaultShareLinkLabel>
let photo = Image(systemName: "photo")
func share<T: Transferable>(_ item: T, named name: String) -> some View {
    ShareLink(name, item: item, preview: SharePreview(name))
}
share(photo, named: "Photo")
