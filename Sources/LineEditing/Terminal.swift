import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the playground runs in.
public enum Terminal {
    /// Whether `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The width in columns of the terminal on `fd`, or nil when it is not a terminal.
    public static func columns(_ fd: Int32) -> Int? {
        let columns = Int(vb_terminal_columns(fd))
        return columns > 0 ? columns : nil
    }

    /// Whether colour suits the standard output: a terminal, `NO_COLOR` unset or empty, and
    /// `TERM` not `dumb`.
    public static func prefersColor(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
