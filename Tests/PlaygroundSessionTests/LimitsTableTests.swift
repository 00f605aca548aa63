import Foundation
import PlaygroundChecker
import PlaygroundRuntime
import PlaygroundSyntax
import Testing
@testable import PlaygroundSession

/// docs/limits.md, row by row: each limit's value is the code's, and its example, run in a
/// fresh session, gets its message.
@Suite("Limits table")
struct LimitsTableTests {
    /// One row of the table.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        let message: String
        let example: String
        var testDescription: String { name }
    }

    static let rows: [Row] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/limits.md").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { cell in
                cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
            }
            return Row(name: cells[0], value: cells[1], message: cells[2], example: cells[3])
        }
    }()

    /// The value each name stands for in the code.
    static func value(of name: String, in session: Session) -> String? {
        switch name {
        case "Limits.squareBracketNesting": "\(Limits.squareBracketNesting)"
        case "Limits.bracketNesting": "\(Limits.bracketNesting)"
        case "Limits.typeNodes": "\(Limits.typeNodes)"
        case "Interpreter.maximumCallDepth": "\(Interpreter.maximumCallDepth)"
        case "Interpreter.maximumEncodingDepth": "\(Interpreter.maximumEncodingDepth)"
        case "Interpreter.stepBudget": "\(session.interpreter.stepBudget)"
        case "Limits.entrySeconds": "\(Limits.entrySeconds)"
        case "Limits.stringLength": "\(Limits.stringLength)"
        case "Limits.arrayCount": "\(Limits.arrayCount)"
        case "ViewGraph.maximumRows": "\(ViewGraph.maximumRows)"
        case "Limits.outputLength": "\(Limits.outputLength)"
        case "Limits.fileSize": "\(Limits.fileSize)"
        case "Limits.moduleFiles": "\(Limits.moduleFiles)"
        case "Limits.formatWidth": "\(Limits.formatWidth)"
        case "WidthCommand.range": "\(WidthCommand.range.lowerBound)…\(WidthCommand.range.upperBound)"
        default: nil
        }
    }

    @Test func tableListsEveryLimit() {
        #expect(Self.rows.count == 15)
    }

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let session = Session(options: SessionOptions(width: 60, color: false))
        // Only the clock's own row runs against the clock: on a loaded machine the first check
        // of a fresh session can take seconds, and every other row is bounded by its own limit.
        session.interpreter.entryTimeLimit = .seconds(3_600)
        #expect(Self.value(of: row.name, in: session) == row.value)
        var message = row.message
        var input = row.example
        switch row.name {
        case "Limits.bracketNesting":
            input = "small" + String(repeating: "(", count: 250)
        case "Interpreter.stepBudget":
            // A small budget, so the test does not run 20 million steps.
            session.interpreter.stepBudget = 20_000
            message = message.replacingOccurrences(of: row.value, with: "20000")
        case "Limits.entrySeconds":
            session.interpreter.stepBudget = .max
            session.interpreter.entryTimeLimit = .seconds(Limits.entrySeconds)
        case "Limits.fileSize":
            let folder = try TemporaryFolder()
            let path = try folder.write(Data(repeating: 0x20, count: Limits.fileSize + 1_000_000), to: "big.swift")
            input = ":load \(path)"
            let output = session.submit(input)
            #expect(output.combined.contains(message), "\(output.combined.prefix(500))")
            return
        case "Limits.moduleFiles":
            // A small limit, so the test writes four files, not 5,001; the message is the same.
            let folder = try TemporaryFolder()
            for index in 0...3 { try folder.write("", to: "Sources/F\(index).swift") }
            let small = message.replacingOccurrences(of: row.value, with: "3")
            #expect(throws: SourceReader.Failure(reason: small)) { try ModuleFolder.files(in: folder.path, limit: 3) }
            #expect((try? ModuleFolder.files(in: folder.path, limit: 4))?.count == 4)
            return
        default:
            break
        }
        let output = session.submit(input)
        #expect(output.isError || output.combined.contains("note: "))
        #expect(output.combined.contains(message), "\(output.combined.prefix(500))")
    }
}
