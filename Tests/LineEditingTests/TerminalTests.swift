import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LineEditing

@Suite struct TerminalTests {
    @Test func colorNeedsATerminal() {
        #expect(!Terminal.prefersColor(environment: [:], outputIsTerminal: false))
        #expect(Terminal.prefersColor(environment: ["TERM": "xterm-256color"], outputIsTerminal: true))
    }

    @Test func noColorTurnsColorOff() {
        #expect(!Terminal.prefersColor(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
        #expect(Terminal.prefersColor(environment: ["NO_COLOR": ""], outputIsTerminal: true))
        #expect(!Terminal.prefersColor(environment: ["TERM": "dumb"], outputIsTerminal: true))
    }

    @Test func pipesHaveNoWidth() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        #expect(Terminal.columns(fds[1]) == nil)
        #expect(!Terminal.isTerminal(fds[1]))
        close(fds[0])
        close(fds[1])
    }
}
