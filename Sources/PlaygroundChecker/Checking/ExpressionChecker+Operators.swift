import PlaygroundSyntax
import SwiftSyntax

/// Operators the playground knows natively: arithmetic, comparison, logic, ranges, `??`, assignment
/// (its targets and values in `ExpressionChecker+Assignment.swift`).
extension ExpressionChecker {
    func infix(_ e: InfixOperatorExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        if e.operator.is(AssignmentExprSyntax.self) {
            if let write = try environmentKeyWrite(e) { return write }
            if let tuple = e.leftOperand.as(TupleExprSyntax.self), tuple.elements.count > 1 { return try tupleAssignment(e, tuple) }
            let target = try lvalue(e.leftOperand)
            let converted = try assignedValue(e, to: Self.storedType(of: target))
            if let store = copyingBack(target, converted, at: e) { return store }
            return observedStore(target, newValue: converted, at: e) ?? Expr(.assign(target, converted), .void, e)
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw CheckError("this operator is not supported in the playground", at: e.operator)
        }
        if let call = declaredOperatorCall(op, e, expected: expected) { return call }
        switch op {
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=":
            let target = try lvalue(e.leftOperand)
            let binary = BinaryOperator(rawValue: String(op.dropLast()))!
            if case .optionalChain(let base, let name, let rest) = target.kind {
                // `point?.x += 1`: the sum is made and stored inside the chain, as `point?.x = point!.x + 1`.
                let type = resolve(rest.type)
                guard Self.hasArithmetic(binary, type) else {
                    throw CheckError("compound assignment through '?' is not supported in the playground", at: e)
                }
                let sum = Expr(.binary(binary, rest, try check(e.rightOperand, convertingTo: type)), type, e)
                return copyingBack(target, sum, at: e)
                    ?? Expr(.optionalChain(base, name, Expr(.assign(rest, sum), .void, e)), DeclarationTable.optional(.void), e)
            }
            let current = computedTargetRead(target) ?? target
            let type = resolve(target.type)
            if !Self.hasArithmetic(binary, type), case .nominal = type {
                // `items += more`, `angle *= 2`: the type's own operator (its overload types the
                // right operand), its result stored back.
                let functions = allFunctions(named: binary.rawValue, on: type, isStatic: true)
                if !functions.isEmpty {
                    let sum = try resolveCall(functions, receiver: .type(type), [Argument(label: nil, checked: current), Argument(label: nil, syntax: e.rightOperand)], expected: type, at: e)
                    return observedStore(target, newValue: sum, at: e) ?? Expr(.assign(target, sum), .void, e)
                }
            }
            let value = try check(e.rightOperand, convertingTo: target.type)
            try requireArithmetic(binary, type, at: e)
            return observedStore(target, newValue: Expr(.binary(binary, current, value), target.type, e), at: e)
                ?? Expr(.compoundAssign(binary, target, value), .void, e)
        case "..<", "...":
            // The contextual bound types the literals.
            let bound = contextualBound(of: op == "..." ? "ClosedRange" : "Range", expected: expected)
            let (lhs, rhs) = try operands(e, expected: bound)
            let boundType = resolve(lhs.type)
            guard system.conforms(boundType, to: NominalID("Comparable")) else {
                throw CheckError("referencing operator function '\(op)' on 'Comparable' requires that '\(boundType.sugared)' conform to 'Comparable'", at: e.operator)
            }
            return Expr(.range(lhs, rhs, closed: op == "..."), .nominal(NominalID(op == "..." ? "ClosedRange" : "Range"), [boundType]), e)
        case "??":
            // `x?.map { $0 } ?? …` as a `Values<T?>`: the left side is wanted as its optional.
            let wanted = expected.map(resolve).flatMap { $0.optionalWrapped == nil && !solver.isUnresolved($0) ? DeclarationTable.optional($0) : nil }
            let lhs = try check(e.leftOperand, expected: wanted)
            guard let wrapped = resolve(lhs.type).optionalWrapped else {
                return lhs
            }
            // A generic parameter not yet bound (`min(width ?? 40, …)`), or an existential
            // (`print(names ?? [])` wants `Any`), says less than the left side.
            let known = expected.map(resolve).flatMap { type -> SwiftType? in
                if solver.isUnresolved(type) || system.isExistential(type) { return nil }
                return type
            }
            let rhs = try check(e.rightOperand, expected: known ?? wrapped)
            // An optional right side (`values[k] ?? defaults[k]`, both `Any?`) takes the
            // `T?` overload, even where an existential would hold the optional itself.
            let keepsOptional: Bool = if case .existential = wrapped { resolve(rhs.type).optionalWrapped != nil } else { false }
            if !keepsOptional, let converted = tryConvert(rhs, to: wrapped) {
                return Expr(.nilCoalescing(lhs, converted), wrapped, e)
            }
            // Sides of different types where an existential is wanted (`[url ?? ""]` as `[Any]`):
            // swiftc's `T` is the existential, so each side becomes one.
            if let wanted = expected.map(resolve), system.isExistential(wanted), resolve(rhs.type).optionalWrapped == nil,
               let left = tryConvert(lhs, to: DeclarationTable.optional(wanted)), let right = tryConvert(rhs, to: wanted) {
                return Expr(.nilCoalescing(left, right), wanted, e)
            }
            let optional = try convert(rhs, to: resolve(lhs.type))
            return Expr(.nilCoalescing(lhs, optional), resolve(lhs.type), e)
        case "&&", "||":
            let lhs = try check(e.leftOperand, convertingTo: DeclarationTable.bool)
            let rhs = try check(e.rightOperand, convertingTo: DeclarationTable.bool)
            return Expr(.binary(BinaryOperator(rawValue: op)!, lhs, rhs), DeclarationTable.bool, e)
        case "===", "!==":
            // Identity of class instances (a class value compares by its object here); each side
            // is an `AnyObject?` of its own, so a protocol's and a class's values compare.
            let lhs = try check(e.leftOperand)
            let rhs = try check(e.rightOperand, expected: resolve(lhs.type))
            for operand in [lhs, rhs] {
                let type = resolve(operand.type)
                guard system.conforms(type.optionalWrapped ?? type, to: TypeSystem.anyObject, requirements: requirements) else {
                    throw CheckError("argument type '\(type.sugared)' expected to be an instance of a class or class-constrained type", at: operand.syntax)
                }
            }
            return Expr(.binary(op == "===" ? .identical : .notIdentical, lhs, rhs), DeclarationTable.bool, e)
        case "==", "!=", "<", "<=", ">", ">=":
            if op == "==" || op == "!=", let compared = try metatypeComparison(e, op) { return compared }
            let (lhs, rhs) = try operands(e, expected: nil)
            let type = resolve(lhs.type)
            let proto = op == "==" || op == "!=" ? "Equatable" : "Comparable"
            if !(op == "==" || op == "!=") || type.optionalWrapped == nil {
                guard system.conforms(type, to: NominalID(proto), requirements: requirements) || type.optionalWrapped != nil || tupleConforms(type, to: proto) else {
                    // A type's own operator without the protocol (`ContentSizeCategory`'s `<`).
                    let own = if case .nominal = type { allFunctions(named: op, on: type, isStatic: true) } else { [FunctionDecl]() }
                    if !own.isEmpty {
                        return try resolveCall(own, receiver: .type(type), [Argument(label: nil, checked: lhs), Argument(label: nil, checked: rhs)], expected: expected, at: e)
                    }
                    throw CheckError("referencing operator function '\(op)' on '\(proto)' requires that '\(type.sugared)' conform to '\(proto)'", at: e.operator)
                }
            }
            return Expr(.binary(BinaryOperator(rawValue: op)!, lhs, rhs), DeclarationTable.bool, e)
        case "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*":
            let start = solver
            let left = try check(e.leftOperand, expected: expected)
            if let call = try operatorFunction(op, left, e, expected: expected) { return call }
            let binary = BinaryOperator(rawValue: op)!
            if binary == .shiftLeft || binary == .shiftRight {
                // The amount is any integer (`bits << n`, `n: Int8`); a literal one takes the value's type.
                let lt = resolve(left.type)
                let amount = try check(e.rightOperand, expected: NumericType(lt)?.range != nil ? lt : nil)
                let rt = resolve(amount.type)
                guard NumericType(lt)?.range != nil, NumericType(rt)?.range != nil else {
                    throw CheckError("binary operator '\(op)' cannot be applied to operands of type '\(lt.sugared)' and '\(rt.sugared)'", at: e.operator)
                }
                return Expr(.binary(binary, left, amount), lt, e)
            }
            do throws(CheckError) {
                let (lhs, rhs) = try operands(e, expected: expected, lhs: left)
                try requireArithmetic(binary, resolve(lhs.type), at: e)
                return Expr(.binary(binary, lhs, rhs), resolve(lhs.type), e)
            } catch {
                // Only when the numbers' own operator fails: the right operand's type's (`3 * distance`).
                if NumericType(resolve(left.type)) != nil, let call = rightOperatorFunction(op, e, expected: expected, before: start) { return call }
                throw error
            }
        case "~=":
            // `200...299 ~= status`: the left type's own pattern match (a range's); otherwise the
            // standard library's `~=` of two `Equatable` values, which is `==`.
            let left = try check(e.leftOperand)
            if let call = try operatorFunction(op, left, e, expected: expected) { return call }
            let (lhs, rhs) = try operands(e, expected: nil, lhs: left)
            let type = resolve(lhs.type)
            guard system.conforms(type, to: NominalID("Equatable"), requirements: requirements) || type.optionalWrapped != nil else {
                throw CheckError("referencing operator function '~=' on 'Equatable' requires that '\(type.sugared)' conform to 'Equatable'", at: e.operator)
            }
            return Expr(.binary(BinaryOperator(rawValue: "==")!, lhs, rhs), DeclarationTable.bool, e)
        default:
            throw CheckError("cannot find operator '\(op)' in scope", at: e.operator)
        }
    }

