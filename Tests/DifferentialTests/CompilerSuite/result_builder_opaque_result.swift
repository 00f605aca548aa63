// Ported from swiftlang/swift test/Constraints/result_builder_opaque_result.swift: opaque results built by a builder
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - shared
protocol Taggable {}
extension String: Taggable {}

@resultBuilder
struct TaggableBuilder {
  static func buildBlock(_ params: Taggable...) -> String {
    return "Your tags weren't worth keeping anyway"
  }
}

// MARK: - opaque_func_result
// origin: test/Constraints/result_builder_opaque_result.swift:14
@TaggableBuilder
func testFuncWithOpaqueResult() -> some Taggable {
  "This is an amazing tag"
}

// MARK: - opaque_getter_result
// origin: test/Constraints/result_builder_opaque_result.swift:19
@TaggableBuilder
var testGetterWithOpaqueResult: some Taggable {
  "This is also an amazing tag"
}

// MARK: - opaque_func_result_printed
// origin: test/Constraints/result_builder_opaque_result.swift:14
@TaggableBuilder
func testFuncWithOpaqueResult() -> some Taggable {
  "This is an amazing tag"
}
print(testFuncWithOpaqueResult())

// MARK: - opaque_getter_result_printed
// origin: test/Constraints/result_builder_opaque_result.swift:19
@TaggableBuilder
var testGetterWithOpaqueResult: some Taggable {
  "This is also an amazing tag"
}
print(testGetterWithOpaqueResult)
