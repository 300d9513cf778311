// The composition root: the bundled products' verifications, run by the same entry point a user's product calls.
// Adding a bundled product: its import and one entry in the list.
import NonnaConformance
import OchreSoulConformance
import SpecConformKit
import SwapGraphConformance

SpecConform.main(products: [
    OchreSoulVerification.self,
    NonnaVerification.self,
    SwapGraphVerification.self,
])
