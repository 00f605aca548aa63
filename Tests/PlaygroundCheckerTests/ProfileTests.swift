@testable import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax
import Testing

/// Every profile's declarations load, and every body in them type-checks.
struct ProfileTests {
    @Test(arguments: Profile.all.map(\.name))
    func everyBodyChecks(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let checker = Checker(profile: profile)
        checker.loadAllDeclarations()
        var failures: [String] = []
        for decl in checker.table.nominals.values {
            for f in decl.functions.values.joined() + decl.initializers {
                do throws(CheckError) { _ = try checker.checkedBody(of: f) } catch {
                    failures.append("\(decl.name).\(f.fullName): \(error.message) at \(error.diagnostic.node.trimmedDescription)")
                }
            }
            for p in decl.properties.values.joined() {
                do throws(CheckError) { _ = try checker.propertyType(p); _ = try checker.checkedGetter(of: p) } catch {
                    failures.append("\(decl.name).\(p.name): \(error.message) at \(error.diagnostic.node.trimmedDescription)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
