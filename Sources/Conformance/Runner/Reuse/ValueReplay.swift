/// A payload value a run takes from the baseline: its check, or why it was not driven.
enum ValueReplay {
    case check(CheckResult)
    case notDriven(String)
}
