extension SchemaCompiler {
    /// A URI reference split into the five components of RFC 3986, enough to resolve `$id`, `$ref` and
    /// `$dynamicRef` against a base URI (RFC 3986 §5.2) without touching the network.
    struct URIReference: Equatable {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        /// Splits `text` with the regular expression of RFC 3986 appendix B; every string splits.
        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
                !rest[..<colon].contains(where: { $0 == "/" })
            {
                scheme = String(rest[..<colon]).lowercased()
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
                let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
                authority = String(rest[afterSlashes..<end]).lowercased()
                rest = rest[end...]
            }
            path = String(rest)
        }

        init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
            self.scheme = scheme
            self.authority = authority
            self.path = path
            self.query = query
            self.fragment = fragment
        }

        /// The reference recomposed (RFC 3986 §5.3).
        var text: String {
            var out = ""
            if let scheme { out += scheme + ":" }
            if let authority { out += "//" + authority }
            out += path
            if let query { out += "?" + query }
            if let fragment { out += "#" + fragment }
            return out
        }

        /// The same reference without its fragment: the URI of the schema resource it names.
        var withoutFragment: URIReference {
            var copy = self
            copy.fragment = nil
            return copy
        }

        /// `self` resolved against the absolute `base` (RFC 3986 §5.2.2, strict).
        func resolved(against base: URIReference) -> URIReference {
            if scheme != nil {
                return URIReference(
                    scheme: scheme, authority: authority, path: Self.removeDotSegments(path), query: query,
                    fragment: fragment)
            }
            if authority != nil {
                return URIReference(
                    scheme: base.scheme, authority: authority, path: Self.removeDotSegments(path), query: query,
                    fragment: fragment)
            }
            if path.isEmpty {
                return URIReference(
                    scheme: base.scheme, authority: base.authority, path: base.path, query: query ?? base.query,
                    fragment: fragment)
            }
            let merged: String
            if path.hasPrefix("/") {
                merged = path
            } else if base.authority != nil, base.path.isEmpty {
                merged = "/" + path
            } else if let slash = base.path.lastIndex(of: "/") {
                merged = base.path[...slash] + path
            } else {
                merged = path
            }
            return URIReference(
                scheme: base.scheme, authority: base.authority, path: Self.removeDotSegments(merged), query: query,
                fragment: fragment)
        }

        /// RFC 3986 §5.2.4.
        static func removeDotSegments(_ path: String) -> String {
            guard path.contains(".") else { return path }
            var input = Substring(path)
            var output: [Substring] = []
            while !input.isEmpty {
                if input.hasPrefix("../") {
                    input = input.dropFirst(3)
                } else if input.hasPrefix("./") {
                    input = input.dropFirst(2)
                } else if input.hasPrefix("/./") {
                    input = input.dropFirst(2)
                } else if input == "/." {
                    input = "/"
                } else if input.hasPrefix("/../") {
                    input = input.dropFirst(3)
                    if !output.isEmpty { output.removeLast() }
                } else if input == "/.." {
                    input = "/"
                    if !output.isEmpty { output.removeLast() }
                } else if input == "." || input == ".." {
                    input = ""
                } else {
                    let from = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                    let end = input[from...].firstIndex(of: "/") ?? input.endIndex
                    output.append(input[..<end])
                    input = input[end...]
                }
            }
            return output.joined()
        }
    }
}
