import Conformance

/// The machine subjects and limit probes of SwapGraph.
enum SwapGraphMachines {
    static func register(_ subjects: inout SubjectRegistry) {
        let product = SwapGraphVerification.product
        subjects.register(.machine, product: product, elements: [OpportunityScript.machine]) {
            MachineSubject<OpportunityScript>()
        }
        subjects.register(.machine, product: product, elements: [IntentScript.machine]) {
            MachineSubject<IntentScript>()
        }
        subjects.register(.machine, product: product, elements: [CycleScript.machine]) { MachineSubject<CycleScript>() }
        subjects.register(.machine, product: product, elements: [MutationScript.machine]) {
            MachineSubject<MutationScript>()
        }
        subjects.register(.machine, product: product, elements: [ComposerScript.machine]) {
            MachineSubject<ComposerScript>()
        }
        subjects.register(.machine, product: product, elements: [SessionScript.machine]) {
            MachineSubject<SessionScript>()
        }
        subjects.register(.machine, product: product, elements: [ConnectivityScript.machine]) {
            MachineSubject<ConnectivityScript>()
        }
        subjects.register(.machine, product: product, elements: [PermissionScript.machine]) {
            MachineSubject<PermissionScript>()
        }
        subjects.register(.machine, product: product, elements: [UnsupportedPushScript.machine]) {
            MachineSubject<UnsupportedPushScript>()
        }
        subjects.register(.machine, product: product, elements: [RolloutScript.machine]) {
            MachineSubject<RolloutScript>()
        }
        subjects.register(.machine, product: product, elements: [TaskScript.machine]) { MachineSubject<TaskScript>() }
        subjects.register(.limit, product: product, elements: SwapGraphLimitProbe.limits) { SwapGraphLimitProbe() }
    }
}
