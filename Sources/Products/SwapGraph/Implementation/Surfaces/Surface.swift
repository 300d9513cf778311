import Foundation

/// The three v2 surfaces.
package enum Surface: String, CaseIterable, Codable, Sendable {
    case feed, locker, history
}
