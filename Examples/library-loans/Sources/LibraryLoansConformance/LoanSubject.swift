import LibraryLoans
import SpecConformKit

/// Drives one `Copy` through the `loan` machine's events and reports its state as the spec names it.
struct LoanSubject: ConformanceSubject {
    static let machine = "loan"
    static let stateNames: [Copy.Status: String] = [
        .available: "Available", .onLoan: "OnLoan", .overdue: "Overdue", .lost: "Lost",
    ]

    let terms: Copy.Terms
    var copy: Copy
    var reported = 0

    init(terms: Copy.Terms) {
        self.terms = terms
        copy = Copy(terms: terms)
    }

    mutating func reset(context: JSONValue) throws {
        copy = Copy(terms: terms)
        reported = 0
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        switch stimulus.event {
        case "borrow": copy.borrow()
        case "renew": copy.renew()
        case "return": copy.giveBack()
        case "due.passed": copy.duePassed()
        case "lost": copy.reportLost()
        case "settle": copy.settle()
        default: throw SubjectError("the loan subject does not know event '\(stimulus.event)'")
        }
        let fresh = copy.events[reported...].map {
            ObservedEvent(name: $0.name, payload: .object($0.payload.mapValues(Self.json)))
        }
        reported = copy.events.count
        return Observation(
            states: [Self.machine: Self.stateNames[copy.status] ?? "\(copy.status)"], events: fresh,
            outputs: ["renewalsLeft": .int(copy.renewalsLeft)])
    }

    static func json(_ value: LoanValue) -> JSONValue {
        switch value {
        case .int(let n): .int(n)
        case .bool(let b): .bool(b)
        }
    }
}
