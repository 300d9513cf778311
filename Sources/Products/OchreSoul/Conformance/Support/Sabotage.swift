import OchreSoul

/// A breakage a feature-flow check applies right after its failure is met: the reference run passes none
/// (``noSabotage``); a negative control passes one that undoes the recovery, to prove the check notices a
/// recovery that did not happen.
typealias Sabotage = @Sendable (AppEnvironment) -> Void

/// No breakage: the reference run.
let noSabotage: Sabotage = { _ in }
