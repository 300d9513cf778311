/// Stable codes of the loader's and decoder's diagnostics.
package enum SpecDiagnosticCode: String, CaseIterable, Sendable {
    /// A key the format does not define for that object (with a "did you mean").
    case unknownKey = "spec.unknown-key"
    /// A required key is absent (or a conditionally required one, such as `scopeReason` when `scope` is `out`).
    case missingKey = "spec.missing-key"
    /// A value of the wrong JSON type.
    case wrongType = "spec.wrong-type"
    /// A value of the right type outside its allowed set or form.
    case invalidValue = "spec.invalid-value"
    /// An envelope `kind` that is not one of the spec kinds.
    case unknownKind = "spec.unknown-kind"
    /// An envelope `version` newer than this engine reads.
    case unsupportedVersion = "spec.unsupported-version"
    /// An envelope `product` different from the bundle's folder name.
    case productMismatch = "spec.product-mismatch"
    /// A bundle folder without a `product` file.
    case missingProductFile = "spec.missing-product-file"
    /// A second `product` file in one bundle.
    case duplicateProductFile = "spec.duplicate-product-file"
    /// A file or folder that could not be read.
    case readFailed = "spec.read-failed"
    /// An ID or external pattern that is not a valid regular expression.
    case invalidPattern = "spec.invalid-pattern"
    /// A range whose ends differ in prefix or width, or are not IDs with a numeric suffix.
    case invalidRange = "spec.invalid-range"
    /// A range whose first ID is after its last.
    case invertedRange = "spec.inverted-range"
    /// A statechart state name defined twice, at any levels (names are unique within a machine).
    case duplicateState = "spec.duplicate-state"
    /// A statechart target (`target`, `initial`, a history's default) that names no state of the machine.
    case unknownTarget = "spec.unknown-target"
    /// A statechart target that names a state defined more than once.
    case ambiguousTarget = "spec.ambiguous-target"
    /// A key the format reserves for later (none in version 1 today).
    case reservedKey = "spec.reserved-key"
    /// An event policy's `when` names a condition its events file does not declare (with a "did you mean").
    case undeclaredCondition = "spec.undeclared-condition"
    /// A `*.json` file directly under the spec root, outside any product folder.
    case strayFile = "spec.stray-file"
    /// A spec root without any product folder: nothing to load.
    case noSpecFiles = "spec.no-spec-files"
    /// A product folder without a `*.json` file (a YAML spec, say).
    case emptyProductFolder = "spec.empty-product-folder"
    /// A file in a product folder that is neither JSON nor Markdown (a `features.yaml` beside the JSON files): a
    /// warning naming it, since the loader never reads it.
    case ignoredFile = "spec.ignored-file"
    /// References not checked because a file of their product could not be read: one diagnostic for all of them.
    case uncheckedReferences = "spec.unchecked-references"
    /// A `from` whose `format` names no converter for the file's kind (with a "did you mean").
    case unknownFormat = "spec.unknown-format"
    /// A `from` whose `file` cannot be read.
    case foreignUnreadable = "spec.foreign-unreadable"
    /// An overlay entry that matches nothing in the referenced original (a renamed state, a transition that is gone,
    /// a guard or action no longer used): located in the overlay, related to the original.
    case overlayUnmatched = "spec.overlay-unmatched"
    /// A guard or action name in a referenced original that its overlay does not declare: located in the original.
    case unresolvedName = "spec.unresolved-name"
}
