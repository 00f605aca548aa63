import PlaygroundSyntax
import SwiftSyntax

/// `inout` arguments (`&x`): the place passed, which the callee's final value is copied back to.
extension ExpressionChecker {
    /// The argument of an `inout` parameter of type `type`: a mutable place written `&place` (an
    /// operator's operand, `total += items`, without the `&`), of exactly that type (no
    /// conversion applies), as `.native("inout", [place])`.
    func inoutArgument(_ arg: Argument, type: SwiftType) throws(CheckError) -> Expr {
        let written: ExprSyntax, inner: ExprSyntax
        if arg.isOperand, let syntax = arg.syntax {
            (written, inner) = (syntax, syntax)
        } else if let ampersand = arg.syntax?.as(InOutExprSyntax.self) {
            (written, inner) = (ExprSyntax(ampersand), ampersand.expression)
        } else {
            let value = try argumentValue(arg, expected: type, builder: nil)
            throw CheckError("passing value of type '\(resolve(value.type).sugared)' to an inout parameter requires explicit '&'", at: value.syntax)
        }
        if inner.is(IntegerLiteralExprSyntax.self) || inner.is(FloatLiteralExprSyntax.self) || inner.is(StringLiteralExprSyntax.self)
            || inner.is(BooleanLiteralExprSyntax.self) || inner.is(NilLiteralExprSyntax.self) || inner.is(ArrayExprSyntax.self) {
            throw CheckError("cannot pass immutable value as inout argument: literals are not mutable", at: written)
        }
        // A computed local with a setter is read by its getter and written back by its setter.
        var isComputedLocal = false
        if let ref = inner.as(DeclReferenceExprSyntax.self), let accessors = lookupLocal(ref.baseName.text)?.accessors {
            if accessors.getter != nil, accessors.setter == nil {
                throw CheckError("cannot pass immutable value as inout argument: '\(ref.baseName.text)' is a get-only property", at: written)
            }
            guard accessors.setter != nil else {
                throw CheckError("an observed, weak or wrapped local variable cannot be passed inout in the playground", at: written)
            }
            isComputedLocal = true
        }
        let place = try check(inner, expected: type)
        if !isComputedLocal {
            do throws(CheckError) { try requireMutable(place, at: inner) } catch {
                throw CheckError(Self.inoutMessage(error.diagnostic.message), at: written)
            }
        }
        let placeType = resolve(place.type), wanted = resolve(type)
        var trial = solver
        guard trial.unify(placeType, wanted) else {
            if let wrapped = wanted.optionalWrapped, placeType.optionalWrapped == nil, tryConvert(place, to: wrapped) != nil {
                throw CheckError("inout argument could be set to a value with a type other than '\(placeType.sugared)'; use a value declared as type '\(wanted.sugared)' instead", at: written)
            }
            if let wrapped = placeType.optionalWrapped, wanted.optionalWrapped == nil, trial.unify(wrapped, wanted) {
                throw CheckError("value of optional type '\(placeType.sugared)' must be unwrapped to a value of type '\(wanted.sugared)'", at: written)
            }
            throw CheckError("cannot convert value of type '\(placeType.sugared)' to expected argument type '\(wanted.sugared)'", at: written)
        }
        solver = trial
        return Expr(.native("inout", [place]), placeType, written)
    }

    /// `&x` given to a parameter that is not `inout`: swiftc's error (naming the parameter's type)
    /// once the value converts to it.
    func rejectAmpersand(_ arg: Argument, type: SwiftType) throws(CheckError) {
        guard let ampersand = arg.syntax?.as(InOutExprSyntax.self) else { return }
        _ = try convert(try check(ampersand.expression, expected: type), to: type)
        throw CheckError("'&' used with non-inout argument of type '\(resolve(type).sugared)'", at: ampersand)
    }

    /// An assignment's error said of an inout argument ("cannot assign to value: 'x' is a 'let'
    /// constant" is "cannot pass immutable value as inout argument: 'x' is a 'let' constant").
    static func inoutMessage(_ message: String) -> String {
        for prefix in ["cannot assign to value: ", "cannot assign to property: ", "cannot assign through subscript: "] where message.hasPrefix(prefix) {
            return "cannot pass immutable value as inout argument: " + message.dropFirst(prefix.count)
        }
        return message
    }
}
