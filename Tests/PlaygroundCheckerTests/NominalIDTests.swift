import PlaygroundChecker
import Testing

/// The names of nominal types: a module file's private name renamed apart prints as written.
struct NominalIDTests {
    @Test func aFilePrivateNamePrintsAsWritten() {
        let name = NominalID.filePrivateName("Row", file: 12)
        #expect(name != "Row")
        #expect(NominalID(name).simpleName == "Row")
        #expect(NominalID(name + ".Size").simpleName == "Size")
        #expect(NominalID(name + ".Size").writtenName == "Row.Size")
        #expect(SwiftType.nominal(NominalID(name), []).description == "Row")
        #expect(SwiftType.nominal(NominalID(name + ".Size"), []).sugared == "Row.Size")
    }

    @Test func messagesLoseTheMarksButKeepOtherMiddleDots() {
        let row = NominalID.filePrivateName("Row", file: 3)
        #expect(NominalID.writtenName("cannot find '\(row)' in scope") == "cannot find 'Row' in scope")
        #expect(NominalID.writtenName("ModifiedContent · _PaddingLayout") == "ModifiedContent · _PaddingLayout")
        #expect(NominalID.writtenName("a·") == "a·")
    }
}
