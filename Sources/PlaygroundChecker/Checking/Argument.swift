import SwiftSyntax

/// One argument of a call as written: its label and expression (or an already checked value).
struct Argument {
    let label: String?
    let syntax: ExprSyntax?
    let checked: Expr?
    let isTrailingClosure: Bool
    /// An operator's operand: an `inout` parameter takes it without `&` (`total += items`).
    let isOperand: Bool
    let node: Syntax

    init(label: String?, syntax: ExprSyntax, isTrailingClosure: Bool = false) {
        self.init(label: label, syntax: syntax, isTrailingClosure: isTrailingClosure, isOperand: false)
    }

    private init(label: String?, syntax: ExprSyntax, isTrailingClosure: Bool, isOperand: Bool) {
        self.label = label
        self.syntax = syntax
        self.checked = nil
        self.isTrailingClosure = isTrailingClosure
        self.isOperand = isOperand
        self.node = Syntax(syntax)
    }

    /// An operand of an operator function's call.
    static func operand(_ syntax: ExprSyntax) -> Argument {
        Argument(label: nil, syntax: syntax, isTrailingClosure: false, isOperand: true)
    }

    init(label: String?, checked: Expr) {
        self.label = label
        self.syntax = nil
        self.checked = checked
        self.isTrailingClosure = false
        self.isOperand = false
        self.node = checked.syntax
    }

    var isClosure: Bool { syntax?.is(ClosureExprSyntax.self) ?? false }

    /// `.empty`, `.bottom(70)`, `\.name`: a member of a type the parameter's type names, or a
    /// key path from a root it names.
    var takesTypeFromParameter: Bool {
        isImplicitMember || isRootlessKeyPath
    }

    /// `.empty`, `.bottom(70)`: a member of a type the parameter's type names.
    var isImplicitMember: Bool {
        let called = syntax?.as(FunctionCallExprSyntax.self)?.calledExpression ?? syntax
        return called?.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// A number literal (`20`, `-1.5`): its type comes from the other arguments when a generic
    /// parameter relates them (`max(20, x)` with `x: Double` is a Double), so it is checked after them.
    var isNumberLiteral: Bool { syntax.map(Self.isNumberLiteral) ?? false }

    /// `\.count`: a key path whose root the parameter's type names.
    var isRootlessKeyPath: Bool { syntax?.as(KeyPathExprSyntax.self).map { $0.root == nil } ?? false }

    static func isNumberLiteral(_ e: ExprSyntax) -> Bool {
        let expr = e.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression : nil } ?? e
        return expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
    }

    /// A literal, whose type the context may choose (`0`, `"a"`, `nil`, `[]`, `[:]`).
    static func isLiteral(_ e: ExprSyntax) -> Bool {
        isNumberLiteral(e) || e.is(StringLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
            || e.is(NilLiteralExprSyntax.self) || e.is(ArrayExprSyntax.self) || e.is(DictionaryExprSyntax.self)
    }

    /// An operator passed as a function (`reduce(0, +)`).
    var isOperatorReference: Bool {
        guard let name = syntax?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind else { return false }
        if case .binaryOperator = name { return true }
        return false
    }

    /// The arguments of a call as written, trailing closures last.
    static func list(of call: FunctionCallExprSyntax) -> [Argument] {
        var out = call.arguments.map { Argument(label: $0.label?.text, syntax: $0.expression) }
        if let trailing = call.trailingClosure {
            out.append(Argument(label: nil, syntax: ExprSyntax(trailing), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            out.append(Argument(label: extra.label.text, syntax: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return out
    }
}

/// Where a call is made: on nothing (a global function), an instance, a type (static members,
/// initializers), or a metatype value (`type(of: shape).make()`: a static member of the type it holds).
enum CallReceiver {
    case none
    case instance(Expr)
    case type(SwiftType)
    case metatype(Expr, instanceType: SwiftType)
}
