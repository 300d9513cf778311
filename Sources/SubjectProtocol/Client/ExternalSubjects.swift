import Conformance
import Foundation
import SpecModel

/// One product's subject processes for one run (docs/SUBJECT-PROTOCOL.md): each subject `subjects.json` declares
/// is started once and answers `hello`; what it serves (within its `serves`, and what the spec defines) is registered
/// as proxies in ``subjects`` and ``rules``, which replace the product's in-process registrations. Problems that keep
/// the product from being verified (a subject that cannot be started, answers `hello` badly, serves nothing, or
/// shares an element with another) are error ``diagnostics``. ``close()`` ends every process.
package final class ExternalSubjects: @unchecked Sendable {
    package let file: SubjectsFile
    /// The proxies of every served machine, decision table, contract, limit, output and payload property.
    package private(set) var subjects = SubjectRegistry()
    /// The rule checks the subjects run themselves.
    package private(set) var rules = RuleCheckRegistry()
    /// Problems found while starting the subjects, sorted.
    package private(set) var diagnostics: [Diagnostic] = []
    private var started: [(pool: SubjectPool, name: String?, served: ServedElements)] = []
    private var notStarted: [(declaration: SubjectDeclaration, launch: SubjectLaunch)] = []

    private init(file: SubjectsFile) { self.file = file }

    /// Starts every subject of `file` for `bundle`: `specDirectory` (absolute) and `tool` go into each `hello`. With
    /// `budgeted` (`check`), each subject's requests stop being sent its `runSeconds` after its start; `mutate`, which
    /// keeps its subjects across mutants, sets no budget.
    package static func start(
        _ file: SubjectsFile, bundle: SpecBundle, specDirectory: String, tool: String, budgeted: Bool = true
    ) -> ExternalSubjects {
        let session = ExternalSubjects(file: file)
        let spec = ServedElements(definedBy: bundle)
        var owners: [String: String] = [:]
        for declaration in file.subjects {
            let launch = SubjectLaunch(
                command: declaration.command, arguments: declaration.arguments,
                workingDirectory: Self.folder(declaration.workingDirectory, in: file.folder),
                environment: declaration.environment)
            let pool = SubjectPool(
                declaration: declaration, launch: launch,
                hello: .hello(product: file.product, subject: declaration.id, specDirectory: specDirectory, tool: tool),
                budgeted: budgeted)
            let hello: HelloReply
            switch pool.connect(for: "hello") {
            case .success(let (connection, reply)):
                pool.giveBack(connection)
                hello = reply
            case .failure(let failure):
                guard case .version = failure.kind, let reply = pool.firstHello else {
                    session.error(
                        failure.kind.isStart ? "cannot-start" : "handshake-failed", failure.description, declaration)
                    session.notStarted.append((declaration, launch))
                    pool.close()
                    continue
                }
                session.warning("other-protocol", failure.summary + "; every check it serves fails", declaration)
                hello = reply
            }
            var served: ServedElements
            if hello.protocolVersion != SubjectProtocolVersion.current, case .only(let listed) = declaration.serves {
                // Another version's hello may not say what it serves in this version's words: its declared elements fail.
                served = listed
            } else {
                served = session.served(hello, declaration, spec: spec, bundle: bundle)
            }
            for kind in ServedElements.Kind.allCases {
                served[kind] = served[kind].filter { element in
                    let key = kind.rawValue + "\u{0}" + element
                    if let first = owners[key] {
                        session.error(
                            "served-twice",
                            "\(kind.noun) \"\(element)\" is served by subjects \"\(first)\" and \"\(declaration.id)\"; an element has one subject",
                            declaration)
                        return false
                    }
                    owners[key] = declaration.id
                    return true
                }
            }
            if served.isEmpty {
                session.error(
                    "selects-nothing",
                    "subject \"\(declaration.id)\" serves nothing the spec defines: its hello lists \(hello.serves.counted)"
                        + (declaration.serves == .everything ? "" : " and subjects.json restricts it")
                        + "; selecting nothing is an error, never a pass",
                    declaration)
            }
            session.register(pool, hello: hello, served: served, product: file.product)
            session.started.append((pool, hello.name, served))
        }
        session.diagnostics.sort()
        return session
    }

    /// The elements `hello` lists that `declaration` allows and the spec defines; warnings for the others.
    private func served(
        _ hello: HelloReply, _ declaration: SubjectDeclaration, spec: ServedElements, bundle: SpecBundle
    ) -> ServedElements {
        var served = ServedElements()
        for kind in ServedElements.Kind.allCases {
            for element in hello.serves[kind]
            where declaration.serves.allows(element, kind) && !served[kind].contains(element) {
                guard ServedElements.defines(element, kind, in: spec, bundle: bundle) else {
                    let candidates = kind == .rules ? bundle.idIndex.ids : spec[kind]
                    warning(
                        "unknown-element",
                        "the hello of subject \"\(declaration.id)\" lists \(kind.noun) \"\(element)\", which the spec does not define; it is not used"
                            + Suggestion.hint(for: element, among: candidates), declaration)
                    continue
                }
                served[kind].append(element)
            }
            if case .only(let listed) = declaration.serves {
                for element in listed[kind] where !hello.serves[kind].contains(element) {
                    warning(
                        "not-served",
                        "subjects.json lists \(kind.noun) \"\(element)\" for subject \"\(declaration.id)\", but its hello does not; it is not verified",
                        declaration)
                }
            }
        }
        return served
    }

    /// Registers the proxies of what one subject serves.
    private func register(_ pool: SubjectPool, hello: HelloReply, served: ServedElements, product: String) {
        let observesReset = hello.observesReset
        var grouped: Set<String> = []
        for group in hello.machineGroups {
            let machines = group.filter { served.machines.contains($0) }
            grouped.formUnion(machines)
            if !machines.isEmpty {
                subjects.register(.machine, product: product, elements: machines) {
                    MachineProxy(lease: pool.lease(), observesReset: observesReset)
                }
            }
        }
        let rest = served.machines.filter { !grouped.contains($0) }
        if !rest.isEmpty {
            subjects.register(.machine, product: product, elements: rest) {
                MachineProxy(lease: pool.lease(), observesReset: observesReset)
            }
        }
        subjects.register(.decision, product: product, elements: served.decisionTables) { DecisionProxy(pool: pool) }
        subjects.register(.contract, product: product, elements: served.contracts) { ContractProxy(pool: pool) }
        let units = hello.limitUnits
        subjects.register(.limit, product: product, elements: served.limits) { LimitProxy(pool: pool, units: units) }
        subjects.register(.property, product: product, elements: served.properties) { PropertyProxy(pool: pool) }
        subjects.register(.output, product: product, elements: served.outputs) { OutputProxy(pool: pool) }
        for id in served.rules {
            let rule =
                hello.rules.first { $0.rule == id }
                ?? HelloRule(rule: id, title: "\(id) (checked by subject \(pool.id))")
            rules.register(product: product, RuleCheck(rule, pool: pool))
        }
    }

    /// An error when the product's run executed no check at all: selecting nothing is never a pass.
    package func checkRan(_ run: ConformanceRun) -> [Diagnostic] {
        guard run.checks.isEmpty else { return [] }
        return [
            .error(
                "subjects.no-checks",
                "the run of \(file.product) through its subjects executed no check; selecting nothing is an error, never a pass",
                file: file.file, at: .start, pointer: "")
        ]
    }

    /// One line per subject for `check`'s summary: `door-lock-python (python3 subject/door_lock_subject.py): 1 machine,
    /// 2 rules, 1 process started, 0 restarts`.
    package var summary: [String] {
        var lines: [String] = []
        for (pool, name, served) in started {
            let processes =
                "\(pool.started) \(pool.started == 1 ? "process" : "processes") started, \(pool.restarts) \(pool.restarts == 1 ? "restart" : "restarts")"
            var line =
                "\(pool.id)\(name.map { " \"\($0)\"" } ?? "") (\(pool.launch.commandLine)): \(served.counted), \(processes)"
            if let version = pool.firstHello?.protocolVersion, version != SubjectProtocolVersion.current {
                line += "; speaks protocol \(version), not \(SubjectProtocolVersion.current)"
            } else if let why = pool.faults.givenUpBecause {
                line += "; given up: \(why)"
            }
            lines.append(line)
        }
        for (declaration, launch) in notStarted {
            lines.append("\(declaration.id) (\(launch.commandLine)): not started")
        }
        return lines
    }

    /// What went wrong with each subject in the run, for the console after the summary (``SubjectFaults/lines(subject:)``:
    /// the failed requests, why a subject was given up, the last failure and the last lines of its standard error);
    /// empty when every request was answered.
    package var faults: [String] {
        started.flatMap { pool, _, _ in pool.faults.lines(subject: pool.id) }
    }

    /// Ends every process of every subject.
    package func close() {
        for (pool, _, _) in started { pool.close() }
    }

    /// `folder/relative`, standardized; an absolute `relative` as it is.
    static func folder(_ relative: String?, in folder: String) -> String {
        guard let relative, !relative.isEmpty else { return folder }
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        return (joined as NSString).standardizingPath
    }

    private func error(_ code: String, _ message: String, _ declaration: SubjectDeclaration) {
        let origin = declaration.origin
        diagnostics.append(
            .error("subjects." + code, message, file: origin.file, at: origin.location, pointer: origin.pointer))
    }

    private func warning(_ code: String, _ message: String, _ declaration: SubjectDeclaration) {
        let origin = declaration.origin
        diagnostics.append(
            .warning("subjects." + code, message, file: origin.file, at: origin.location, pointer: origin.pointer))
    }
}

extension SubjectFailure.Kind {
    /// Whether the process could not be started at all (rather than started and answered `hello` badly).
    var isStart: Bool {
        if case .cannotStart = self { return true }
        return false
    }
}
