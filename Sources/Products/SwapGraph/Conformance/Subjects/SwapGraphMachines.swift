import Conformance

/// The machine subjects and limit probes of SwapGraph.
enum SwapGraphMachines {
    static func register(_ subjects: inout SubjectRegistry) {
        let product = SwapGraphVerification.product
        subjects.register(product: product, machines: [OpportunityScript.machine]) { MachineSubject<OpportunityScript>() }
        subjects.register(product: product, machines: [IntentScript.machine]) { MachineSubject<IntentScript>() }
        subjects.register(product: product, machines: [CycleScript.machine]) { MachineSubject<CycleScript>() }
        subjects.register(product: product, machines: [MutationScript.machine]) { MachineSubject<MutationScript>() }
        subjects.register(product: product, machines: [ComposerScript.machine]) { MachineSubject<ComposerScript>() }
        subjects.register(product: product, machines: [SessionScript.machine]) { MachineSubject<SessionScript>() }
        subjects.register(product: product, machines: [ConnectivityScript.machine]) { MachineSubject<ConnectivityScript>() }
        subjects.register(product: product, machines: [PermissionScript.machine]) { MachineSubject<PermissionScript>() }
        subjects.register(product: product, machines: [UnsupportedPushScript.machine]) { MachineSubject<UnsupportedPushScript>() }
        subjects.register(product: product, machines: [RolloutScript.machine]) { MachineSubject<RolloutScript>() }
        subjects.register(product: product, machines: [TaskScript.machine]) { MachineSubject<TaskScript>() }
        subjects.register(product: product, limits: SwapGraphLimitProbe.limits) { SwapGraphLimitProbe() }
    }
}
