/// The SwapGraph conformance side: subjects and checks over the reference implementation.
///
/// A placeholder so the package builds; the subjects are added by the conformance work.
import SwapGraph
