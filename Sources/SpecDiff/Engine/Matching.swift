import SpecModel

/// Elements of two versions matched by stable ID, with declared renames (`formerIds`) as pairs.
struct Matching<Element> {
    struct Pair {
        var base: Element
        var revision: Element
        /// The base ID when the pair is a declared rename.
        var renamedFrom: String?
    }

    var pairs: [Pair] = []
    var added: [Element] = []
    var removed: [Element] = []
    /// Revision elements whose ID was retired (listed in some element's `formerIds`) and reappears.
    var reused: [Element] = []

    /// Matches by `id`; a revision element whose `formerIds` names a base ID that the revision no longer matches
    /// by ID is a rename. An ID retired in the revision (in some `formerIds`) that the revision defines again is
    /// reused, unless it was already so in the base.
    init(base: [Element], revision: [Element], id: (Element) -> String, formerIds: (Element) -> [String]) {
        var baseByID: [String: Int] = [:]
        for (i, e) in base.enumerated() where baseByID[id(e)] == nil { baseByID[id(e)] = i }
        var revisionIDs = Set<String>()
        for e in revision { revisionIDs.insert(id(e)) }
        var retiredInRevision = Set<String>()
        for e in revision { retiredInRevision.formUnion(formerIds(e)) }
        var retiredInBase = Set<String>()
        for e in base { retiredInBase.formUnion(formerIds(e)) }

        var consumed = Set<Int>()
        var seen = Set<String>()
        for e in revision {
            let key = id(e)
            guard seen.insert(key).inserted else { continue }
            if retiredInRevision.contains(key), !(retiredInBase.contains(key) && baseByID[key] != nil) {
                reused.append(e)
                continue
            }
            if let i = baseByID[key] {
                pairs.append(Pair(base: base[i], revision: e, renamedFrom: nil))
                consumed.insert(i)
                continue
            }
            if let former = formerIds(e).first(where: { baseByID[$0].map { !consumed.contains($0) } ?? false }),
                let i = baseByID[former]
            {
                pairs.append(Pair(base: base[i], revision: e, renamedFrom: former))
                consumed.insert(i)
                continue
            }
            added.append(e)
        }
        for (i, e) in base.enumerated() where !consumed.contains(i) && baseByID[id(e)] == i {
            // A base element whose ID the revision reuses for other content is still gone.
            removed.append(e)
        }
    }
}
