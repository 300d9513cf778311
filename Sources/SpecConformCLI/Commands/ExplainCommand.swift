import Conformance
import SpecModel
import SpecOutput
import SpecPipeline
import SubjectProtocol
import Traceability

/// `specconform explain <ID>`: where an ID is defined, what references it, which checks exercised it, its
/// status and why.
enum ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain", summary: "explain one requirement ID: definition, references, checks, status and why",
        options: [CommonOptions.spec, CommonOptions.traceability],
        positionals: [.init(name: "ID", help: "a requirement ID such as FEAT-DL-002")],
        discussion:
            "Runs the product's checks in memory (nothing is written). Exit 0 when the ID is known, 1 when no product defines or references it (an answer, not a usage error), 65 invalid input."
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let id = arguments.positionals[0]
        let project = context.project(arguments)
        guard let input = context.load(project, products: []) else { return .usage }
        let environment = context.environment
        // A product with a subjects.json is explained through its subject processes, as `check` verifies it.
        var external: ExternalSubjects?
        defer { external?.close() }
        let explained = Pipeline.explain(id, input, project, today: environment.today) { product, prepared in
            let files = context.readSubjects(&prepared, project)
            guard !prepared.hasErrors else { return nil }
            guard let file = files[product.product] else { return (environment.subjects, environment.rules) }
            guard
                let started = context.startSubjects(
                    file, product, project, sources: prepared.sources, command: "explain", quiet: true)
            else { return nil }
            external = started
            return (started.subjects, started.rules)
        }
        switch explained {
        case .failure(.invalidInput(let error)):
            context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
            return .invalidInput
        case .failure(.unknownID(let error)):
            context.err.write("error: \(error.message)\n")
            return .failure
        case .failure(.unprepared):
            return .invalidInput
        case .success(let explanation):
            context.out.write(render(id: id, bundle: explanation.bundle, verified: explanation.verification))
            return .ok
        }
    }

    static func render(id: String, bundle: SpecBundle, verified: Verification) -> String {
        let entry = verified.report.entries.first { $0.id == id }
        var text = "\(id)"
        if let entry {
            text += " (\(entry.kind))" + (entry.title.map { ": \($0)" } ?? "")
        }
        text += "\nproduct: \(bundle.product)\n"
        text += "status: \(entry?.status.rawValue ?? "not reported (the policy does not report this ID kind)")\n"
        if let note = entry?.note { text += "why: \(note)\n" }

        let definitions = bundle.idIndex.definitions(of: id)
        text += "\ndefined (\(definitions.count)):\n"
        if definitions.isEmpty { text += "  nowhere in the bundle\n" }
        for d in definitions {
            text +=
                "  \(d.origin.file):\(d.origin.location.line):\(d.origin.location.column)  \(d.kind.rawValue)  \(d.origin.pointer)\n"
        }
        let references = bundle.references(to: id)
        text += "\nreferenced by (\(references.count)):\n"
        for r in references {
            let o = r.reference.origin
            text +=
                "  \(r.referrer.id) (\(r.referrer.kind.rawValue)) via \(r.field)  \(o.file):\(o.location.line):\(o.location.column)\n"
        }

        let exercising = verified.run.checks.filter { check in check.evidence.contains { $0.id == id } }
        text += "\nchecks that exercise it (\(exercising.count)):\n"
        for check in exercising {
            let kinds = Set(check.evidence.filter { $0.id == id }.map(\.kind.rawValue)).sorted().joined(separator: ", ")
            text += "  \(check.status.rawValue)  \(check.id)  [\(kinds)]\n"
            if let d = check.divergence {
                text +=
                    "    first divergence at step \(d.step + 1) (\(d.pathSoFar.joined(separator: " → "))): expected \(d.expected); observed \(d.observed)\n"
            } else if let message = check.message, check.status != .passed {
                text += "    \(message)\n"
            }
        }
        if let entry, !entry.proofs.isEmpty {
            text += "\nproved by (\(entry.proofs.count)):\n"
            for proof in entry.proofs { text += "  \(proof.check): \(proof.assertion)\n" }
        }
        let unasserted = verified.run.checks.filter { $0.unasserted.contains(id) }.map(\.id)
        if !unasserted.isEmpty {
            text +=
                "\nclaimed but not asserted by (\(unasserted.count)): \(unasserted.joined(separator: ", ")); no expectation they evaluated names it\n"
        }
        if let entry {
            if !entry.missing.isEmpty {
                let groups = entry.missing.map { $0.map(\.rawValue).joined(separator: " or ") }
                text += "\nmissing evidence: \(groups.joined(separator: "; "))\n"
            }
            if entry.isLinkedOnly {
                text += "linked, not evidenced: references alone never cover an ID\n"
            }
        }
        return text
    }
}
