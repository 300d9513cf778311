import Foundation

extension NonnaApp {
    /// The single entry for every user-facing operation: reads are requests too. The actor is the signed-in user
    /// (`nil` = anonymous). Every request passes the access policy inside the service it reaches.
    package func perform(_ request: Request, as user: UserID?) -> Result<Response, NonnaError> {
        do {
            return .success(try dispatch(request, as: user))
        } catch {
            return .failure(error)
        }
    }

    /// Like ``perform(_:as:)`` but authenticates a bearer token first (`nil` = anonymous); an invalid, expired,
    /// logged-out or revoked session yields `.notAuthenticated`.
    package func perform(_ request: Request, token: String?) -> Result<Response, NonnaError> {
        guard let token else { return perform(request, as: nil) }
        guard let user = authenticate(token: token) else { return .failure(.notAuthenticated) }
        return perform(request, as: user)
    }

    func dispatch(_ request: Request, as user: UserID?) throws(NonnaError) -> Response {
        if let r = try dispatchAccounts(request, as: user) { return r }
        if let r = try dispatchBabies(request, as: user) { return r }
        if let r = try dispatchContent(request, as: user) { return r }
        if let r = try dispatchEngagement(request, as: user) { return r }
        if let r = try dispatchViews(request, as: user) { return r }
        throw .invalid(field: "request", reason: "unsupported")
    }
}
