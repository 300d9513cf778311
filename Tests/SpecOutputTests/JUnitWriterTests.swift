import SpecOutput
import Testing

/// The one JUnit writer of reports, diffs and mutation reports.
@Suite struct JUnitWriterTests {
    @Test(
        "a document: counts in order (absent ones left out), properties, passed, output, failure, error and skipped cases"
    )
    func document() {
        var junit = JUnitWriter(name: "specconform <1.0>", counts: .init(tests: 5, failures: 1, errors: 1, skipped: 1))
        junit.openSuite(
            name: "p & q", counts: .init(tests: 5, failures: 1, errors: 1, skipped: 1), timestamp: "2026-01-01",
            properties: [("verdict", "fail \"x\"")])
        junit.testCase(classname: "p.a", name: "passed")
        junit.testCase(classname: "p.a", name: "said", systemOut: "a < b")
        junit.testCase(
            classname: "p.a", name: "failed", .init(.failure, type: "error", message: "m", text: "line 1\nline 2"))
        junit.testCase(classname: "p.a", name: "broke", .init(.error, message: "e", text: ""))
        junit.testCase(classname: "p.a", name: "skipped", .init(.skipped, message: "s"))
        junit.closeSuite()
        junit.openSuite(name: "empty", counts: .init(tests: 0, failures: 0))
        junit.closeSuite()
        #expect(
            junit.finish() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="specconform &lt;1.0&gt;" tests="5" failures="1" errors="1" skipped="1">
                  <testsuite name="p &amp; q" tests="5" failures="1" errors="1" skipped="1" timestamp="2026-01-01">
                    <properties>
                      <property name="verdict" value="fail &quot;x&quot;"/>
                    </properties>
                    <testcase classname="p.a" name="passed"/>
                    <testcase classname="p.a" name="said">
                      <system-out>a &lt; b</system-out>
                    </testcase>
                    <testcase classname="p.a" name="failed">
                      <failure type="error" message="m">line 1
                line 2</failure>
                    </testcase>
                    <testcase classname="p.a" name="broke">
                      <error message="e"></error>
                    </testcase>
                    <testcase classname="p.a" name="skipped">
                      <skipped message="s"/>
                    </testcase>
                  </testsuite>
                  <testsuite name="empty" tests="0" failures="0">
                  </testsuite>
                </testsuites>

                """)
    }
}