    /// `lhs op rhs` as a call of the left operand's type's `static func op` (`Text + Text`,
    /// `date + 60`), when that type is not one the playground's arithmetic covers and declares one:
    /// the right operand is typed by the overload (a literal becomes its parameter's type).
    func operatorFunction(_ op: String, _ lhs: Expr, _ e: InfixOperatorExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr? {
        let type = resolve(lhs.type)
        guard case .nominal = type, NumericType(type) == nil, type != DeclarationTable.string else { return nil }
        let functions = allFunctions(named: op, on: type, isStatic: true)
        if functions.isEmpty { return nil }
        return try resolveCall(functions, receiver: .type(type), [Argument(label: nil, checked: lhs), Argument(label: nil, syntax: e.rightOperand)], expected: expected, at: e)
    }

    /// `3 * distance`: a number on the left and, on the right, a type with its own operator
    /// (`Measurement`'s `*(Double, Measurement)`); the left operand is checked again as that
    /// operator's argument (the literal is a `Double`). Tried only once the numbers' own
    /// arithmetic has failed. Nil, with the solver as it was, otherwise.
    func rightOperatorFunction(_ op: String, _ e: InfixOperatorExprSyntax, expected: SwiftType?, before start: Solver) -> Expr? {
        let saved = solver
        solver = start
        if let right = try? check(e.rightOperand), case .nominal = resolve(right.type), NumericType(resolve(right.type)) == nil {
            let type = resolve(right.type)
            let functions = allFunctions(named: op, on: type, isStatic: true)
            if !functions.isEmpty, let call = try? resolveCall(functions, receiver: .type(type), [Argument(label: nil, syntax: e.leftOperand), Argument(label: nil, checked: right)], expected: expected, at: e) {
                return call
            }
        }
        solver = saved
        return nil
    }

    /// `lhs op rhs` as a call of an operator function declared at the top level
    /// (`func +=(lhs: inout [Int: Movie], rhs: [Movie])`) that takes these operands; nil when
    /// none is declared or none fits, and the standard operators apply.
    func declaredOperatorCall(_ op: String, _ e: InfixOperatorExprSyntax, expected: SwiftType?) -> Expr? {
        guard let functions = table.functions[op], !functions.isEmpty else { return nil }
        let saved = solver
        do throws(CheckError) {
            return try resolveCall(functions, receiver: .none, [.operand(e.leftOperand), .operand(e.rightOperand)], expected: expected, at: e)
        } catch {
            solver = saved
            return nil
        }
    }

    /// An operator named as a function value (`sorted(by: >)`, `reduce(0, +)`): a closure that
    /// applies it; nil when no two-parameter function is wanted.
    func operatorReference(_ name: String, expected: SwiftType?, at e: DeclReferenceExprSyntax) throws(CheckError) -> Expr? {
        guard let op = BinaryOperator(rawValue: name), op != .and, op != .or,
              case .function(let parameters, let result)? = expected.map(resolve), parameters.count == 2 else { return nil }
        _ = solver.unify(parameters[0], parameters[1])
        let operand = resolve(parameters[0])
        guard !solver.isUnresolved(operand) else { return nil }
        let resultType: SwiftType
        switch op {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            let proto = op == .equal || op == .notEqual ? "Equatable" : "Comparable"
            guard system.conforms(operand, to: NominalID(proto), requirements: requirements) else {
                throw CheckError("referencing operator function '\(name)' on '\(proto)' requires that '\(operand.sugared)' conform to '\(proto)'", at: e)
            }
            resultType = DeclarationTable.bool
        default:
            guard Self.hasArithmetic(op, operand) || genericArithmetic(op, operand) else {
                if let call = try declaredOperatorReference(name, operand: operand, result: result, at: e) { return call }
                throw CheckError("binary operator '\(name)' cannot be applied to operands of type '\(operand.sugared)' and '\(operand.sugared)'", at: e)
            }
            resultType = operand
        }
        _ = solver.unify(result, resultType)
        let (lhs, rhs) = Self.operandNames(at: e)
        let applied = Expr(.binary(op, Expr(.local(lhs), operand, e), Expr(.local(rhs), operand, e)), resultType, e)
        return operatorClosure(applying: applied, operand: operand, at: e)
    }

    /// An operator a type declares (`static func + (lhs: Text, rhs: Text) -> Text`) named as a
    /// function value (`texts.reduce(Text(""), +)`): a closure calling it; nil when it declares none.
    func declaredOperatorReference(_ name: String, operand: SwiftType, result: SwiftType, at e: DeclReferenceExprSyntax) throws(CheckError) -> Expr? {
        guard case .nominal = operand else { return nil }
        let functions = allFunctions(named: name, on: operand, isStatic: true)
        if functions.isEmpty { return nil }
        let (lhs, rhs) = Self.operandNames(at: e)
        let operands = [lhs, rhs].map { Argument(label: nil, checked: Expr(.local($0), operand, e)) }
        let applied = try resolveCall(functions, receiver: .type(operand), operands, expected: result, at: e)
        _ = solver.unify(result, resolve(applied.type))
        return operatorClosure(applying: applied, operand: operand, at: e)
    }

    /// The parameters of the closure an operator named as a value becomes (`$lhs123`, `$rhs123`).
    static func operandNames(at e: DeclReferenceExprSyntax) -> (String, String) {
        ("$lhs\(e.position.utf8Offset)", "$rhs\(e.position.utf8Offset)")
    }

    /// `{ $lhs, $rhs in applied }`: an operator named as a function value.
    func operatorClosure(applying applied: Expr, operand: SwiftType, at e: DeclReferenceExprSyntax) -> Expr {
        let resultType = resolve(applied.type)
        let (lhs, rhs) = Self.operandNames(at: e)
        let body = CheckedBody(statements: [.return(applied)], resultType: resultType)
        let closure = Closure(parameters: [lhs, rhs], body: body, id: table.nextSerial(), captures: [], usesSelf: false)
        return Expr(.closure(closure), .function([operand, operand], resultType), e)
    }

    /// Both operands, converted to one type (an integer literal becomes a Double beside a Double).
    func operands(_ e: InfixOperatorExprSyntax, expected: SwiftType?, lhs checked: Expr? = nil) throws(CheckError) -> (Expr, Expr) {
        var lhs: Expr
        if let checked { lhs = checked } else { lhs = try check(e.leftOperand, expected: expected) }
        let rhs: Expr
        let saved = solver
        do {
            rhs = try check(e.rightOperand, expected: resolve(lhs.type))
        } catch {
            // `float + 0.5 * double`: swiftc reports the outer operator's operands, not the
            // inner expression the left operand's type could not guide.
            solver = saved
            guard let unguided = try? check(e.rightOperand, expected: nil), resolve(unguided.type) != resolve(lhs.type) else {
                solver = saved
                throw error
            }
            rhs = unguided
        }
        let lt = resolve(lhs.type), rt = resolve(rhs.type)
        if lt == rt { return (lhs, rhs) }
        // A `String` and a `Substring` compare, and join, as Swift's `StringProtocol` and
        // `RangeReplaceableCollection` operators take any two (the left one's type is the sum's).
        if Self.isStringText(lt), Self.isStringText(rt) { return (lhs, rhs) }
        // `2 - x` where `x` is a number or a generic parameter's value (`Self` in `extension BinaryFloatingPoint`).
        if lt == DeclarationTable.int, NumericType(rt) != nil || Self.isParameter(rt), e.leftOperand.is(IntegerLiteralExprSyntax.self) || e.leftOperand.is(FloatLiteralExprSyntax.self) {
            lhs = try check(e.leftOperand, expected: rt)
            return (lhs, rhs)
        }
        if lt == DeclarationTable.double, NumericType(rt)?.isSinglePrecision == true || Self.isParameter(rt), e.leftOperand.is(FloatLiteralExprSyntax.self) {
            lhs = try check(e.leftOperand, expected: rt)
            return (lhs, rhs)
        }
        if rt.optionalWrapped == nil, lt.optionalWrapped != nil, let converted = tryConvert(rhs, to: lt) { return (lhs, converted) }
        if lt.optionalWrapped == nil, rt.optionalWrapped != nil, let converted = tryConvert(lhs, to: rt) { return (converted, rhs) }
        if case .nilLiteral = rhs.kind, lt.optionalWrapped != nil { return (lhs, rhs) }
        var trial = solver
        if trial.unify(lt, rt) { solver = trial; return (lhs, rhs) }
        let op = e.operator.trimmedDescription
        if case .nominal = lt, !allFunctions(named: op, on: lt, isStatic: true).isEmpty {
            // `Text + Image`: swiftc tries the left type's operator function and names the argument.
            throw CheckError("cannot convert value of type '\(rt.sugared)' to expected argument type '\(lt.sugared)'", at: e.rightOperand)
        }
        throw CheckError("binary operator '\(op)' cannot be applied to operands of type '\(lt.sugared)' and '\(rt.sugared)'", at: e.operator)
    }

    static func isParameter(_ type: SwiftType) -> Bool {
        if case .parameter = type { return true }
        return false
    }

    /// Whether the playground's arithmetic applies `op` to two values of `type`: a number type's
    /// operators, and `+` on strings.
    static func hasArithmetic(_ op: BinaryOperator, _ type: SwiftType) -> Bool {
        if op.isBitwise { return NumericType(type)?.range != nil }
        return NumericType(type) != nil || (isStringText(type) && op == .add)
    }

    /// `String` or `Substring`: the same text at run time.
    static func isStringText(_ type: SwiftType) -> Bool {
        type == DeclarationTable.string || type == substring
    }
    static let substring = SwiftType.nominal(NominalID("Substring"), [])

    func requireArithmetic(_ op: BinaryOperator, _ type: SwiftType, at e: InfixOperatorExprSyntax) throws(CheckError) {
        if op == .remainder, NumericType(type)?.isFloatingPoint == true {
            throw CheckError("'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: e.operator)
        }
        if !Self.hasArithmetic(op, type), !genericArithmetic(op, type) {
            throw CheckError("binary operator '\(op.rawValue)' cannot be applied to two '\(type.sugared)' operands", at: e.operator)
        }
    }

    /// Whether `op` applies to a generic parameter (or an associated type: `Self.Element`) by its
    /// constraints: `+` and `-` to an `AdditiveArithmetic`, `*` to a `Numeric`, `/` to a
    /// `FloatingPoint` or `BinaryInteger`, `%` and the bit operators to a `BinaryInteger` (the
    /// values are numbers at run time).
    func genericArithmetic(_ op: BinaryOperator, _ type: SwiftType) -> Bool {
        guard Self.isGenericValueType(type) else { return false }
        let protocols: [String] = switch op {
        case .add, .subtract: ["AdditiveArithmetic"]
        case .multiply: ["Numeric"]
        case .divide: ["FloatingPoint", "BinaryInteger"]
        default: ["BinaryInteger"]
        }
        return protocols.contains { system.conforms(type, to: NominalID($0), requirements: requirements) }
    }

    func prefix(_ e: PrefixOperatorExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        switch e.operator.text {
        case "..<", "...":
            let name = e.operator.text == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough"
            let bound = try partialRangeBound(e.expression, named: name, expected: expected, at: e.operator)
            return Expr(.range(openEnd(of: bound, upper: false, at: e), bound, closed: e.operator.text == "..."), .nominal(NominalID(name), [resolve(bound.type)]), e)
        case "!":
            return Expr(.not(try check(e.expression, convertingTo: DeclarationTable.bool)), DeclarationTable.bool, e)
        case "~":
            let operand = try check(e.expression, expected: expected)
            let type = resolve(operand.type)
            guard NumericType(type)?.range != nil else {
                throw CheckError("unary operator '~' cannot be applied to an operand of type '\(type.sugared)'", at: e)
            }
            return Expr(.binary(.bitXor, operand, Expr(.integer(-1), type, e)), type, e)
        case "-":
            let operand = try check(e.expression, expected: expected)
            let type = resolve(operand.type)
            if let call = try prefixOperatorFunction("-", operand, at: e, expected: expected) { return call }
            guard let number = NumericType(type) else {
                throw CheckError("unary operator '-' cannot be applied to an operand of type '\(type.sugared)'", at: e)
            }
            if let range = number.range, range.lowerBound == 0, let literal = e.expression.as(IntegerLiteralExprSyntax.self) {
                throw CheckError("negative integer '-\(literal.literal.text)' overflows when stored into unsigned type '\(number.name)'", at: e)
            }
            return Expr(.negate(operand), type, e)
        case "+":
            // `offsetBy: +1`: a number is itself (`AdditiveArithmetic`'s prefix `+`).
            let operand = try check(e.expression, expected: expected)
            let type = resolve(operand.type)
            if let call = try prefixOperatorFunction("+", operand, at: e, expected: expected) { return call }
            guard NumericType(type) != nil else {
                throw CheckError("unary operator '+' cannot be applied to an operand of type '\(type.sugared)'", at: e)
            }
            return operand
        default:
            throw CheckError("cannot find operator '\(e.operator.text)' in scope", at: e.operator)
        }
    }

    /// Tuples of two to six `Equatable` (`Comparable`) elements have `==` (`<`), element by
    /// element; a tuple is not itself `Equatable`, so nested tuples have none.
    func tupleConforms(_ type: SwiftType, to proto: String) -> Bool {
        guard case .tuple(let elements, _) = type, (2...6).contains(elements.count) else { return false }
        return elements.allSatisfy { system.conforms(resolve($0), to: NominalID(proto), requirements: requirements) }
    }

    /// `-angle`: the operand's type's `static prefix func` (a one-parameter operator function).
    func prefixOperatorFunction(_ op: String, _ operand: Expr, at e: PrefixOperatorExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr? {
        let type = resolve(operand.type)
        guard case .nominal = type, NumericType(type) == nil else { return nil }
        let functions = allFunctions(named: op, on: type, isStatic: true).filter { $0.parameters.count == 1 }
        if functions.isEmpty { return nil }
        return try resolveCall(functions, receiver: .type(type), [Argument(label: nil, checked: operand)], expected: expected, at: e)
    }

    func postfix(_ e: PostfixOperatorExprSyntax) throws(CheckError) -> Expr {
        guard e.operator.text == "..." else { throw CheckError("cannot find operator '\(e.operator.text)' in scope", at: e.operator) }
        let bound = try partialRangeBound(e.expression, named: "PartialRangeFrom", expected: nil, at: e.operator)
        return Expr(.range(bound, openEnd(of: bound, upper: true, at: e), closed: true), .nominal(NominalID("PartialRangeFrom"), [resolve(bound.type)]), e)
    }

    /// The bound of `x...`, `...x` or `..<x`: any `Comparable` (`Date()...` for a date picker), a
    /// number literal an `Int` unless the context says otherwise.
    func partialRangeBound(_ expression: ExprSyntax, named name: String, expected: SwiftType?, at op: TokenSyntax) throws(CheckError) -> Expr {
        let wanted = contextualBound(of: name, expected: expected)
        let bound = try check(expression, expected: wanted ?? (Argument.isNumberLiteral(expression) ? DeclarationTable.int : nil))
        let type = resolve(bound.type)
        guard system.conforms(type, to: NominalID("Comparable")) else {
            throw CheckError("referencing operator function '\(op.text)' on 'Comparable' requires that '\(type.sugared)' conform to 'Comparable'", at: op)
        }
        return bound
    }

    /// The bound type the context gives a range of kind `name` (`in: 0...1` for a
    /// `ClosedRange<Double>` or a `ClosedRange<Double>?`, or for a `ClosedRange<V>` whose `V`
    /// is still to be inferred, so that a `V: BinaryFloatingPoint` makes the literals `Double`s), or nil.
    func contextualBound(of name: String, expected: SwiftType?) -> SwiftType? {
        guard let expected, case .nominal(let id, let args) = resolve(expected).optionalWrapped ?? resolve(expected),
              id.qualifiedName == name, args.count == 1 else { return nil }
        switch resolve(args[0]) {
        case .nominal, .variable: return resolve(args[0])
        default: return nil
        }
    }

    /// The open end of a one-sided range: `Int.min`/`Int.max` for integers (slicing and `case`
    /// patterns compare with it), infinity for doubles, the bound itself for other types.
    func openEnd(of bound: Expr, upper: Bool, at e: some SyntaxProtocol) -> Expr {
        let type = resolve(bound.type)
        if type == DeclarationTable.int { return Expr(.integer(upper ? Int.max : Int.min), type, e) }
        if type == DeclarationTable.double { return Expr(.double(upper ? .infinity : -.infinity), type, e) }
        return bound
    }

    func ternary(_ e: TernaryExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        // `i > 0 ? items[i - 1] : nil`: the other value's type, made optional, is wanted of both;
        // so too for a generic parameter still open (`navigationBarItems(trailing: f ? b : nil)`).
        let open: Bool = if let expected { if case .variable = resolve(expected) { true } else { false } } else { true }
        if open, e.thenExpression.is(NilLiteralExprSyntax.self) != e.elseExpression.is(NilLiteralExprSyntax.self) {
            let value = try check(e.thenExpression.is(NilLiteralExprSyntax.self) ? e.elseExpression : e.thenExpression)
            let type = resolve(value.type)
            return try ternary(e, expected: type.optionalWrapped == nil ? DeclarationTable.optional(type) : type)
        }
        let condition = try check(e.condition, convertingTo: DeclarationTable.bool)
        var first: Expr, second: Expr
        // A generic parameter still open (`max(0, flag ? width : 0)`) says nothing of the values.
        let context: SwiftType? = if let expected, case .variable = resolve(expected) { nil } else { expected }
        // `flag ? 0 : width`, `flag ? 1 : 2.5`: the number literal takes the other value's type.
        if context == nil, Argument.isNumberLiteral(e.thenExpression),
           !Argument.isNumberLiteral(e.elseExpression) || e.elseExpression.is(FloatLiteralExprSyntax.self) {
            second = try check(e.elseExpression)
            let start = solver
            do throws(CheckError) {
                first = try check(e.thenExpression, expected: resolve(second.type))
            } catch {
                // Not of the other value's type (`flag ? 0 : name`): swiftc's mismatch below.
                solver = start
                first = try check(e.thenExpression)
            }
        } else {
            first = try check(e.thenExpression, expected: expected)
            second = try check(e.elseExpression, expected: context ?? resolve(first.type))
        }
        if case .existential? = expected, let a = tryConvert(first, to: expected!), let b = tryConvert(second, to: expected!) {
            return Expr(.ternary(condition, a, b), expected!, e)
        }
        if let converted = tryConvert(second, to: first.type) {
            second = converted
        } else if let converted = tryConvert(first, to: second.type) {
            first = converted
        } else if let joined = commonSuperclass(resolve(first.type), resolve(second.type)) {
            first = Expr(first.kind, joined, first.syntax)
            second = Expr(second.kind, joined, second.syntax)
        } else {
            throw CheckError("result values in '? :' expression have mismatching types '\(resolve(first.type).sugared)' and '\(resolve(second.type).sugared)'", at: e)
        }
        return Expr(.ternary(condition, first, second), resolve(first.type), e)
    }
}

extension ExpressionChecker {
    /// `A.self == type(of: b)`, `lhs.type == rhs.type`: the standard library's
    /// `==(Any.Type?, Any.Type?)`, for any two metatypes; nil when neither side is written as one
    /// (`X.self`, `type(of: x)`) or names a value of a metatype (`kind`, `key.type`).
    func metatypeComparison(_ e: InfixOperatorExprSyntax, _ op: String) throws(CheckError) -> Expr? {
        func writtenAsType(_ side: ExprSyntax) -> Bool {
            side.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
                || side.as(FunctionCallExprSyntax.self).map {
                    $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type" && $0.arguments.first?.label?.text == "of"
                } == true
        }
        // A name or member is cheap to check twice; anything else goes the operators' way.
        func namesValue(_ side: ExprSyntax) -> Bool {
            side.is(DeclReferenceExprSyntax.self) || side.as(MemberAccessExprSyntax.self).map { $0.base != nil } == true
        }
        guard writtenAsType(e.leftOperand) || writtenAsType(e.rightOperand) || namesValue(e.leftOperand) && namesValue(e.rightOperand) else { return nil }
        let start = solver
        guard let lhs = try? check(e.leftOperand), case .metatype = resolve(lhs.type).optionalWrapped ?? resolve(lhs.type) else {
            solver = start
            return nil
        }
        let rhs = try check(e.rightOperand)
        guard case .metatype = resolve(rhs.type).optionalWrapped ?? resolve(rhs.type) else {
            throw CheckError("binary operator '\(op)' cannot be applied to operands of type '\(resolve(lhs.type).sugared)' and '\(resolve(rhs.type).sugared)'", at: e.operator)
        }
        return Expr(.binary(BinaryOperator(rawValue: op)!, lhs, rhs), DeclarationTable.bool, e)
    }
}
