import ArgumentParser

/// The builder profiles `--builder` accepts (see the brief's "Builder profiles").
enum BuilderProfileName: String, CaseIterable, ExpressibleByArgument {
    case swiftui
    case swiftuiIOS16 = "swiftui-ios16"
    case mimic
    case partial
    case sequence
    case uikit
}
