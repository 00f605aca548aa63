// Ported from swiftlang/swift test/decl/var/result_builders.swift: builder declarations and attributes
// Each case is the listed lines of that file (its origin line is the check it ports).

// MARK: - decl_valid_builder_static_printed
// origin: test/decl/var/result_builders.swift:203
@resultBuilder
struct ValidBuilder1 {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}
struct S {
  @ValidBuilder1 var v1: Int { 1 }
}
print(S().v1)

// MARK: - decl_valid_builder_protocol_extension_printed
// origin: test/decl/var/result_builders.swift:204
protocol BuilderFuncHelper {}

extension BuilderFuncHelper {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}

@resultBuilder
struct ValidBuilder2: BuilderFuncHelper {}
struct S {
  @ValidBuilder2 var v2: Int { 1 }
}
print(S().v2)

// MARK: - decl_valid_builder_superclass_printed
// origin: test/decl/var/result_builders.swift:205
class BuilderFuncBase {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}

@resultBuilder
class ValidBuilder3: BuilderFuncBase {}
struct S {
  @ValidBuilder3 var v3: Int { 1 }
}
print(S().v3)

// MARK: - decl_valid_builder_extension_printed
// origin: test/decl/var/result_builders.swift:206
@resultBuilder
struct ValidBuilder4 {}
extension ValidBuilder4 {
    static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}
struct S {
  @ValidBuilder4 var v4: Int { 1 }
}
print(S().v4)

// MARK: - decl_valid_builder_empty_block_printed
// origin: test/decl/var/result_builders.swift:207
@resultBuilder
struct ValidBuilder5 {
    static func buildBlock() -> Int { 0 }
}
struct S {
  @ValidBuilder5 func v5() -> Int {}
}
print(S().v5())

// MARK: - decl_result_builder_on_var
// origin: test/decl/var/result_builders.swift:3
@resultBuilder // expected-error {{'@resultBuilder' attribute cannot be applied to this declaration}}
var globalBuilder: Int

// MARK: - decl_result_builder_on_func
// origin: test/decl/var/result_builders.swift:6
@resultBuilder // expected-error {{'@resultBuilder' attribute cannot be applied to this declaration}}
func globalBuilderFunction() -> Int { return 0 }

// MARK: - decl_maker_no_build_block
// origin: test/decl/var/result_builders.swift:10
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

