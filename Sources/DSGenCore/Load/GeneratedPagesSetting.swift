/// What `dsgen.yml`'s `generated_pages` says about the pages made for tokens no page shows:
/// `off`, or the titles of some of them and the order they come in, by group.
public struct GeneratedPagesSetting: Hashable, Sendable {
    public var isOn = true
    /// A page's title by the group it shows (`fg: Foreground`); others are titled from the group's name.
    public var titles: [String: String] = [:]
    /// Groups whose pages come first, in this order; the others follow in dsgen's own order.
    public var order: [String] = []
    /// A group's tier where dsgen's guess is wrong (`fg: semantic`).
    public var tiers: [String: GeneratedPageTier] = [:]

    public init(
        isOn: Bool = true, titles: [String: String] = [:], order: [String] = [],
        tiers: [String: GeneratedPageTier] = [:]
    ) {
        self.isOn = isOn
        self.titles = titles
        self.order = order
        self.tiers = tiers
    }
}
