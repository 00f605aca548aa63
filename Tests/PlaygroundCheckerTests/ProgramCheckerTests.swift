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

    /// CodeEdit: an associated type named inside its conforming type, where the only witness
    /// that would infer it is the member naming it, is an error (swiftc: "reference to invalid
    /// associated type"; here the name is not found), not an endless inference.
    @Test func anAssociatedTypeNamedByItsOnlyWitnessIsNoEndlessInference() {
        let reducer = "protocol Reducer {\n  associatedtype Phase\n  func reduce(state: Phase) -> Int\n  var current: Phase { get }\n}\n"
        let counter = reducer + "struct Counter: Reducer {\n  var current: Int { 3 }\n  func reduce(state: Phase) -> Int { state + 1 }\n}\nlet n: Int = Counter().reduce(state: 4)"
        #expect(check(counter) == "ok")
        let loop = reducer + "struct Loop: Reducer {\n  func reduce(state: Phase) -> Int { 0 }\n  var current: Phase { fatalError() }\n}"
        #expect(check(loop) == "error: cannot find type 'Phase' in scope")
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

    @Test func settersAreCheckedAsMutatingBodiesWithTheirValue() {
        let accessors = "struct S {\n  var a = 0\n  var b: Int {\n    get { a }\n    set(v) { a = v + newValue }\n  }\n}"
        #expect(check(accessors) == "error: cannot find 'newValue' in scope")
        #expect(check("struct S {\n  var a = 0\n  var b: Int {\n    get { a }\n    set { a = newValue }\n  }\n}\nvar s = S()\ns.b += 1") == "ok")
        #expect(check("struct S {\n  var a = 0 {\n    didSet { a = oldValue + 1 }\n  }\n}\nvar s = S()\ns.a = 2") == "ok")
        #expect(check("class C { var n: Int { 1 } }\nC().n = 2") == "error: cannot assign to property: 'n' is a get-only property")
        #expect(check("enum E { static var n: Int { 1 } }\nE.n = 2") == "error: cannot assign to property: 'n' is a get-only property")
        #expect(check("var g: Int { 1 }\ng = 2") == "error: cannot assign to value: 'g' is a get-only property")
        #expect(check("struct S { var a = 0 }\nlet s = S()\ns.a = 1") == "error: cannot assign to property: 's' is a 'let' constant")
        let grid = "struct G {\n  var c = [0]\n  subscript(i: Int) -> Int { get { c[i] } set { c[i] = newValue } }\n  subscript(ro i: Int) -> Int { c[i] }\n}\n"
        #expect(check(grid + "var g = G()\ng[0] += 1") == "ok")
        #expect(check(grid + "var g = G()\ng[ro: 0] = 1") == "error: cannot assign through subscript: subscript is get-only")
        #expect(check(grid + "let g = G()\ng[0] = 1") == "error: cannot assign through subscript: 'g' is a 'let' constant")
    }

    @Test func inoutArgumentsAreCheckedAsSwiftChecksThem() {
        let bump = "func bump(_ x: inout Int) { x += 1 }\n"
        #expect(check(bump + "var n = 1\nbump(&n)") == "ok")
        #expect(check(bump + "let n = 1\nbump(&n)") == "error: cannot pass immutable value as inout argument: 'n' is a 'let' constant")
        #expect(check(bump + "var n = 1\nbump(n)") == "error: passing value of type 'Int' to an inout parameter requires explicit '&'")
        #expect(check("func show(_ x: Int) {}\nvar n = 1\nshow(&n)") == "error: '&' used with non-inout argument of type 'Int'")
        #expect(check(bump + "bump(&3)") == "error: cannot pass immutable value as inout argument: literals are not mutable")
        #expect(check(bump + "var d = 1.0\nbump(&d)") == "error: cannot convert value of type 'Double' to expected argument type 'Int'")
        #expect(check("var n = 1\nlet m = &n") == "error: '&' may only be used to pass an argument to inout parameter")
        #expect(check(bump + "struct S {\n  var a = 0\n  func f() { bump(&a) }\n}") == "error: cannot pass immutable value as inout argument: 'self' is immutable")
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

    @Test func aTypeStillUnknownIsWrittenAsAPlaceholder() {
        let code = "import SwiftUI\nstruct V: View {\n  @State private var selection = 0\n  var body: some View { List(selection: selection) { Text(\"a\") } }\n}"
        #expect(check(code) == "error: cannot convert value of type 'Int' to expected argument type 'Binding<Set<_>>'")
    }
}
