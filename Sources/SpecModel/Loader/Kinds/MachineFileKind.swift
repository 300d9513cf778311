extension SpecFileKind {
    /// `machine` files: one state machine per file.
    static let machine = SpecFileKind(
        .machine,
        keyTables: [
            .machineFile, .stimulus, .state, .transition, .emit, .actions, .unhandled, .foreignReference, .overlay,
            .overlayState, .overlayTransition, .source,
        ]
    ) { decoder, reader, product in
        .machine(decoder.decodeMachine(reader, product: product))
    }
}

extension SpecContent {
    /// The contents of a `machine` file.
    package static func machine(_ content: Machine) -> SpecContent {
        SpecContent { bundle in
            bundle.machines.append(content)
        }
    }
}
