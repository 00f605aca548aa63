// Ported from swiftlang/swift test/Constraints/result_builder_generic_infer.swift: generic builder arguments inferred from protocol requirements
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - shared
protocol P {
  associatedtype A

  @Builder<A>
  var x1: [S] { get }
    
  @Builder<Self>
  var x2: [S] { get }
}

@resultBuilder
enum Builder<T> {
  static func buildBlock(_ args: S...) -> [S] { args }
}

struct S {}

// MARK: - generic_infer_protocol_substitution
// origin: test/Constraints/result_builder_generic_infer.swift:24
struct ProtocolSubstitution: P {
  typealias A = Int

  // CHECK: var_decl{{.*}}x1
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ProtocolSubstitution.A)
  var x1: [S] { S() }

  // CHECK: var_decl{{.*}}x2
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ProtocolSubstitution)
  var x2: [S] { S() }
}

// MARK: - generic_infer_archetype_substitution
// origin: test/Constraints/result_builder_generic_infer.swift:36
struct ArchetypeSubstitution<A>: P {
  // CHECK: var_decl{{.*}}x1
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> A)
  var x1: [S] { S() }

  // CHECK: var_decl{{.*}}x2
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ArchetypeSubstitution<A>)
  var x2: [S] { S() }
}


// MARK: - generic_infer_explicit_attribute
// origin: test/Constraints/result_builder_generic_infer.swift:48
// CHECK-LABEL: struct_decl{{.*}}ExplicitGenericAttribute
struct ExplicitGenericAttribute<T: P> {
  // CHECK: var_decl{{.*}}x1
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> T)
  @Builder<T>
  var x1: [S] { S() }

  // CHECK: var_decl{{.*}}x2
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> T.A)
  @Builder<T.A>
  var x2: [S] { S() }
}

// MARK: - generic_infer_concrete_substitution
// origin: test/Constraints/result_builder_generic_infer.swift:62

extension ConcreteTypeSubstitution: P where Value == Int {
  typealias A = Value

  // CHECK: var_decl{{.*}}x1
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ConcreteTypeSubstitution<Int>.A)
  var x1: [S] { S() }

  // CHECK: var_decl{{.*}}x2
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ConcreteTypeSubstitution<Int>)
  var x2: [S] { S() }
}

// MARK: - generic_infer_printed
// origin: test/Constraints/result_builder_generic_infer.swift:24
struct ProtocolSubstitution: P {
  typealias A = Int

  // CHECK: var_decl{{.*}}x1
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ProtocolSubstitution.A)
  var x1: [S] { S() }

  // CHECK: var_decl{{.*}}x2
  // CHECK: Builder.buildBlock{{.*}}(substitution_map generic_signature=<T> T -> ProtocolSubstitution)
  var x2: [S] { S() }
}
print(ProtocolSubstitution().x1.count, ProtocolSubstitution().x2.count)
