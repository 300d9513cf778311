import SpecModel

/// `Traceability/<product>/subjects.json`: the subject processes a product is verified through
/// (docs/SUBJECT-PROTOCOL.md §1). When a product has one, its in-process subjects and rule checks are not used.
package struct SubjectsFile: Hashable, Sendable {
    package var product: String
    package var subjects: [SubjectDeclaration]
    /// The file as diagnostics name it (`Traceability/door-lock/subjects.json`).
    package var file: String
    /// The absolute folder holding the file: subjects' working directories are relative to it.
    package var folder: String

    package init(product: String, subjects: [SubjectDeclaration], file: String, folder: String) {
        self.product = product
        self.subjects = subjects
        self.file = file
        self.folder = folder
    }
}

/// One subject process a `subjects.json` declares.
package struct SubjectDeclaration: Hashable, Sendable {
    /// Its name in reports and messages; unique in the file.
    package var id: String
    /// The program: a path (relative to the working directory) or a name looked up on `PATH`.
    package var command: String
    package var arguments: [String]
    /// Where it runs, relative to the folder holding `subjects.json`; nil: that folder.
    package var workingDirectory: String?
    /// Variables set on top of the inherited environment.
    package var environment: [String: String]
    /// How long a process may take to start and answer `hello`, in seconds.
    package var startSeconds: Double
    /// How long it may take to answer any other request, in seconds. A request that gets no reply in time gives the
    /// subject up: a hung subject is waited for once.
    package var replySeconds: Double
    /// The run's budget, in seconds from the subject's start: past it, its requests are not sent (`check`; `mutate`
    /// keeps its subjects across mutants and sets no budget).
    package var runSeconds: Double
    /// How many times a process that failed a request (exited, replied malformed, could not be started) may be
    /// replaced in one run; the failure after the last allowed restart gives the subject up.
    package var restarts: Int
    /// What it serves: everything its `hello` lists, or only these.
    package var serves: Serves
    package var notes: [String]
    /// Where the entry is written.
    package var origin: Origin

    /// The default of `timeouts.startSeconds`.
    package static let defaultStartSeconds: Double = 10
    /// The default of `timeouts.replySeconds`.
    package static let defaultReplySeconds: Double = 5
    /// The default of `timeouts.runSeconds`.
    package static let defaultRunSeconds: Double = 300
    /// The default of `restarts`.
    package static let defaultRestarts = 3

    /// `"*"` or an object restricting what the subject's `hello` lists.
    package enum Serves: Hashable, Sendable {
        /// Everything the `hello` reply lists.
        case everything
        /// Only these elements (and only those the `hello` lists).
        case only(ServedElements)

        /// Whether `element` of `kind` may be served.
        package func allows(_ element: String, _ kind: ServedElements.Kind) -> Bool {
            switch self {
            case .everything: true
            case .only(let elements): elements[kind].contains(element)
            }
        }
    }

    package init(
        id: String, command: String, arguments: [String] = [], workingDirectory: String? = nil,
        environment: [String: String] = [:],
        startSeconds: Double = defaultStartSeconds, replySeconds: Double = defaultReplySeconds,
        runSeconds: Double = defaultRunSeconds, restarts: Int = defaultRestarts, serves: Serves = .everything,
        notes: [String] = [],
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.command = command
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.startSeconds = startSeconds
        self.replySeconds = replySeconds
        self.runSeconds = runSeconds
        self.restarts = restarts
        self.serves = serves
        self.notes = notes
        self.origin = origin
    }
}
