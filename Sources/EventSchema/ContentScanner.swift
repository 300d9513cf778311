import SpecModel

/// Finds forbidden content in a payload: every key and every string value, at any depth.
///
/// Detection rules (keys are *normalised*: lowercased, with everything but letters and digits removed, so
/// `child_id`, `childId` and `child-id` are all `childid`):
///
/// | class | a key matches when its normalised form… | a string value matches when it… |
/// |---|---|---|
/// | `receipt` | contains `receipt` (`receipt`, `receipt_data`, `transaction_receipt`) | is longer than 200 characters and all base64 / base64url (`A-Z a-z 0-9 + / = - _`) |
/// | `signed-url` | — | contains a URL (`scheme://…`) with a non-empty query (`?…`): any URL with query parameters is treated as potentially signed (`token=`, `signature=`, `X-Amz-Signature=`, `sig=`, `Expires=` …) |
/// | `free-text` | — | is longer than 120 Unicode code points, or contains a line break (`\n` or `\r`) |
/// | a declared class (`contentClasses` of the events file) | contains one of the class's `keys` (`child_id` with keys `childid`) | — |
/// | `email` | — | contains `local@domain` where the local part is RFC 5322 atext / dots and the domain has at least two labels (`a.b@example.org`, also inside a sentence) |
///
/// The built-in classes are generic kinds of sensitive data; whatever is particular to a product (a child's
/// identifiers, an editorial note) is a class its events file declares by the keys that name it.
///
/// A key match is reported at the member's pointer, a value match at the value's pointer; one finding
/// per class and place. Object keys are visited in sorted order, so findings are deterministic.
package struct ContentScanner: Sendable {
    /// One match of a class.
    package struct Finding: Hashable, Sendable {
        package var contentClass: ContentClass
        package var pointer: String
        /// Why it matched, lowercase.
        package var reason: String
    }

    /// The built-in classes looked for.
    package var builtIn: Set<BuiltInContent>
    /// The declared classes looked for.
    package var declared: [DeclaredContentClass]

    /// The longest string not taken for free text.
    package static let freeTextLimit = 120
    /// The longest base64 string not taken for a receipt.
    package static let base64ReceiptLimit = 200
    static let maxDepth = 512

    package init(classes: [ContentClass]) {
        var builtIn = Set<BuiltInContent>()
        var declared: [DeclaredContentClass] = []
        for c in classes {
            switch c {
            case .builtIn(let b): builtIn.insert(b)
            case .declared(let d): declared.append(d)
            }
        }
        self.builtIn = builtIn
        self.declared = declared.sorted { $0.name < $1.name }
    }

    /// Every finding in `payload`, in visiting order.
    package func scan(_ payload: JSONValue) -> [Finding] {
        var findings: [Finding] = []
        scan(payload, pointer: "", depth: 0, into: &findings)
        return findings
    }

    private func scan(_ value: JSONValue, pointer: String, depth: Int, into findings: inout [Finding]) {
        guard depth < ContentScanner.maxDepth else { return }
        switch value {
        case .string(let s):
            for (contentClass, reason) in valueClasses(s) {
                findings.append(Finding(contentClass: contentClass, pointer: pointer, reason: reason))
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                scan(item, pointer: JSONPointer.appending(pointer, i), depth: depth + 1, into: &findings)
            }
        case .object(let object):
            for key in object.keys.sorted(by: JSONWriter.keyOrder) {
                let child = JSONPointer.appending(pointer, key)
                for (contentClass, reason) in keyClasses(key) {
                    findings.append(Finding(contentClass: contentClass, pointer: child, reason: reason))
                }
                if let member = object[key] { scan(member, pointer: child, depth: depth + 1, into: &findings) }
            }
        default:
            break
        }
    }

    /// Calls `body` with every key and its member's pointer, keys in sorted order, at any depth.
    static func visitKeys(_ value: JSONValue, pointer: String = "", depth: Int = 0, _ body: (String, String) -> Void) {
        guard depth < maxDepth else { return }
        switch value {
        case .array(let items):
            for (i, item) in items.enumerated() {
                visitKeys(item, pointer: JSONPointer.appending(pointer, i), depth: depth + 1, body)
            }
        case .object(let object):
            for key in object.keys.sorted(by: JSONWriter.keyOrder) {
                let child = JSONPointer.appending(pointer, key)
                body(key, child)
                if let member = object[key] { visitKeys(member, pointer: child, depth: depth + 1, body) }
            }
        default:
            break
        }
    }

    // MARK: Rules

    static func normalise(_ key: String) -> String {
        String(
            String.UnicodeScalarView(
                key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    func keyClasses(_ key: String) -> [(ContentClass, String)] {
        let n = ContentScanner.normalise(key)
        var found: [(ContentClass, String)] = []
        if builtIn.contains(.receipt), n.contains("receipt") {
            found.append((.builtIn(.receipt), "key \"\(key)\" names a receipt"))
        }
        for c in declared {
            if let fragment = c.keys.first(where: { n.contains($0) }) {
                found.append((.declared(c), "key \"\(key)\" names \(c.name) (it contains \"\(fragment)\")"))
            }
        }
        return found
    }

    func valueClasses(_ s: String) -> [(ContentClass, String)] {
        var found: [(ContentClass, String)] = []
        let bytes = Array(s.utf8)
        if builtIn.contains(.receipt), ContentScanner.isBase64Blob(bytes) {
            found.append((.builtIn(.receipt), "a base64 string of \(bytes.count) characters looks like a receipt"))
        }
        if builtIn.contains(.signedURL), ContentScanner.containsURLWithQuery(bytes) {
            found.append((.builtIn(.signedURL), "a url with query parameters may be a signed url"))
        }
        if builtIn.contains(.freeText) {
            if bytes.contains(0x0A) || bytes.contains(0x0D) {
                found.append((.builtIn(.freeText), "a string with a line break is free text"))
            } else if s.unicodeScalars.count > ContentScanner.freeTextLimit {
                found.append(
                    (
                        .builtIn(.freeText),
                        "a string longer than \(ContentScanner.freeTextLimit) characters is free text"
                    ))
            }
        }
        if builtIn.contains(.email), ContentScanner.containsEmail(bytes) {
            found.append((.builtIn(.email), "a string contains an email address"))
        }
        return found
    }

    static func isBase64Blob(_ b: [UInt8]) -> Bool {
        b.count > base64ReceiptLimit
            && b.allSatisfy {
                FormatChecker.isAlnum($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/")
                    || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            }
    }

    /// A `scheme://` followed, before any whitespace, by `?` and at least one more character.
    static func containsURLWithQuery(_ b: [UInt8]) -> Bool {
        var i = 0
        while i + 2 < b.count {
            if b[i] == UInt8(ascii: ":"), b[i + 1] == UInt8(ascii: "/"), b[i + 2] == UInt8(ascii: "/"), i > 0,
                isSchemeByte(b[i - 1])
            {
                var j = i + 3
                while j < b.count, b[j] > 0x20 {
                    if b[j] == UInt8(ascii: "?"), j + 1 < b.count, b[j + 1] > 0x20 { return true }
                    j += 1
                }
                i = j
            } else {
                i += 1
            }
        }
        return false
    }

    private static func isSchemeByte(_ c: UInt8) -> Bool {
        FormatChecker.isAlnum(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
    }

    /// Some `@` with a non-empty atext/dot run before it and a valid domain after it.
    static func containsEmail(_ b: [UInt8]) -> Bool {
        for (at, c) in b.enumerated() where c == UInt8(ascii: "@") {
            var start = at
            while start > 0, FormatChecker.isAtext(b[start - 1]) || b[start - 1] == UInt8(ascii: ".") { start -= 1 }
            var end = at + 1
            while end < b.count,
                FormatChecker.isAlnum(b[end]) || b[end] == UInt8(ascii: "-") || b[end] == UInt8(ascii: ".")
            { end += 1 }
            var domain = Array(b[(at + 1)..<end])
            while domain.last == UInt8(ascii: ".") { domain.removeLast() }  // a sentence's full stop
            if start < at, FormatChecker.isDomain(domain) { return true }
        }
        return false
    }
}
