import Foundation

/// Where a product's inputs live: its spec folder, its traceability folder, and the folder relative paths are
/// resolved against. The one input of ``Pipeline/load(_:products:)`` and ``Pipeline/prepare(_:products:)``.
public struct Project: Hashable, Sendable {
    /// The spec root holding one folder per product (`Spec`).
    public var specRoot: String
    /// The traceability root holding one folder per product (`Traceability`).
    public var traceabilityRoot: String
    /// The folder relative paths are resolved against.
    public var workingDirectory: String
    /// The one product the project is restricted to, when the spec folder named was a product folder; nil for
    /// every product under the spec root.
    public var product: String?

    public init(
        specRoot: String = "Spec", traceabilityRoot: String = "Traceability", workingDirectory: String, product: String? = nil
    ) {
        self.specRoot = specRoot
        self.traceabilityRoot = traceabilityRoot
        self.workingDirectory = workingDirectory
        self.product = product
    }

    /// `path` on disk: absolute paths as they are, relative ones under the working directory.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The bytes of `path` (resolved), or nil when it cannot be read.
    public func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: resolve(path)).map { [UInt8]($0) }
    }
}
