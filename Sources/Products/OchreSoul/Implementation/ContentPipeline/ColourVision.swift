import Foundation

/// Colour-vision deficiency simulation for the palette check (EDGE-009).
package enum ColourVision: String, CaseIterable, Sendable {
    case normal, protanopia, deuteranopia, tritanopia

    /// Machado, Oliveira & Fernandes (2009) matrices at severity 1.0, applied in linear RGB.
    var matrix: [[Double]] {
        switch self {
        case .normal: return [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .protanopia:
            return [
                [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998],
            ]
        case .deuteranopia:
            return [
                [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
            ]
        case .tritanopia:
            return [
                [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900],
            ]
        }
    }

    /// Simulated CIELAB colour of an sRGB colour.
    package func lab(red: UInt8, green: UInt8, blue: UInt8) -> (l: Double, a: Double, b: Double) {
        let linear = [red, green, blue].map { ColourVision.toLinear(Double($0) / 255) }
        let m = matrix
        let sim = (0..<3).map { row in
            min(max(m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2], 0), 1)
        }
        let x = 0.4124564 * sim[0] + 0.3575761 * sim[1] + 0.1804375 * sim[2]
        let y = 0.2126729 * sim[0] + 0.7151522 * sim[1] + 0.0721750 * sim[2]
        let z = 0.0193339 * sim[0] + 0.1191920 * sim[1] + 0.9503041 * sim[2]
        let fx = ColourVision.f(x / 0.95047)
        let fy = ColourVision.f(y / 1.0)
        let fz = ColourVision.f(z / 1.08883)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE76 colour difference between two palette colours as this vision type sees them.
    package func deltaE(_ c1: PaletteColour, _ c2: PaletteColour) -> Double {
        let a = lab(red: c1.red, green: c1.green, blue: c1.blue)
        let b = lab(red: c2.red, green: c2.green, blue: c2.blue)
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    static func toLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
}
