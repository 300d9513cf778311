import Foundation

/// Builds the presentation of each product surface from module state: the facts the surface shows, each as
/// `role:value`. Pure functions of their inputs: nothing here reads the clock.
package enum SurfaceRenderer {
    /// One onboarding step (welcome, themes, audience, accessibility quick-set).
    package static func onboarding(_ module: OnboardingModule) -> Presentation {
        var elements = ["step:\(module.step.rawValue)"]
        switch module.step {
        case .themes:
            elements += OnboardingModule.availableThemes.map {
                "theme:\($0):\(module.selectedThemes.contains($0) ? "on" : "off")"
            }
        case .audience:
            elements += Audience.allCases.map { "audience:\($0.rawValue):\(module.audience == $0 ? "on" : "off")" }
        case .accessibility:
            elements += [
                "accessibility:numbers:\(module.accessibility.alwaysShowNumbers)",
                "accessibility:reduce_motion:\(module.accessibility.reduceMotion)",
                "accessibility:pattern_fills:\(module.accessibility.patternFills)",
            ]
        case .welcome, .done:
            break
        }
        if let error = module.error { elements.append("error:\(error)") }
        elements.append("action:continue:\(module.canContinue ? "enabled" : "disabled")")
        return Presentation(.onboardingStep, elements: elements)
    }

    /// Library home: continue, chosen-for-you and downloaded rows, the offline notice, the first-steps checklist.
    package static func libraryHome(_ home: LibraryHome, progress: ProgressStore, checklistVisible: Bool)
        -> Presentation
    {
        var elements: [String] = []
        if home.offline { elements.append("notice:offline") }
        if checklistVisible { elements.append("checklist:first_steps") }
        if !home.continueRow.isEmpty {
            elements.append("section:continue")
            for row in home.continueRow {
                elements.append("row:continue:\(row.slug)")
                if let p = progress.load(row.id) {
                    elements.append("progress:\(row.slug):\(p.completedCount)/\(row.regionCount)")
                }
            }
        }
        elements.append("section:chosen_for_you")
        elements += home.chosenForYou.map { "row:chosen_for_you:\($0.slug)" }
        if !home.downloaded.isEmpty {
            elements.append("section:downloaded")
            elements += home.downloaded.map { "row:downloaded:\($0.slug)" }
        }
        return Presentation(.libraryHome, elements: elements)
    }

    /// Artwork detail: metadata, progress, credit, approved cultural context, access state and primary action.
    package static func artworkDetail(_ detail: ArtworkDetail, slug: String) -> Presentation {
        var elements = [
            "artwork:\(slug)", "title:\(detail.title)", "preview:\(detail.previewFile)",
            "difficulty:\(detail.difficulty)",
            "estimated_minutes:\(detail.estimatedMinutes)", "regions:\(detail.regionCount)",
            "progress:\(slug):\(detail.progressPercent)%",
            "credit:\(detail.artistCredit)",
        ]
        if detail.culturalContext != nil { elements.append("cultural_context:approved") }
        elements += ["access:\(detail.access.rawValue)", "action:\(detail.primaryAction.rawValue)"]
        return Presentation(.artworkDetail, elements: elements)
    }

    /// The paywall for a locked artwork: the content pack, buy, restore and close. No price copy beyond the
    /// store's product (the platform sheet shows the price).
    package static func paywall(pack: ContentPack, artworkSlug: String) -> Presentation {
        Presentation(
            .paywall,
            elements: [
                "artwork:\(artworkSlug)", "pack:\(pack.id)", "product:\(pack.productID)",
                "product_kind:\(pack.kind.rawValue)",
                "action:buy", "action:restore", "action:close",
            ])
    }

    /// The paywall opened to restore purchases (from Settings): the packs on offer, restore and close.
    package static func restorePaywall(packs: [ContentPack]) -> Presentation {
        Presentation(.paywall, elements: packs.map { "pack:\($0.id)" } + ["action:restore", "action:close"])
    }

    /// The account-required sheet before purchase or restore.
    package static func accountRequired() -> Presentation {
        Presentation(.accountRequired, elements: ["action:sign_in", "action:close"])
    }

    /// The canvas: the artwork, its progress and the palette (number, remaining count, completed, selected).
    package static func canvas(row: CatalogueRow, progress: ProgressRow, palette: PaletteModel?, reduceMotion: Bool)
        -> Presentation
    {
        var elements = ["artwork:\(row.slug)", "progress:\(row.slug):\(progress.completedCount)/\(row.regionCount)"]
        if progress.isCompleted { elements.append("state:completed") }
        for swatch in palette?.swatches ?? [] {
            elements.append(
                "swatch:\(swatch.number):" + (swatch.isCompleted ? "completed" : "remaining:\(swatch.remaining)")
                    + (swatch.isSelected ? ":selected" : ""))
        }
        elements.append("motion:\(reduceMotion ? "reduced" : "standard")")
        return Presentation(.canvas, elements: elements)
    }

    /// The founder's note, citing the artwork's cultural note only when review approved it.
    package static func founderNote(citation: String?) -> Presentation {
        Presentation(
            .founderNote, elements: ["note:founder"] + (citation == nil ? [] : ["citation:approved"]) + ["action:close"]
        )
    }

    /// The soft account prompt: optional, always dismissible.
    package static func accountPrompt() -> Presentation {
        Presentation(.accountPrompt, elements: ["prompt:save_progress", "action:create_account", "action:not_now"])
    }

    /// Settings: account, accessibility, themes, child mode, notifications on/off, restore, support.
    package static func settings(_ settings: SettingsModule, anonymous: Bool) -> Presentation {
        var elements = ["account:\(anonymous ? "anonymous" : "signed_in")"]
        if let profile = settings.profile {
            elements += [
                "accessibility:numbers:\(profile.accessibility.alwaysShowNumbers)",
                "accessibility:reduce_motion:\(profile.accessibility.reduceMotion)",
                "accessibility:pattern_fills:\(profile.accessibility.patternFills)",
            ]
            elements += profile.culturalThemes.map { "theme:\($0)" }
            elements.append("child_mode:\(profile.childMode)")
        }
        elements.append("notifications:\(settings.notificationsEnabled ? "on" : "off")")
        if settings.restoreAvailable { elements.append("action:restore") }
        elements.append("action:support")
        if !settings.lastSaveSucceeded { elements.append("error:not_saved") }
        return Presentation(.settings, elements: elements)
    }

    /// The notification pre-permission value screen shown before any OS prompt.
    package static func notificationPrePermission() -> Presentation {
        Presentation(.notificationPrePermission, elements: ["value:new_artwork", "action:turn_on", "action:not_now"])
    }
}
