import SpecModel

/// The meaning of each operator on JSON values: the single definition shared by the tree-walking evaluator
/// and the slow paths of ``CompiledExpression``. Every function is total: bad operands give an
/// ``EvaluationError``, never a trap.
///
/// Rules:
/// - Numbers: two integers (that fit `Int`) stay integer, with overflow reported (`expr.overflow`); any decimal
///   (or an integer beyond `Int`) makes the operation `Double`, and a non-finite result is `expr.overflow`.
///   Integer `/` truncates toward zero and `%` takes the sign of the dividend. A zero divisor is
///   `expr.division-by-zero`.
/// - `+` also concatenates two strings. Other operand types are `expr.type-error`.
/// - `==`/`!=` are deep equality on any JSON: numbers by value (`1 == 1.0`), strings by Unicode scalars,
///   arrays element-wise, objects by key set and values. Values of different types are unequal, not an error.
/// - `< <= > >=` order two numbers numerically or two strings by Unicode scalars; anything else is a type error.
/// - `x in y`: element of an array (deep equality), substring of a string, key of an object.
/// - `&&`, `||` short-circuit; both operands must be booleans. `!` needs a boolean, unary `-` a number.
/// - `a.b` reads member `b` of object `a`: a missing member is `expr.missing-member`; a member of anything
///   other than an object (including `null`) is `expr.type-error`.
enum ExpressionSemantics {
    /// A number as the arithmetic sees it.
    enum Numeric {
        case int(Int)
        case double(Double)

        init(_ number: JSONNumber) {
            if number.isInteger, let value = number.intValue {
                self = .int(value)
            } else {
                self = .double(number.doubleValue)
            }
        }

        var doubleValue: Double {
            switch self {
            case .int(let value): Double(value)
            case .double(let value): value
            }
        }

        var json: JSONValue {
            switch self {
            case .int(let value): .int(value)
            case .double(let value): .double(value)
            }
        }
    }

    static func typeError(_ message: String) -> EvaluationError {
        EvaluationError(.typeError, message)
    }

    static func operandError(_ op: BinaryOperator, _ lhs: JSONValue, _ rhs: JSONValue) -> EvaluationError {
        typeError("operator '\(op.rawValue)' cannot apply to \(lhs.typeName) and \(rhs.typeName)")
    }

    // MARK: Arithmetic

    static func arithmetic(_ op: BinaryOperator, _ lhs: JSONValue, _ rhs: JSONValue) throws(EvaluationError)
        -> JSONValue
    {
        switch (lhs, rhs) {
        case (.number(let l), .number(let r)):
            return try arithmetic(op, Numeric(l), Numeric(r)).json
        case (.string(let l), .string(let r)) where op == .add:
            return .string(l + r)
        default:
            throw operandError(op, lhs, rhs)
        }
    }

    static func arithmetic(_ op: BinaryOperator, _ lhs: Numeric, _ rhs: Numeric) throws(EvaluationError) -> Numeric {
        if case .int(let l) = lhs, case .int(let r) = rhs {
            return .int(try integerArithmetic(op, l, r))
        }
        return .double(try doubleArithmetic(op, lhs.doubleValue, rhs.doubleValue))
    }

