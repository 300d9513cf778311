/// The key table of every object of the format, version 1.
extension KeySpec {
    package static let source = KeySpec("source", required: ["document", "section"])

    // product
    static let productFile = file(
        .product, required: ["name", "documents", "idPatterns"], optional: ["description", "externalPatterns", "notes"])
    static let document = KeySpec("document", required: ["file"], optional: ["title"])
    static let idPattern = KeySpec("idPattern", required: ["kind", "pattern"], optional: ["description"])

    // features, journeys, surfaces
    static let featuresFile = file(.features, required: ["features"])
    static let feature = element(
        "feature", required: ["id", "title", "scope"],
        optional: [
            "area", "modules", "scopeReason", "priority", "description", "deprecated", "userStory", "dependsOn",
            "items", "verification", "unverified",
        ])
    static let featureItem = element(
        "featureItem", required: ["id", "type", "text"],
        optional: ["scope", "scopeReason", "verification", "unverified"])
    static let journeysFile = file(.journeys, required: ["journeys"])
    static let journey = element(
        "journey", required: ["id", "title", "type", "scope"],
        optional: ["scopeReason", "trigger", "outcome", "recovery", "steps", "features", "decisions"])
    static let journeyStep = element(
        "journeyStep", required: ["id"], optional: ["userDoes", "userSees", "features", "ui"])
    static let journeyDecision = element("journeyDecision", required: ["id", "question"], optional: ["outcomes"])
    static let decisionOutcome = KeySpec("decisionOutcome", required: ["answer", "next"])
    static let surfacesFile = file(.surfaces, required: ["surfaces"])
    static let surface = element("surface", required: ["id", "name"], optional: ["description"])

    // machine
    static let machineFile = file(
        .machine, required: ["id"],
        optional: ["initial", "states", "title", "context", "events", "unhandled", "limits", "from", "overlay"] + info)
    static let stimulus = KeySpec("stimulus", optional: ["description", "fault", "data"])
    static let state = element(
        "state", required: [],
        optional: [
            "type", "description", "entry", "exit", "behaviour", "on", "after", "unhandled", "states", "initial",
            "history", "target", "always", "onEntry", "onExit",
        ])
    static let transition = element(
        "transition", required: ["target"],
        optional: ["guard", "assign", "emits", "outputs", "path", "input", "response", "errorResponse", "internal"])
    static let actions = KeySpec("actions", optional: ["assign", "emits"])
    static let emit = KeySpec("emit", required: ["event"], optional: ["optional", "payload"])
    static let unhandled = KeySpec("unhandled", required: ["mode"], optional: ["output", "shows", "unsent"])

    // events
    /// `events` is required unless the file reads its events in place (`from`), which the decoder checks.
    static let eventsFile = file(
        .events, optional: ["events", "conditions", "contentClasses", "sequences", "from", "overlay"])
    static let eventSequence = element(
        "eventSequence", required: ["id", "rule"], optional: ["first", "then", "event", "key", "description"])
    static let condition = KeySpec("condition", optional: ["description"])
    static let contentClass = KeySpec("contentClass", required: ["keys"], optional: ["description"])
    static let event = element(
        "event", required: ["name", "schema"], optional: ["id", "description", "trigger", "policy"])
    static let eventPolicy = KeySpec("eventPolicy", optional: ["forbiddenContent", "when"])
    static let conditionRule = KeySpec("conditionRule", optional: ["allowed", "absent"])

    // contracts
    static let contractsFile = file(.contracts, optional: ["local", "api", "cli"])
    static let localContract = element(
        "localContract", required: ["id", "name"], optional: ["requiredFields", "rules", "constraints"])
    static let apiEndpoint = element(
        "apiEndpoint", required: ["id", "method", "path", "success"],
        optional: ["caller", "input", "errors", "constraints"])
    static let apiInput = KeySpec("apiInput", optional: ["fields", "schema"])
    static let apiSuccess = KeySpec("apiSuccess", required: ["status"], optional: ["output", "fields", "schema"])
    static let apiError = KeySpec("apiError", required: ["status"], optional: ["code", "when"])
    static let cliCommand = element(
        "cliCommand", required: ["id", "command"],
        optional: ["inputs", "outputs", "failure", "refusals", "constraints"])
    static let contractInput = KeySpec(
        "contractInput", required: ["input"],
        optional: [
            "type", "required", "minLength", "maxLength", "minimum", "maximum", "enum", "pattern", "example", "notes",
        ])

