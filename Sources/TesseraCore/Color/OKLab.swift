#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A colour in Björn Ottosson's OKLab space, where Euclidean distance approximates perceived
/// difference. Used to find the nearest colour a shallower colour depth can show.
struct OKLab: Hashable, Sendable {
    /// Perceived lightness, 0 (black) to 1 (white).
    var lightness: Double
    /// Green (negative) to red (positive).
    var a: Double
    /// Blue (negative) to yellow (positive).
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Converts an sRGB colour (D65 white, the sRGB transfer curve).
    init(_ rgb: RGB) {
        let table = OKLab.linearTable
        let red = table[Int(rgb.red)], green = table[Int(rgb.green)], blue = table[Int(rgb.blue)]
        let long = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let medium = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let short = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        self.init(
            lightness: 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short,
            a: 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
            b: 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short
        )
    }

    /// The squared Euclidean distance to `other` (ordering by it equals ordering by distance).
    func squaredDistance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// Linear light for each 8-bit sRGB channel value (the sRGB transfer curve, as WCAG's relative
    /// luminance also takes it).
    static let linearTable: [Double] = (0...255).map { value in
        let channel = Double(value) / 255
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}

extension RGB {
    /// Linear light for each 8-bit sRGB channel value: the table OKLab converts with, for WCAG's
    /// relative luminance, which linearises the channels the same way.
    package static var linearChannels: [Double] { OKLab.linearTable }
}
