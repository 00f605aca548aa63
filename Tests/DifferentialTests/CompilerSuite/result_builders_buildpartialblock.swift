// Ported from swiftlang/swift test/decl/var/result_builders_buildpartialblock.swift: buildPartialBlock declarations
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - partial_valid_builder
// origin: test/decl/var/result_builders_buildpartialblock.swift:4
@resultBuilder
struct ValidBuilder1 {
  static func buildPartialBlock(first: Int) -> Int { fatalError() }
  static func buildPartialBlock(accumulated: Int, next: Int) -> Int { fatalError() }
}

// MARK: - partial_unavailable_no_fallback
// origin: test/decl/var/result_builders_buildpartialblock.swift:20
@resultBuilder
struct ValidBuilder2 {
  @available(*, unavailable)
  static func buildPartialBlock(first: Int) -> Int { fatalError() }
  @available(*, unavailable)
  static func buildPartialBlock(accumulated: Int, next: Int) -> Int { fatalError() }
  // available
  // static func buildBlock(_: Int...) -> Int { fatalError() }
}

func caller1_ValidBuilder2() {
  // expected-error @+1 {{result builder 'ValidBuilder2' does not implement any 'buildBlock' or a combination of 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)' with sufficient availability for this call site}}
  @ValidBuilder2 var x: Int {
    1
    1
    1
  }
}

// MARK: - partial_invalid_empty
// origin: test/decl/var/result_builders_buildpartialblock.swift:29
@resultBuilder
struct InvalidBuilder1 {} // expected-error {{result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'}}

// MARK: - partial_invalid_first_only
// origin: test/decl/var/result_builders_buildpartialblock.swift:32
@resultBuilder
struct InvalidBuilder2 { // expected-error {{result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'}}
  static func buildPartialBlock(first: Any) -> Any { fatalError() }
}

// MARK: - partial_invalid_accumulated_only
// origin: test/decl/var/result_builders_buildpartialblock.swift:36
@resultBuilder
struct InvalidBuilder3 { // expected-error {{result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'}}
  static func buildPartialBlock(accumulated: Any, next: Any) -> Any { fatalError() }
}