// MARK: - decl_class_no_build_block
// origin: test/decl/var/result_builders.swift:13
@resultBuilder
class Inventor {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

// MARK: - decl_builder_attr_on_typealias
// origin: test/decl/var/result_builders.swift:15
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

@resultBuilder
class Inventor {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

@Maker // expected-error {{result builder attribute 'Maker' can only be applied to a parameter, function, or computed property}}
typealias typename = Inventor

// MARK: - decl_builder_attr_on_stored_var
// origin: test/decl/var/result_builders.swift:18
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker // expected-error {{result builder attribute 'Maker' can only be applied to a variable if it defines a getter}}
var global: Int

// MARK: - decl_builder_attr_empty_implicit_getter
// origin: test/decl/var/result_builders.swift:23
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
// FIXME: should this be allowed?
@Maker
var globalWithEmptyImplicitGetter: Int {}
// expected-error@-1 {{missing return in accessor expected to return 'Int'}}
// expected-error@-3 {{result builder attribute 'Maker' can only be applied to a variable if it defines a getter}}

// MARK: - decl_builder_empty_explicit_getter
// origin: test/decl/var/result_builders.swift:28
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker
var globalWithEmptyExplicitGetter: Int { get {} }  // expected-error{{type 'Maker' has no member 'buildBlock'}}

// MARK: - decl_builder_single_getter
// origin: test/decl/var/result_builders.swift:31
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker
var globalWithSingleGetter: Int { 0 } // expected-error {{ype 'Maker' has no member 'buildBlock'}}

// MARK: - decl_builder_multi_getter
// origin: test/decl/var/result_builders.swift:34
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker
var globalWithMultiGetter: Int { 0; 0 } // expected-error {{ype 'Maker' has no member 'buildBlock'}}

// MARK: - decl_builder_global_function
// origin: test/decl/var/result_builders.swift:37
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker
func globalFunction() {} // expected-error {{ype 'Maker' has no member 'buildBlock'}}

// MARK: - decl_builder_function_with_param
// origin: test/decl/var/result_builders.swift:40
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
@Maker
func globalFunctionWithFunctionParam(fn: () -> ()) {}  // expected-error {{ype 'Maker' has no member 'buildBlock'}}

// MARK: - decl_builder_param
// origin: test/decl/var/result_builders.swift:42
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParam(@Maker
                fn: () -> ()) {}

// MARK: - decl_builder_param_redundant
// origin: test/decl/var/result_builders.swift:46
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
// FIXME: these diagnostics are reversed?
func makerParamRedundant(@Maker // expected-error {{only one result builder attribute can be attached to a parameter}}
                         @Maker // expected-note {{previous result builder specified here}}
                         fn: () -> ()) {}

// MARK: - decl_builder_param_conflict
// origin: test/decl/var/result_builders.swift:50
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

@resultBuilder
class Inventor {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParamConflict(@Maker // expected-error {{only one result builder attribute can be attached to a parameter}}
                        @Inventor // expected-note {{previous result builder specified here}}
                        fn: () -> ()) {}

// MARK: - decl_builder_param_missing_first
// origin: test/decl/var/result_builders.swift:54
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParamMissing1(@Missing // expected-error {{unknown attribute 'Missing'}}
                        @Maker
                        fn: () -> ()) {}

// MARK: - decl_builder_param_missing_second
// origin: test/decl/var/result_builders.swift:59
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParamMissing2(@Maker
                        @Missing // expected-error {{unknown attribute 'Missing'}}
                        fn: () -> ()) {}

// MARK: - decl_builder_param_arguments
// origin: test/decl/var/result_builders.swift:62
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParamExtra(@Maker(5) // expected-error {{result builder attributes cannot have arguments}}
                     fn: () -> ()) {}

// MARK: - decl_builder_param_autoclosure
// origin: test/decl/var/result_builders.swift:65
@resultBuilder
struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makerParamAutoclosure(@Maker // expected-error {{result builder attribute 'Maker' cannot be applied to an autoclosure parameter}}
                           fn: @autoclosure () -> ()) {}

// MARK: - decl_generic_builder_no_build_block
// origin: test/decl/var/result_builders.swift:69
@resultBuilder
struct GenericMaker<T> {} // expected-note {{generic type 'GenericMaker' declared here}} expected-error {{result builder must provide at least one static 'buildBlock' method}}

// MARK: - decl_nested_builder_no_build_block
// origin: test/decl/var/result_builders.swift:73
struct GenericContainer<T> {  // expected-note {{generic type 'GenericContainer' declared here}}
  @resultBuilder
  struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
}

// MARK: - decl_generic_builder_unbound
// origin: test/decl/var/result_builders.swift:76
@resultBuilder
struct GenericMaker<T> {} // expected-note {{generic type 'GenericMaker' declared here}} expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makeParamUnbound(@GenericMaker // expected-error {{reference to generic type 'GenericMaker' requires arguments}}
                      fn: () -> ()) {}

// MARK: - decl_generic_builder_bound
// origin: test/decl/var/result_builders.swift:79
@resultBuilder
struct GenericMaker<T> {} // expected-note {{generic type 'GenericMaker' declared here}} expected-error {{result builder must provide at least one static 'buildBlock' method}}
func makeParamBound(@GenericMaker<Int>
                    fn: () -> ()) {}

// MARK: - decl_nested_builder_unbound
// origin: test/decl/var/result_builders.swift:82
struct GenericContainer<T> {  // expected-note {{generic type 'GenericContainer' declared here}}
  @resultBuilder
  struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
}
func makeParamNestedUnbound(@GenericContainer.Maker // expected-error {{reference to generic type 'GenericContainer' requires arguments}}
                            fn: () -> ()) {}

// MARK: - decl_nested_builder_bound
// origin: test/decl/var/result_builders.swift:85
struct GenericContainer<T> {  // expected-note {{generic type 'GenericContainer' declared here}}
  @resultBuilder
  struct Maker {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
}
func makeParamNestedBound(@GenericContainer<Int>.Maker
                          fn: () -> ()) {}

// MARK: - decl_constrained_generic_builder
// origin: test/decl/var/result_builders.swift:92
protocol P { }

@resultBuilder
struct ConstrainedGenericMaker<T: P> {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}

// MARK: - decl_builder_bound_in_context
// origin: test/decl/var/result_builders.swift:96
@resultBuilder
struct GenericMaker<T> {} // expected-note {{generic type 'GenericMaker' declared here}} expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct WithinGeneric<U> {
  func makeParamBoundInContext(@GenericMaker<U> fn: () -> ()) {}
}

// MARK: - decl_builder_bound_in_context_bad
// origin: test/decl/var/result_builders.swift:99
@resultBuilder
struct GenericMaker<T> {} // expected-note {{generic type 'GenericMaker' declared here}} expected-error {{result builder must provide at least one static 'buildBlock' method}}
protocol P { }

@resultBuilder
struct ConstrainedGenericMaker<T: P> {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct WithinGeneric<U> {
  func makeParamBoundInContext(@GenericMaker<U> fn: () -> ()) {}

