import SpecModel
import SpecOutput

/// JUnit XML: a testsuite per product, a testcase per mutant (classname `<product>.<operator>`). A survivor (or a
/// mutant no check reached) is a failure; an equivalent or invalid mutant is skipped with its reason.
struct MutationJUnitRenderer: MutationRenderer {
    var format: String { "junit" }

    func render(_ report: MutationReport, context: MutationRenderContext) -> String {
        let all = report.score
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"specconform mutate\" tests=\"\(all.total)\" failures=\"\(all.undetected)\" skipped=\"\(all.invalid + all[.ignored])\">\n"
        for product in report.products {
            let s = product.score
            out += "  <testsuite name=\"\(MarkupEscape.xml("mutate \(product.product)"))\" tests=\"\(s.total)\" failures=\"\(s.undetected)\" skipped=\"\(s.invalid + s[.ignored])\">\n"
            for r in product.results {
                let classname = MarkupEscape.xml("\(product.product).\(r.mutant.operatorName)")
                out += "    <testcase classname=\"\(classname)\" name=\"\(MarkupEscape.xml(r.mutant.id))\""
                switch r.status {
                case .killed:
                    out += ">\n      <system-out>\(MarkupEscape.xml("killed by \(r.killedBy.joined(separator: ", "))"))</system-out>\n    </testcase>\n"
                case .survived, .noCoverage:
                    let why = r.whyItLived ?? ""
                    let body = "\(r.mutant.position): \(r.mutant.description)\n\(why)"
                    out += ">\n      <failure type=\"\(r.status.rawValue)\" message=\"\(MarkupEscape.xml(why))\">\(MarkupEscape.xml(body))</failure>\n    </testcase>\n"
                case .compileError, .runtimeError, .ignored:
                    let message = "\(r.status.rawValue): \(r.statusReason ?? "")"
                    out += ">\n      <skipped message=\"\(MarkupEscape.xml(message))\"/>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
