// The library product's verifier: SpecConform's command line for it. Run from this folder:
// `swift run verify-library check` (or `lint`, `gate`, `mutate`, …). With `LIBRARY_LOANS_BUG=renewal` it verifies a
// copy lent with three renewals instead of two: a negative control that must fail.
import Foundation
import LibraryLoansConformance
import SpecConformKit

let planted = ProcessInfo.processInfo.environment["LIBRARY_LOANS_BUG"] == "renewal"
SpecConform.main(products: [planted ? LibraryWithRenewalBug.self : LibraryVerification.self])
