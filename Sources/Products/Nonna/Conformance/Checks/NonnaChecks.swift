import Conformance

/// Every nonna rule check, by module.
enum NonnaChecks {
    static var all: [RuleCheck] {
        AccountChecks.all + BabyChecks.all + FollowerChecks.all + GalleryChecks.all + CalendarChecks.all
            + RegistryChecks.all + EngagementChecks.all + TileChecks.all + NotificationChecks.all + ExtrasChecks.all
            + RetentionChecks.all + DenialChecks.all
    }
}
