import Foundation

extension NonnaApp {
    func dispatchEngagement(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? { nil }
    func dispatchViews(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? { nil }
}

extension NonnaApp {
}
