// AppKit as Mac view files name it: colours, images and fonts handed to SwiftUI, a representable,
// the app, its windows, the workspace and the pasteboard.

// MARK: - appkit_colors
// expect: TupleView<(Color, Color, Color, Color)>
let named: [NSColor] = [.labelColor, .secondaryLabelColor, .tertiaryLabelColor, .quaternaryLabelColor, .textColor, .placeholderTextColor, .linkColor, .textBackgroundColor, .windowBackgroundColor, .underPageBackgroundColor, .controlBackgroundColor, .controlColor, .controlTextColor, .disabledControlTextColor, .controlAccentColor, .selectedContentBackgroundColor, .unemphasizedSelectedContentBackgroundColor, .selectedTextBackgroundColor, .separatorColor, .gridColor, .headerTextColor, .findHighlightColor, .shadowColor]
let system: [NSColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray]
let plain: [NSColor] = [.red, .orange, .yellow, .green, .blue, .purple, .brown, .gray, .lightGray, .darkGray, .black, .white, .clear]
let made: [NSColor?] = [NSColor(red: 1, green: 0, blue: 0, alpha: 1), NSColor(calibratedRed: 0, green: 1, blue: 0, alpha: 1), NSColor(srgbRed: 0, green: 0, blue: 1, alpha: 1), NSColor(white: 0.5, alpha: 1), NSColor(named: "Accent"), NSColor(Color.red), NSColor.red.withAlphaComponent(0.5)]
let uiKit: [UIColor] = [.red, .orange, .yellow, .green, .cyan, .blue, .magenta, .purple, .brown]
let alpha: CGFloat = made.count > 0 ? NSColor.red.alphaComponent : 0
Color(nsColor: named[0])
Color(NSColor.separatorColor)
Color(.controlAccentColor)
Color(.systemBlue)

// MARK: - appkit_images_and_fonts
// expect: TupleView<(Image, Image, Text)>
let symbol: NSImage? = NSImage(systemSymbolName: "doc", accessibilityDescription: nil)
let asset: NSImage? = NSImage(named: NSImage.applicationIconName)
let names: [NSImage.Name] = [NSImage.cautionName, NSImage.statusAvailableName, NSImage.statusPartiallyAvailableName, NSImage.statusUnavailableName, NSImage.statusNoneName]
let read: [NSImage?] = [NSImage(contentsOf: URL(fileURLWithPath: "/tmp/a.png")), NSImage(data: Data())]
let blank = NSImage(size: CGSize(width: 4, height: 4))
let facts: (CGSize, Bool, Bool, String) = (blank.size, blank.isTemplate, blank.isSymbol, blank.name)
let weights: [NSFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black, NSFont.Weight(rawValue: 0.1)]
let fonts: [NSFont?] = [NSFont(name: "Menlo", size: 12), .systemFont(ofSize: 13), .systemFont(ofSize: 13, weight: .bold), .boldSystemFont(ofSize: 13), .monospacedSystemFont(ofSize: 11, weight: .regular), .monospacedDigitSystemFont(ofSize: 11, weight: .medium)]
let sizes: [CGFloat] = [NSFont.systemFontSize, NSFont.smallSystemFontSize, fonts[1]?.pointSize ?? 0]
let fontFacts: (String, Bool) = (fonts[1]?.fontName ?? "", fonts[1]?.isMonospaced ?? false)
Image(nsImage: symbol ?? blank)
Image(nsImage: asset ?? blank)
Text("\(names.count) \(read.count) \(weights.count) \(sizes) \(fontFacts.0) \(facts.3)").font(Font(NSFont.systemFont(ofSize: 11)))

// MARK: - appkit_representable_and_services
// expect: TupleView<(Wrapped, Button<Text>)>
final class Holder {
    var view = NSView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = NSViewController()
    func act() -> [Any] {
        view.addSubview(NSView())
        view.isHidden = view.bounds.width > 0 && view.frame.height > 0
        let window: NSWindow? = NSApp.keyWindow ?? NSApplication.shared.mainWindow
        window?.makeFirstResponder(nil)
        window?.makeKeyAndOrderFront(nil)
        window?.close()
        NSApp.activate(ignoringOtherApps: true)
        NSApp.terminate(nil)
        let opened: Bool = NSWorkspace.shared.open(URL(fileURLWithPath: "/tmp"))
        NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: "/tmp")])
        let icon: NSImage = NSWorkspace.shared.icon(forFile: "/tmp")
        let typeIcon: NSImage = NSWorkspace.shared.icon(for: UTType("public.png") ?? .png)
        let board = NSPasteboard.general
        let cleared: Int = board.clearContents()
        let declared: Int = board.declareTypes([.string, .URL, .fileURL, .png, NSPasteboard.PasteboardType("custom")], owner: nil)
        let written: Bool = board.setString("hi", forType: NSPasteboard.PasteboardType(rawValue: "public.utf8-plain-text"))
        return [opened, icon, typeIcon, cleared, declared, written, board.string(forType: .string) ?? "", controller.view, controller.title ?? "", window?.title ?? "", NSApp.windows.count]
    }
}
struct Wrapped: NSViewRepresentable {
    func makeNSView(context: NSViewRepresentableContext<Wrapped>) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}
Wrapped()
Button("Act") { _ = Holder().act() }
