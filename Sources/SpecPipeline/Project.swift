import Foundation
import SpecModel

/// A project: where its files live (its ``layout``: the spec, traceability and report roots, and the folder relative
/// paths are resolved against) and, when the spec folder named was a product folder, its one product. The one input
/// of ``Pipeline/load(_:products:)`` and ``Pipeline/prepare(_:products:)``.
package struct Project: Hashable, Sendable {
    /// Where every file the tool reads or writes lives; the one place their paths are spelled.
    package var layout: ProjectLayout
    /// The one product the project is restricted to, when the spec folder named was a product folder; nil for
    /// every product under the spec root.
    package var product: String?

    /// A project of the given roots; its reports go to the layout's default report root (`Reports`).
    package init(
        specRoot: String = "Spec", traceabilityRoot: String = "Traceability", workingDirectory: String,
        product: String? = nil
    ) {
        self.init(
            layout: ProjectLayout(
                specRoot: specRoot, traceabilityRoot: traceabilityRoot, workingDirectory: workingDirectory),
            product: product)
    }

    package init(layout: ProjectLayout, product: String? = nil) {
        self.layout = layout
        self.product = product
    }

    /// The spec root holding one folder per product (`Spec`).
    package var specRoot: String {
        get { layout.specRoot }
        set { layout.specRoot = newValue }
    }

    /// The traceability root holding one folder per product (`Traceability`).
    package var traceabilityRoot: String {
        get { layout.traceabilityRoot }
        set { layout.traceabilityRoot = newValue }
    }

    /// The folder relative paths are resolved against.
    package var workingDirectory: String {
        get { layout.workingDirectory }
        set { layout.workingDirectory = newValue }
    }

    /// `path` on disk: absolute paths as they are, relative ones under the working directory.
    package func resolve(_ path: String) -> String { layout.resolve(path) }

    /// The bytes of `path` (resolved), or nil when it cannot be read.
    package func read(_ path: String) -> [UInt8]? { layout.read(path) }
}
