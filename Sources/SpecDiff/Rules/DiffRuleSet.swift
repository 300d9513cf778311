/// A group of closely related diff rules that one comparison decides (an addition and its removal, the three
/// outcomes of a guard change): the rules' descriptors and the findings they produce.
protocol DiffRuleSet {
    static var rules: [DiffRuleDescriptor] { get }
    static func findings(_ context: DiffContext) -> [Finding]
}
