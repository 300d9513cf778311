import Foundation

extension NonnaApp {
    func dispatchViews(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? { nil }
}

extension NonnaApp {
}
