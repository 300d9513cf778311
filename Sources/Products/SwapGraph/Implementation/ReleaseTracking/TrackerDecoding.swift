import Foundation

/// A tracker file that could not be decoded, naming the field at fault.
package struct TrackerDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the field, e.g. `tasks[0].state` (empty for the document itself).
    package var field: String
    /// What was wrong, lowercase.
    package var message: String

    /// `field: message`.
    package var description: String { field.isEmpty ? message : "\(field): \(message)" }
}

/// Decodes the tracker files with errors that name the field.
package enum TrackerDecoding {
    /// Decodes `T` from `data`, turning `DecodingError` into a ``TrackerDecodingError``.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(TrackerDecodingError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw TrackerDecodingError(field: "", message: "not valid JSON")
        }
    }

    static func describe(_ error: DecodingError) -> TrackerDecodingError {
        switch error {
        case .keyNotFound(let key, let ctx):
            return TrackerDecodingError(field: path(ctx.codingPath + [key]), message: "missing field")
        case .typeMismatch(let type, let ctx):
            return TrackerDecodingError(field: path(ctx.codingPath), message: "expected \(type)")
        case .valueNotFound(let type, let ctx):
            return TrackerDecodingError(field: path(ctx.codingPath), message: "null where \(type) expected")
        case .dataCorrupted(let ctx):
            let message = ctx.codingPath.isEmpty ? "not valid JSON" : ctx.debugDescription
            return TrackerDecodingError(field: path(ctx.codingPath), message: message)
        @unknown default:
            return TrackerDecodingError(field: "", message: "undecodable")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let i = key.intValue {
                out += "[\(i)]"
            } else {
                out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return out
    }
}
