/// One copy of a book and its loan, as the library's own documents describe it. Foundation only: this module
/// never sees the spec.
public struct Copy: Sendable {
    public enum Status: String, Sendable { case available, onLoan, overdue, lost }

    /// The lending terms.
    public struct Terms: Sendable {
        public var loanDays: Int
        public var renewals: Int

        public init(loanDays: Int = 14, renewals: Int = 2) {
            self.loanDays = loanDays
            self.renewals = renewals
        }
    }

    public private(set) var status = Status.available
    public private(set) var renewalsLeft: Int
    public let terms: Terms
    /// What the copy reported to analytics, in order.
    public private(set) var events: [(name: String, payload: [String: LoanValue])] = []

    public init(terms: Terms = Terms()) {
        self.terms = terms
        renewalsLeft = terms.renewals
    }

    /// Lends the copy; refused unless it is available.
    @discardableResult
    public mutating func borrow() -> Bool {
        guard status == .available else { return false }
        status = .onLoan
        renewalsLeft = terms.renewals
        events.append(("loan_started", ["days": .int(terms.loanDays)]))
        return true
    }

    /// Extends the loan; refused when overdue, lost, or out of renewals.
    @discardableResult
    public mutating func renew() -> Bool {
        guard status == .onLoan, renewalsLeft > 0 else { return false }
        renewalsLeft -= 1
        events.append(("loan_renewed", ["renewals_left": .int(renewalsLeft)]))
        return true
    }

    /// Takes the copy back, noting whether it came back late.
    @discardableResult
    public mutating func giveBack() -> Bool {
        guard status == .onLoan || status == .overdue else { return false }
        events.append(("loan_returned", ["late": .bool(status == .overdue)]))
        status = .available
        return true
    }

    /// The due date passed without a return.
    public mutating func duePassed() {
        if status == .onLoan { status = .overdue }
    }

    /// The member reports an overdue copy lost.
    public mutating func reportLost() {
        guard status == .overdue else { return }
        status = .lost
        events.append(("loan_lost", [:]))
    }

    /// The member paid for a lost copy; a replacement goes back on the shelf.
    public mutating func settle() {
        if status == .lost { status = .available }
    }
}

/// A value in an analytics payload.
public enum LoanValue: Hashable, Sendable {
    case int(Int)
    case bool(Bool)
}
