import Foundation

/// SM-22: the role a dual-role user is viewing as.
package enum RoleMode: String, CaseIterable, Sendable {
    /// Owner view: editable tiles scoped to one owned baby.
    case owner
    /// Follower view: read-only tiles aggregated across followed babies (or one, when filtered).
    case follower
}

/// The stored selection of a user for the current session.
struct RoleModeSelection: Equatable, Sendable {
    var mode: RoleMode
    var baby: BabyID?
}

/// FR-11.4: the role toggle as the app shows it.
package struct RoleModeState: Equatable, Sendable {
    /// Modes the user has (owner if they own a baby, follower if they follow one).
    package var availableModes: [RoleMode]
    /// The current mode (`nil` when the user has no baby yet).
    package var current: RoleMode?
    /// Owner mode: the baby in scope. Follower mode: the baby filter (`nil` = all followed babies).
    package var baby: BabyID?
    /// Whether the toggle shows (users with both roles).
    package var showsToggle: Bool
    /// The babies in scope for tiles.
    package var scope: [BabyID]
}

extension NonnaApp {
    /// FR-11.4: the user's role toggle state.
    package func roleModeState(as user: UserID?) throws(NonnaError) -> RoleModeState {
        try authorize(user, .roleMode, .read, baby: nil, own: true)
        return resolvedRoleMode(user)
    }

    /// FR-11.4: switches mode (and the owner baby or follower filter); persists for the session.
    package func setRoleMode(_ mode: RoleMode, baby: BabyID? = nil, as user: UserID?) throws(NonnaError)
        -> RoleModeState
    {
        try authorize(user, .roleMode, .update, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        let state = resolvedRoleMode(user)
        guard state.availableModes.contains(mode) else { throw .conflict("no \(mode.rawValue) role") }
        if let baby {
            let candidates = mode == .owner ? ownedBabies(user) : followedBabies(user)
            guard candidates.contains(baby) else {
                throw .invalid(field: "baby", reason: "not a \(mode.rawValue) of it")
            }
        }
        store.roleModes[user] = RoleModeSelection(mode: mode, baby: baby)
        return resolvedRoleMode(user)
    }

    /// A new session starts in the default mode.
    func resetRoleMode(for user: UserID) { store.roleModes[user] = nil }

    /// Assumption: the default mode is owner when the user owns a live baby (scoped to the first owned one),
    /// otherwise follower over all followed babies.
    func resolvedRoleMode(_ user: UserID?) -> RoleModeState {
        guard let user else {
            return RoleModeState(availableModes: [], current: nil, baby: nil, showsToggle: false, scope: [])
        }
        let owned = ownedBabies(user)
        let followed = followedBabies(user)
        var modes: [RoleMode] = []
        if !owned.isEmpty { modes.append(.owner) }
        if !followed.isEmpty { modes.append(.follower) }
        var sel = store.roleModes[user]
        if let s = sel,
            !modes.contains(s.mode) || (s.baby != nil && !(s.mode == .owner ? owned : followed).contains(s.baby ?? ""))
        {
            sel = nil
        }
        let mode = sel?.mode ?? modes.first
        let baby: BabyID? = mode == .owner ? (sel?.baby ?? owned.first) : sel?.baby
        let scope: [BabyID]
        switch mode {
        case .owner: scope = baby.map { [$0] } ?? []
        case .follower: scope = baby.map { [$0] } ?? followed
        case nil: scope = []
        }
        return RoleModeState(
            availableModes: modes, current: mode, baby: baby, showsToggle: modes.count > 1, scope: scope)
    }

    func ownedBabies(_ user: UserID) -> [BabyID] {
        readableBabies(user).map(\.id).filter { [.owner, .coOwner].contains(role(of: user, on: $0)) }
    }

    func followedBabies(_ user: UserID) -> [BabyID] {
        readableBabies(user).map(\.id).filter { role(of: user, on: $0) == .follower }
    }
}
