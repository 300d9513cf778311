import SpecModel
import SpecOutput

/// JUnit XML: a testsuite per product, a testcase per mutant (classname `<product>.<operator>`). A survivor (or a
/// mutant no check reached) is a failure; an equivalent or invalid mutant is skipped with its reason.
struct MutationJUnitRenderer: MutationRenderer {
    var format: String { "junit" }

    func render(_ report: MutationReport, context: MutationRenderContext) -> String {
        let all = report.score
        var junit = JUnitWriter(
            name: "specconform mutate",
            counts: .init(tests: all.total, failures: all.undetected, skipped: all.invalid + all[.ignored]))
        for product in report.products {
            let s = product.score
            junit.openSuite(
                name: "mutate \(product.product)",
                counts: .init(tests: s.total, failures: s.undetected, skipped: s.invalid + s[.ignored]))
            for r in product.results {
                let classname = "\(product.product).\(r.mutant.operatorName)"
                switch r.status {
                case .killed:
                    junit.testCase(
                        classname: classname, name: r.mutant.id,
                        systemOut: "killed by \(r.killedBy.joined(separator: ", "))")
                case .survived, .noCoverage:
                    let why = r.whyItLived ?? ""
                    let body = "\(r.mutant.position): \(r.mutant.description)\n\(why)"
                    junit.testCase(
                        classname: classname, name: r.mutant.id,
                        .init(.failure, type: r.status.rawValue, message: why, text: body))
                case .compileError, .runtimeError, .ignored:
                    let message = "\(r.status.rawValue): \(r.statusReason ?? "")"
                    junit.testCase(classname: classname, name: r.mutant.id, .init(.skipped, message: message))
                }
            }
            junit.closeSuite()
        }
        return junit.finish()
    }
}
