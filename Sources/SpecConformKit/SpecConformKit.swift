// The one library a user's product imports (`import SpecConformKit`): everything its conformance side and its
// verifier are written with.
//
// - `SpecConform.main(products:)`: the whole command line (`check`, `lint`, `gate`, `diff`, `paths`, `events`,
//   `trace`, `mutate`, `merge`, `explain`) for the products given, as the bundled `specconform` runs it;
// - `Pipeline`'s named stages (load, prepare, verify, evaluate, render, write, gate, merge, and one per command: lint,
//   paths, diff, checkEvents, checkTrace, explain; `mutate` and its plan stages from `SpecMutation`), for a verifier
//   of its own;
// - the subject protocols, `SubjectRegistry`, `RuleCheckRegistry`, `ProductVerification` and the check kit
//   (`Conformance`), and the spec model and `JSONValue` (`SpecModel`).
@_exported import Conformance
@_exported import SpecConformCLI
@_exported import SpecModel
@_exported import SpecMutation
@_exported import SpecPipeline
