import Conformance

/// The check kit's seeded generator under the name the engine's generated and fuzz tests use.
package typealias SplitMix64 = SeededGenerator
