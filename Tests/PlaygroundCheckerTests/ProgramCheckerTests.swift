import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// Whole programs (issue 12): where swiftc asks for an explicit `self`, throwing closures, local
/// accessors and wrappers, `$0` in inactive `#if` clauses, checked as `main.swift` is.
struct ProgramCheckerTests {
    /// The program's first error, or "ok".
    func check(_ code: String) -> String {
        let checker = Checker(profile: Profile.named("swiftui")!)
        let entry = checker.checkProgram(SourceFile(name: "main.swift", text: code))
        return entry.diagnostics.first.map { "error: " + $0.message } ?? "ok"
    }

    static let escaping = """
        func later(_ body: @escaping () -> Void) { body() }
        func now(_ body: () -> Void) { body() }

        """

    @Test func aClassMemberInAnEscapingClosureNeedsSelf() {
        let code = Self.escaping + "class C {\n  var n = 0\n  func f() { later { n += 1 } }\n}"
        #expect(check(code) == "error: reference to property 'n' in closure requires explicit use of 'self' to make capture semantics explicit")
        let method = Self.escaping + "class C {\n  func g() {}\n  func f() { later { g() } }\n}"
        #expect(check(method) == "error: call to method 'g' in closure requires explicit use of 'self' to make capture semantics explicit")
    }

    @Test func explicitSelfCapturedSelfStructsAndNonEscapingClosuresNeedNothing() {
        #expect(check(Self.escaping + "class C {\n  var n = 0\n  func f() { later { self.n += 1 } }\n}") == "ok")
        #expect(check(Self.escaping + "class C {\n  var n = 0\n  func f() { later { [self] in n += 1 } }\n}") == "ok")
        #expect(check(Self.escaping + "class C {\n  var n = 0\n  func f() { now { n += 1 } }\n}") == "ok")
        #expect(check(Self.escaping + "struct S {\n  var n = 0\n  func f() { later { print(n) } }\n}") == "ok")
    }

    @Test func aThrowingClosureNeedsAThrowingParameter() {
        let code = "enum E: Error { case boom }\nfunc run(_ body: () -> Int) {}\nrun {\n  throw E.boom\n}"
        #expect(check(code) == "error: invalid conversion from throwing function of type '() throws -> Int' to non-throwing function type '() -> Int'")
        #expect(check("enum E: Error { case boom }\nfunc run(_ body: () throws -> Int) rethrows {}\ntry run {\n  throw E.boom\n}") == "ok")
        #expect(check("enum E: Error { case boom }\nfunc run(_ body: () -> Int) {}\nrun {\n  do { throw E.boom } catch { }\n  return 1\n}") == "ok")
    }

    @Test func localAccessorsAreCheckedAsSwiftChecksThem() {
        #expect(check("func f() {\n  var x: Int { 1 }\n  x = 2\n}") == "error: cannot assign to value: 'x' is a get-only property")
        #expect(check("@propertyWrapper struct W { var wrappedValue: String }\nfunc f() {\n  @W var x: Int = 1\n}")
                == "error: property type 'Int' does not match 'wrappedValue' type 'String'")
        #expect(check("enum E { case a(Int), b(Int) }\nfunc f(e: E) {\n  switch e {\n  case .a(let x), .b(var x): print(x)\n  }\n}")
                == "error: 'var' pattern binding must match previous 'let' pattern binding")
    }

    @Test func anAnonymousArgumentOfAnInactiveClauseStillCounts() {
        let run = "func run(_ f: (Int) -> Int) {}\n"
        #expect(check(run + "run {\n  #if false\n  print($0)\n  #endif\n  return 1\n}") == "ok")
        #expect(check(run + "run {\n  return 1\n}") == "error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored")
    }

    @Test func aClosureOfSeveralStatementsReturnsOnlyWithReturn() {
        func inFunction(_ closure: String) -> String { check("func g() {\n  let f: () -> Int = \(closure)\n  print(f())\n}") }
        #expect(inFunction("{\n  print(1)\n  print(2)\n}") == "error: missing return in closure expected to return 'Int'")
        #expect(inFunction("{\n  print(1)\n  3\n}") == "error: missing return in closure expected to return 'Int'")
        #expect(inFunction("{\n  print(1)\n  fatalError()\n}") == "ok")
        #expect(inFunction("{\n  print(1)\n  return 2\n}") == "ok")
    }

    @Test func aTopLevelInitializerIsCheckedAgainstItsAnnotation() {
        #expect(check("let x: Int = \"a\"") == "error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(check("let f: () -> Int = {\n  print(1)\n  print(2)\n}") == "error: missing return in closure expected to return 'Int'")
    }
}
