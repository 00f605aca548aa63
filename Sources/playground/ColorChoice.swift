import ArgumentParser
import LineEditing

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    /// Whether output gets colour; `auto` asks the terminal and `NO_COLOR`.
    func isOn(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: Terminal.prefersColor(environment: environment, outputIsTerminal: outputIsTerminal)
        }
    }
}
