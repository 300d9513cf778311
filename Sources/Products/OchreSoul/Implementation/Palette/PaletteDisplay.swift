import Foundation

/// The numbers and names the palette and the canvas show and announce for an artwork's colours.
///
/// The validator blocks duplicate numbers and unnamed colours before publication (`palette.duplicate_number`,
/// `accessibility.missing_colour_name`), but a bundle published before those rules, or with corrupted metadata, can
/// still reach the device. Assumption (the documents give no failure path): such a palette is still shown and
/// announced, never by colour alone. When any number is missing (0) or shared, every colour is renumbered 1…n in
/// the order of its stored number, then its ID, so each number on the canvas names exactly one swatch; an unnamed
/// colour is announced as "colour N". The problems found are reported so the opener can record them coarsely.
package struct PaletteDisplay: Equatable, Sendable {
    /// A defect in the palette metadata that the display works around.
    package enum Problem: String, CaseIterable, Sendable {
        /// A colour number is 0 or shared by two colours: the numbers were reassigned.
        case invalidColourNumber = "invalid_colour_number"
        /// A colour has no name: a fallback name is announced.
        case missingColourName = "missing_colour_name"
    }

    /// One colour as shown: the number printed in its regions and on its swatch, and the name announced.
    package struct Entry: Equatable, Sendable {
        package let colourID: Int
        package let number: Int
        package let name: String
    }

    /// Colours in display-number order.
    package let entries: [Entry]
    /// Defects worked around, in `Problem` order (empty for a well-formed palette).
    package let problems: [Problem]
    private let byID: [Int: Int]

    /// The display of `palette`.
    package init(palette: [PaletteColour]) {
        let ordered = palette.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
        let numbersValid = ordered.allSatisfy { $0.number > 0 } && Set(ordered.map(\.number)).count == ordered.count
        var entries: [Entry] = []
        var missingName = false
        for (position, colour) in ordered.enumerated() {
            let number = numbersValid ? colour.number : position + 1
            let trimmed = colour.name.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { missingName = true }
            entries.append(
                Entry(colourID: colour.id, number: number, name: trimmed.isEmpty ? "colour \(number)" : trimmed))
        }
        self.entries = entries
        problems = (numbersValid ? [] : [.invalidColourNumber]) + (missingName ? [.missingColourName] : [])
        var byID: [Int: Int] = [:]
        for (position, entry) in entries.enumerated() where byID[entry.colourID] == nil {
            byID[entry.colourID] = position
        }
        self.byID = byID
    }

    /// The display entry of a colour ID, `nil` for a colour the palette does not have.
    package func entry(for colourID: Int) -> Entry? { byID[colourID].map { entries[$0] } }
}
