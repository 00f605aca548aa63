// Ported from swiftlang/swift test/Constraints/result_builder_switch_with_vars.swift: case body variables (type-checked; the AST dump is not ported)
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - shared
enum Either<T,U> {
  case first(T)
  case second(U)
}

@resultBuilder
struct TupleBuilder {
  static func buildBlock<T1>(_ t1: T1) -> (T1) {
    return (t1)
  }

  static func buildBlock<T1, T2>(_ t1: T1, _ t2: T2) -> (T1, T2) {
    return (t1, t2)
  }

  static func buildBlock<T1, T2, T3>(_ t1: T1, _ t2: T2, _ t3: T3)
      -> (T1, T2, T3) {
    return (t1, t2, t3)
  }

  static func buildBlock<T1, T2, T3, T4>(_ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4)
      -> (T1, T2, T3, T4) {
    return (t1, t2, t3, t4)
  }

  static func buildBlock<T1, T2, T3, T4, T5>(
    _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5
  ) -> (T1, T2, T3, T4, T5) {
    return (t1, t2, t3, t4, t5)
  }

  static func buildEither<T,U>(first value: T) -> Either<T,U> {
    return .first(value)
  }
  static func buildEither<T,U>(second value: U) -> Either<T,U> {
    return .second(value)
  }
}

enum E {
case test(a: String, b: Int)
}

func tuplify<T>(@TupleBuilder body: (E) throws -> T) rethrows {
}

// MARK: - switch_vars_let_outside
// origin: test/Constraints/result_builder_switch_with_vars.swift:55
tuplify {
  switch $0 {
  // CHECK: (case_body_variables
  // CHECK-NEXT: (var_decl implicit {{.*}} "a" interface_type="String" let readImpl=stored immutable)
  // CHECK-NEXT: (var_decl implicit {{.*}} "b" interface_type="Int" let readImpl=stored immutable)
  case let .test(a, b):
    a
    b
  }
}

// MARK: - switch_vars_let_inside
// origin: test/Constraints/result_builder_switch_with_vars.swift:62
tuplify {
  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "a" interface_type="String" let readImpl=stored immutable)
    // CHECK-NEXT: (var_decl implicit {{.*}} "b" interface_type="Int" let readImpl=stored immutable)
  case .test(let a, let b):
    a
    b
  }
}

// MARK: - switch_vars_parenthesized_value
// origin: test/Constraints/result_builder_switch_with_vars.swift:71
tuplify {
  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case let .test((value)):
    value.a
  }
}

// MARK: - switch_vars_whole_payload
// origin: test/Constraints/result_builder_switch_with_vars.swift:78
tuplify {
  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case let .test(value):
    value.a
  }
}

// MARK: - switch_vars_let_whole_payload
// origin: test/Constraints/result_builder_switch_with_vars.swift:85
tuplify {
  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case .test(let value):
    value.a
  }
}

// MARK: - switch_vars_all
// origin: test/Constraints/result_builder_switch_with_vars.swift:49
tuplify {
  switch $0 {
  // CHECK: (case_body_variables
  // CHECK-NEXT: (var_decl implicit {{.*}} "a" interface_type="String" let readImpl=stored immutable)
  // CHECK-NEXT: (var_decl implicit {{.*}} "b" interface_type="Int" let readImpl=stored immutable)
  case let .test(a, b):
    a
    b
  }

  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "a" interface_type="String" let readImpl=stored immutable)
    // CHECK-NEXT: (var_decl implicit {{.*}} "b" interface_type="Int" let readImpl=stored immutable)
  case .test(let a, let b):
    a
    b
  }

  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case let .test((value)):
    value.a
  }

  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case let .test(value):
    value.a
  }

  switch $0 {
    // CHECK: (case_body_variables
    // CHECK-NEXT: (var_decl implicit {{.*}} "value" interface_type="(a: String, b: Int)" let readImpl=stored immutable)
  case .test(let value):
    value.a
  }
}

// MARK: - switch_vars_printed
// origin: test/Constraints/result_builder_switch_with_vars.swift:55
tuplify {
  switch $0 {
  // CHECK: (case_body_variables
  // CHECK-NEXT: (var_decl implicit {{.*}} "a" interface_type="String" let readImpl=stored immutable)
  // CHECK-NEXT: (var_decl implicit {{.*}} "b" interface_type="Int" let readImpl=stored immutable)
  case let .test(a, b):
    a
    b
  }
}
print("case body variables")
