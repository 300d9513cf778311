// The one library a user's product imports (`import SpecConformKit`): everything its conformance side and its
// verifier are written with, and nothing else (the rest of the engine is `package`; docs/ARCHITECTURE.md, "Access").
//
// - `SpecConform.main(products:)`: the whole command line (`check`, `lint`, `gate`, `diff`, `paths`, `events`,
//   `trace`, `mutate`, `merge`, `explain`) for the products given, as the bundled `specconform` runs it;
// - the subject protocols (`ConformanceSubject`, `ContractSubject`, `LimitProbe`, `PropertyDriver`,
//   `DecisionSubject`, `OutputSubject`) and the values they take and return, `SubjectRegistry`,
//   `RuleCheckRegistry`, `ProductVerification` and the check kit (`RuleCheck`, `RuleContext`, `expect`, …), from
//   `Conformance`;
// - `JSONValue`, `JSONNumber` and `JSONWriter`, from `SpecModel` (which re-exports `SpecJSON`).
@_exported import Conformance
@_exported import SpecConformCLI
@_exported import SpecModel
