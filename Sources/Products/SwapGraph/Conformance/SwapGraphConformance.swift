import SwapGraph

/// Conformance side: filled in separately.