    @inline(__always)
    static func integerArithmetic(_ op: BinaryOperator, _ l: Int, _ r: Int) throws(EvaluationError) -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = l.addingReportingOverflow(r)
        case .subtract: result = l.subtractingReportingOverflow(r)
        case .multiply: result = l.multipliedReportingOverflow(by: r)
        case .divide:
            guard r != 0 else { throw EvaluationError(.divisionByZero, "division by zero") }
            result = l.dividedReportingOverflow(by: r)
        case .remainder:
            guard r != 0 else { throw EvaluationError(.divisionByZero, "remainder by zero") }
            result = l.remainderReportingOverflow(dividingBy: r)
        default:
            throw typeError("operator '\(op.rawValue)' is not arithmetic")
        }
        guard !result.overflow else {
            throw EvaluationError(.overflow, "integer overflow in '\(op.rawValue)'")
        }
        return result.partialValue
    }

    static func doubleArithmetic(_ op: BinaryOperator, _ l: Double, _ r: Double) throws(EvaluationError) -> Double {
        let result: Double
        switch op {
        case .add: result = l + r
        case .subtract: result = l - r
        case .multiply: result = l * r
        case .divide:
            guard r != 0 else { throw EvaluationError(.divisionByZero, "division by zero") }
            result = l / r
        case .remainder:
            guard r != 0 else { throw EvaluationError(.divisionByZero, "remainder by zero") }
            result = l.truncatingRemainder(dividingBy: r)
        default:
            throw typeError("operator '\(op.rawValue)' is not arithmetic")
        }
        guard result.isFinite else {
            throw EvaluationError(.overflow, "result of '\(op.rawValue)' is not finite")
        }
        return result
    }

    static func negate(_ operand: JSONValue) throws(EvaluationError) -> JSONValue {
        guard case .number(let number) = operand else {
            throw typeError("operator '-' cannot apply to \(operand.typeName)")
        }
        return try negate(Numeric(number)).json
    }

    static func negate(_ operand: Numeric) throws(EvaluationError) -> Numeric {
        switch operand {
        case .int(let value):
            let result = Int(0).subtractingReportingOverflow(value)
            guard !result.overflow else { throw EvaluationError(.overflow, "integer overflow in '-'") }
            return .int(result.partialValue)
        case .double(let value):
            guard value.isFinite else { throw EvaluationError(.overflow, "result of '-' is not finite") }
            return .double(-value)
        }
    }

    static func not(_ operand: JSONValue) throws(EvaluationError) -> JSONValue {
        guard case .bool(let value) = operand else {
            throw typeError("operator '!' cannot apply to \(operand.typeName)")
        }
        return .bool(!value)
    }

    /// The operand of `&&` / `||` as a boolean.
    static func logicalOperand(_ op: BinaryOperator, _ value: JSONValue) throws(EvaluationError) -> Bool {
        guard case .bool(let bool) = value else {
            throw typeError("operator '\(op.rawValue)' needs boolean operands, found \(value.typeName)")
        }
        return bool
    }

    // MARK: Comparison

    static func numbersEqual(_ lhs: Numeric, _ rhs: Numeric) -> Bool {
        if case .int(let l) = lhs, case .int(let r) = rhs { return l == r }
        return lhs.doubleValue == rhs.doubleValue
    }

    /// Deep equality on any JSON.
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let l), .bool(let r)): return l == r
        case (.number(let l), .number(let r)): return numbersEqual(Numeric(l), Numeric(r))
        case (.string(let l), .string(let r)): return scalarsEqual(l, r)
        case (.array(let l), .array(let r)):
            return l.count == r.count && zip(l, r).allSatisfy { equal($0, $1) }
        case (.object(let l), .object(let r)):
            guard l.count == r.count else { return false }
            for (key, value) in l {
                guard let other = r[key], equal(value, other) else { return false }
            }
            return true
        default: return false
        }
    }

    /// Whether two strings have the same Unicode scalars (not canonical equivalence, as `String ==` has).
    static func scalarsEqual(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        return scalarOrder(lhs, rhs) == 0
    }

    /// -1, 0 or 1 as `lhs` sorts before, with or after `rhs` by Unicode scalars. UTF-8 byte order is scalar
    /// order, so this compares bytes.
    static func scalarOrder(_ lhs: String, _ rhs: String) -> Int {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { l in
            rhs.utf8.withContiguousStorageIfAvailable { r in byteOrder(l, r) }
        }
        if let order = fast ?? nil { return order }
        return byteOrder(Array(lhs.utf8), Array(rhs.utf8))
    }

    @inline(__always)
    private static func byteOrder<C: RandomAccessCollection<UInt8>>(_ l: C, _ r: C) -> Int where C.Index == Int {
        let common = min(l.count, r.count)
        var index = 0
        while index < common {
            let a = l[l.startIndex + index]
            let b = r[r.startIndex + index]
            if a != b { return a < b ? -1 : 1 }
            index += 1
        }
        return l.count == r.count ? 0 : (l.count < r.count ? -1 : 1)
    }

    /// `< <= > >=`.
    static func order(_ op: BinaryOperator, _ lhs: JSONValue, _ rhs: JSONValue) throws(EvaluationError) -> Bool {
        switch (lhs, rhs) {
        case (.number(let l), .number(let r)):
            return order(op, Numeric(l), Numeric(r))
        case (.string(let l), .string(let r)):
            let order = scalarOrder(l, r)
            return holds(op, less: order < 0, greater: order > 0)
        default:
            throw operandError(op, lhs, rhs)
        }
    }

    static func order(_ op: BinaryOperator, _ lhs: Numeric, _ rhs: Numeric) -> Bool {
        if case .int(let l) = lhs, case .int(let r) = rhs {
            return holds(op, less: l < r, greater: l > r)
        }
        let l = lhs.doubleValue
        let r = rhs.doubleValue
        return holds(op, less: l < r, greater: l > r)
    }

    @inline(__always)
    static func holds(_ op: BinaryOperator, less: Bool, greater: Bool) -> Bool {
        switch op {
        case .less: less
        case .lessOrEqual: !greater
        case .greater: greater
        case .greaterOrEqual: !less
        default: false
        }
    }

    /// `needle in haystack`.
    static func contains(_ needle: JSONValue, in haystack: JSONValue) throws(EvaluationError) -> Bool {
        switch (needle, haystack) {
        case (_, .array(let elements)):
            return elements.contains { equal(needle, $0) }
        case (.string(let part), .string(let whole)):
            return isSubstring(part, of: whole)
        case (.string(let key), .object(let object)):
            return object[key] != nil
        default:
            throw operandError(.in, needle, haystack)
        }
    }

    /// Byte-wise substring search; on UTF-8 this is the same as searching Unicode scalars.
    static func isSubstring(_ part: String, of whole: String) -> Bool {
        var part = part
        var whole = whole
        return part.withUTF8 { part in
            whole.withUTF8 { whole in
                if part.isEmpty { return true }
                guard part.count <= whole.count else { return false }
                for start in 0...(whole.count - part.count) where whole[start] == part[0] {
                    var index = 1
                    while index < part.count, whole[start + index] == part[index] { index += 1 }
                    if index == part.count { return true }
                }
                return false
            }
        }
    }

    // MARK: Members

    static func member(_ name: String, of base: JSONValue) throws(EvaluationError) -> JSONValue {
        guard case .object(let object) = base else {
            throw typeError("cannot read member '\(name)' of \(base.typeName)")
        }
        guard let value = object[name] else {
            throw EvaluationError(.missingMember, "missing member '\(name)'")
        }
        return value
    }
}
