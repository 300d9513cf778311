import Foundation

/// Colours read from the page's style sheet, and their contrast ratio as WCAG 2 defines it.
enum CSSColours {
    /// The declarations of the rule whose selector is exactly `selector`.
    static func rule(_ selector: String, in style: String) -> String? {
        for line in style.split(separator: "\n") {
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            guard trimmed.hasPrefix(selector + " {"), let close = trimmed.lastIndex(of: "}") else { continue }
            return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: selector.count + 2)..<close])
        }
        return nil
    }

    /// The first `#rrggbb` of `property` in `declarations`.
    static func colour(_ property: String, in declarations: String) -> String? {
        for declaration in declarations.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingPrefix(while: \.isWhitespace) == property else { continue }
            return parts[1].split(separator: " ").first { $0.hasPrefix("#") && $0.count == 7 }.map(String.init)
        }
        return nil
    }

    /// The contrast ratio of two `#rrggbb` colours, 1 to 21.
    static func contrast(_ a: String, _ b: String) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { (c: Int) -> Double in
            let s = Double(c) / 255
            return s <= 0.04045 ? s / 12.92 : Foundation.pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
