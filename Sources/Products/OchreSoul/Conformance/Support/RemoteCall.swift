import Conformance
import OchreSoul

/// Calling a remote endpoint of the implementation for its error.
enum RemoteCall {
    /// The error a remote call throws, `nil` when it succeeds.
    static func error(_ call: () throws(RemoteError) -> Void) -> RemoteError? {
        do {
            try call()
            return nil
        } catch {
            return error
        }
    }
}