  // expected-error@+1{{type 'U' does not conform to protocol 'P'}}
  func makeParamBoundInContextBad(@ConstrainedGenericMaker<U>
    fn: () -> ()) {}
}

// MARK: - decl_valid_builder_static
// origin: test/decl/var/result_builders.swift:203
@resultBuilder
struct ValidBuilder1 {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}
struct S {
  @ValidBuilder1 var v1: Int { 1 }
}

// MARK: - decl_valid_builder_protocol_extension
// origin: test/decl/var/result_builders.swift:204
protocol BuilderFuncHelper {}

extension BuilderFuncHelper {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}

@resultBuilder
struct ValidBuilder2: BuilderFuncHelper {}
struct S {
  @ValidBuilder2 var v2: Int { 1 }
}

// MARK: - decl_valid_builder_superclass
// origin: test/decl/var/result_builders.swift:205
class BuilderFuncBase {
  static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}

@resultBuilder
class ValidBuilder3: BuilderFuncBase {}
struct S {
  @ValidBuilder3 var v3: Int { 1 }
}

// MARK: - decl_valid_builder_extension
// origin: test/decl/var/result_builders.swift:206
@resultBuilder
struct ValidBuilder4 {}
extension ValidBuilder4 {
    static func buildBlock(_ exprs: Any...) -> Int { return exprs.count }
}
struct S {
  @ValidBuilder4 var v4: Int { 1 }
}

// MARK: - decl_valid_builder_empty_block
// origin: test/decl/var/result_builders.swift:207
@resultBuilder
struct ValidBuilder5 {
    static func buildBlock() -> Int { 0 }
}
struct S {
  @ValidBuilder5 func v5() -> Int {}
}

// MARK: - decl_invalid_builder_empty
// origin: test/decl/var/result_builders.swift:208
@resultBuilder
struct InvalidBuilder1 {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct S {
  @InvalidBuilder1 var i1: Int { 1 } // expected-error {{type 'InvalidBuilder1' has no member 'buildBlock'}}
}

// MARK: - decl_invalid_builder_instance_method
// origin: test/decl/var/result_builders.swift:209
@resultBuilder
struct InvalidBuilder2 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
  func buildBlock(_ exprs: Any...) -> Int { return exprs.count } // expected-note {{did you mean to make instance method 'buildBlock' static?}} {{3-3=static }}
}
struct S {
  @InvalidBuilder2 var i2: Int { 1 } // expected-error {{instance member 'buildBlock' cannot be used on type 'InvalidBuilder2'; did you mean to use a value of this type instead?}}
}

// MARK: - decl_invalid_builder_instance_var
// origin: test/decl/var/result_builders.swift:210
@resultBuilder
struct InvalidBuilder3 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
  var buildBlock: (Any...) -> Int = { return $0.count } // expected-note {{potential match 'buildBlock' is not a static method}}
}
struct S {
  @InvalidBuilder3 var i3: Int { 1 } // expected-error {{instance member 'buildBlock' cannot be used on type 'InvalidBuilder3'; did you mean to use a value of this type instead?}}
}

// MARK: - decl_invalid_builder_extension_instance
// origin: test/decl/var/result_builders.swift:211
@resultBuilder
struct InvalidBuilder4 {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
extension InvalidBuilder4 {
  func buildBlock(_ exprs: Any...) -> Int { return exprs.count } // expected-note {{did you mean to make instance method 'buildBlock' static?}} {{3-3=static }}
}
struct S {
  @InvalidBuilder4 var i4: Int { 1 } // expected-error {{instance member 'buildBlock' cannot be used on type 'InvalidBuilder4'; did you mean to use a value of this type instead?}}
}

// MARK: - decl_invalid_builder_protocol_instance
// origin: test/decl/var/result_builders.swift:212
protocol InvalidBuilderHelper {}
extension InvalidBuilderHelper {
  func buildBlock(_ exprs: Any...) -> Int { return exprs.count } // expected-note {{potential match 'buildBlock' is not a static method}}
}

@resultBuilder
struct InvalidBuilder5: InvalidBuilderHelper {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct S {
  @InvalidBuilder5 var i5: Int { 1 } // expected-error {{instance member 'buildBlock' cannot be used on type 'InvalidBuilder5'; did you mean to use a value of this type instead?}}
}

// MARK: - decl_invalid_builder_static_int
// origin: test/decl/var/result_builders.swift:213
@resultBuilder
struct InvalidBuilder6 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
    static var buildBlock: Int = 0 // expected-note {{potential match 'buildBlock' is not a static method}}
}
struct S {
  @InvalidBuilder6 var i6: Int { 1 } // expected-error {{cannot call value of non-function type 'Int'}}
}

// MARK: - decl_invalid_builder_callable_var
// origin: test/decl/var/result_builders.swift:214
struct Callable {
    func callAsFunction(_ exprs: Any...) -> Int { return exprs.count }
}

@resultBuilder
struct InvalidBuilder7 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
    static var buildBlock = Callable() // expected-note {{potential match 'buildBlock' is not a static method}}
}
struct S {
  @InvalidBuilder7 var i7: Int { 1 }
}

// MARK: - decl_invalid_builder_superclass_var
// origin: test/decl/var/result_builders.swift:215
class BuilderVarBase {
  static var buildBlock: (Any...) -> Int = { return $0.count } // expected-note {{potential match 'buildBlock' is not a static method}}
}

@resultBuilder
class InvalidBuilder8: BuilderVarBase {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct S {
  @InvalidBuilder8 var i8: Int { 1 }
}

// MARK: - decl_invalid_builder_protocol_var
// origin: test/decl/var/result_builders.swift:216
protocol BuilderVarHelper {}

extension BuilderVarHelper {
  static var buildBlock: (Any...) -> Int { { return $0.count } } // expected-note {{potential match 'buildBlock' is not a static method}}
}

@resultBuilder
struct InvalidBuilder9: BuilderVarHelper {} // expected-error {{result builder must provide at least one static 'buildBlock' method}}
struct S {
  @InvalidBuilder9 var i9: Int { 1 }
}

// MARK: - decl_invalid_builder_static_closure_var
// origin: test/decl/var/result_builders.swift:217
@resultBuilder
struct InvalidBuilder10 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
  static var buildBlock: (Any...) -> Int = { return $0.count } // expected-note {{potential match 'buildBlock' is not a static method}}
}
struct S {
  @InvalidBuilder10 var i10: Int { 1 }
}

// MARK: - decl_invalid_builder_enum_case
// origin: test/decl/var/result_builders.swift:218
@resultBuilder
enum InvalidBuilder11 { // expected-error {{result builder must provide at least one static 'buildBlock' method}}
    case buildBlock(Any) // expected-note {{enum case 'buildBlock' cannot be used to satisfy the result builder requirement}}
}
struct S {
  @InvalidBuilder11 var i11: InvalidBuilder11 { 1 }
}
