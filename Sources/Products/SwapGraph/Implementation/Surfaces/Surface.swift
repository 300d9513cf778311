import Foundation

/// The three v2 surfaces.
public enum Surface: String, CaseIterable, Codable, Sendable {
    case feed, locker, history
}