    // modules
    static let modulesFile = file(.modules, optional: ["crossCutting", "modules"])
    static let module = element(
        "module", required: ["id", "name"],
        optional: ["uiBearing", "owns", "must", "mustNot", "inputs", "outputs", "persistence", "features"])
    static let moduleRule = element("moduleRule", required: ["id", "text"])
    static let crossCuttingRule = element("crossCuttingRule", required: ["id", "text"], optional: ["appliesTo"])

    // edge-cases, rules
    static let edgeCasesFile = file(.edgeCases, required: ["edgeCases"])
    static let edgeCase = element(
        "edgeCase", required: ["id", "title"], optional: ["trigger", "userResponse", "systemResponse"])
    static let rulesFile = file(.rules, required: ["rules"])
    static let rule = element("rule", required: ["id", "statement"], optional: ["title", "parameters", "unread"])

    // traceability
    static let traceabilityFile = file(.traceability, optional: ["matrices", "readiness"])
    static let matrix = element("matrix", required: ["id"], optional: ["title", "claims", "rows"])
    static let matrixClaim = element("matrixClaim", required: ["id", "idKind", "count"], optional: ["text", "scope"])
    static let matrixRow = element(
        "matrixRow", required: ["id"], optional: ["label", "requirements", "features", "journeys", "references"])
    static let readiness = element("readiness", required: ["id", "text"])

    // assumptions
    static let assumptionsFile = file(.assumptions, required: ["assumptions"])
    static let assumption = element(
        "assumption", required: ["id", "question", "readings", "assumption"], optional: ["title", "affects"])

    // limits
    static let limitsFile = file(.limits, required: ["limits"])
    static let limit = element(
        "limit", required: ["id", "title", "bound", "value", "unit"], optional: ["quantity", "step"])
    // decisions
    /// `tables` is required unless the file reads its tables in place (`from`), which the decoder checks.
    static let decisionsFile = file(.decisions, optional: ["tables", "from", "overlay"])
    static let decisionTable = element(
        "decisionTable", required: ["id", "hitPolicy", "inputs", "rules"],
        optional: ["title", "aggregation", "output", "outputs", "default"])
    static let decisionInput = KeySpec(
        "decisionInput", required: ["name", "type"], optional: ["values", "minimum", "maximum"])
    static let decisionOutput = KeySpec("decisionOutput", required: ["name", "type"], optional: ["values"])
    static let decisionRule = element("decisionRule", required: ["id", "then"], optional: ["when"])
    static let decisionRange = KeySpec("decisionRange", optional: ["min", "max"])
    static let decisionFeel = KeySpec("decisionFeel", required: ["feel"])
    static let decisionDefault = KeySpec("decisionDefault", required: ["then", "reason"], optional: ["id"])

    // stages
    static let stagesFile = file(.stages, required: ["stages"])
    static let stage = element(
        "stage", required: ["id"],
        optional: ["title", "description", "requires", "manual", "minimumPassing", "declaredPartialSatisfies"])
    static let stageRequirement = KeySpec("stageRequirement", optional: ["id", "check", "critical", "notes"])
    // outputs
    static let outputsFile = file(.outputs, required: ["outputs"])
    static let output = element(
        "output", required: ["id", "input", "invariants"], optional: ["title", "runs", "examples"])
    static let outputExample = KeySpec("outputExample", required: ["name", "input"])
    static let outputInvariant = element(
        "outputInvariant", required: ["id"],
        optional: [
            "title", "when", "forAll", "exists", "count", "unique", "orderedBy", "as", "where", "holds", "atLeast",
            "atMost", "equals", "by", "keys", "everyOf", "appearsIn", "shownAs", "matchedBy", "unlessAtLeast",
        ])
    static let outputOrderKey = KeySpec("outputOrderKey", required: ["key"], optional: ["order"])

    /// The key tables of the objects a file of `kind` holds (its registration's); the kind's schema has a `$defs`
    /// entry for each.
    static func tables(for kind: SpecKind) -> [KeySpec] { SpecFileKind.of(kind).keyTables }
}
