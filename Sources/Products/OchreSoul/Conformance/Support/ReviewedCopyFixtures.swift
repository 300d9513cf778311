/// Approved copy as its owner would supply it (OD-10, OD-12): fixture text, so a shown note or screen can only
/// hold it by taking the input.
enum ReviewedCopyFixtures {
    static let approvedNote = "Check fixture: the approved OD-10 founder's note"
    static let draftNote = "Check fixture: a draft founder's note nobody approved"
    static let approvedPrompt = "Check fixture: the approved OD-12 value copy"
    static let draftPrompt = "Check fixture: draft OD-12 value copy"
}
