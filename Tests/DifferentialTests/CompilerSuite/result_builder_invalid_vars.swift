// Ported from swiftlang/swift test/Constraints/result_builder_invalid_vars.swift: declarations a builder closure cannot contain
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - shared
@resultBuilder
struct DummyBuilder { // expected-note 5 {{struct 'DummyBuilder' declared here}}
  static func buildBlock<T>(_ t: T) -> T {
    return t
  }
}

func dummy<T>(@DummyBuilder _: () -> T) {}

// MARK: - vars_computed
// origin: test/Constraints/result_builder_invalid_vars.swift:13
dummy {
  var computedVar: Int { return 123 } // expected-error {{closure containing a declaration cannot be used with result builder 'DummyBuilder'}}
  ()
}

// MARK: - vars_lazy
// origin: test/Constraints/result_builder_invalid_vars.swift:18
dummy {
  lazy var lazyVar: Int = 123 // expected-error {{closure containing a declaration cannot be used with result builder 'DummyBuilder'}}
  ()
}

// MARK: - vars_did_set
// origin: test/Constraints/result_builder_invalid_vars.swift:23
dummy {
  var observedVar: Int = 123 { // expected-error {{closure containing a declaration cannot be used with result builder 'DummyBuilder'}}
    didSet {}
  }

  ()
}

// MARK: - vars_will_set
// origin: test/Constraints/result_builder_invalid_vars.swift:31
dummy {
  var observedVar: Int = 123 { // expected-error {{closure containing a declaration cannot be used with result builder 'DummyBuilder'}}
    willSet {}
  }

  ()
}

// MARK: - vars_property_wrapper
// origin: test/Constraints/result_builder_invalid_vars.swift:43
@propertyWrapper struct Wrapper {
  var wrappedValue: Int
}

dummy {
  @Wrapper var wrappedVar: Int = 123 // expected-error {{closure containing a declaration cannot be used with result builder 'DummyBuilder'}}
  ()
}
