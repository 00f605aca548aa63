// Drag and drop: `onDrag` with an item provider, `onDrop` with type identifiers or `UTType`s,
// with or without the drop's location, or with a `DropDelegate`; `NSItemProvider` carrying
// strings, URLs and images, and loading them back by class or by bridged Swift type.

// MARK: - drag_sources_and_drop_targets
// expect: VStack<TupleView<(HStack<ForEach<Array<String>, String, ModifiedContent<Text, _DraggingModifier>>>, ModifiedContent<Text, _DropModifier>, ModifiedContent<Text, _DropModifier>, ModifiedContent<Color, _DropModifier>, ModifiedContent<Color, _DropModifier>, ModifiedContent<Color, _DropModifier>)>>
struct Tray: DropDelegate {
    func performDrop(info: DropInfo) -> Bool {
        info.hasItemsConforming(to: [UTType.text]) && !info.itemProviders(for: ["public.text"]).isEmpty && info.location.x >= 0
    }
    func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: ["public.text"]) }
    func dropEntered(info: DropInfo) {}
    func dropExited(info: DropInfo) {}
    func dropUpdated(info: DropInfo) -> DropProposal? {
        let operations: [DropOperation] = [.cancel, .forbidden, .copy, .move]
        return DropProposal(operation: operations[2])
    }
}
func readableAndWritable(_ reading: NSItemProviderReading.Type, _ writing: NSItemProviderWriting.Type) -> Int {
    NSString.readableTypeIdentifiersForItemProvider.count + NSURL.writableTypeIdentifiersForItemProvider.count
}
let palette = ["🥳", "🦞"].prefix(readableAndWritable(UIImage.self, NSString.self)).map { $0 }
VStack {
    HStack {
        ForEach(palette, id: \.self) { emoji in
            Text(emoji).onDrag { NSItemProvider(object: NSString(string: emoji)) }
        }
    }
    Text("drop").onDrop(of: ["public.image", "public.text"], isTargeted: nil) { providers, location in
        providers.first?.loadObject(ofClass: String.self) { text, _ in _ = text } != nil && location.y >= 0
    }
    Text("drop").onDrop(of: ["public.url"], isTargeted: .constant(false)) { providers in
        providers.contains { $0.canLoadObject(ofClass: URL.self) }
    }
    Color.red.onDrop(of: [UTType.image], isTargeted: nil) { providers in providers.isEmpty }
    Color.red.onDrop(of: [UTType.plainText], isTargeted: nil) { _, _ in false }
    Color.blue.onDrop(of: [UTType.text], delegate: Tray())
}

// MARK: - item_providers_load_what_they_carry
// expect: Text
func carried() -> String {
    let provider = NSItemProvider(object: "🦞" as NSString)
    var text = ""
    provider.loadObject(ofClass: String.self) { value, _ in text = value ?? "none" }
    let link = NSItemProvider(contentsOf: URL(string: "https://example.com"))!
    var address = ""
    link.loadObject(ofClass: NSURL.self) { object, error in address = (object as? NSURL)?.absoluteString ?? "none" }
    let image = NSItemProvider(object: UIImage())
    let empty = NSItemProvider()
    empty.suggestedName = "nothing"
    return "\(text) \(provider.registeredTypeIdentifiers) \(provider.hasItemConformingToTypeIdentifier("public.text")) \(address) \(link.canLoadObject(ofClass: String.self)) \(image.canLoadObject(ofClass: UIImage.self)) \(empty.registeredTypeIdentifiers.count) \(URL(string: "https://a.b/c")!.baseURL == nil) \(NSURL(string: "https://a.b")?.isFileURL ?? true)"
}
Text(carried())
