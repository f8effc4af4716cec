import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The OKLab value and hue angle of recently converted colours. Choosing a theme's colours for a
/// shallow depth (``RGB/hueDistance(to:)``, ``RGB/isNeutral``) converts the same few hundred
/// colours — the theme's and xterm's palette — tens of thousands of times, three cube roots and an
/// arc tangent each: 12% of an app's start-up. A direct-mapped table of 1,024 entries keeps them;
/// a colour whose slot another took is converted again, with the same result.
enum OKLabMemo {
    /// A converted colour: `key` is the colour's 24 bits with bit 24 set (0 marks an empty slot).
    private struct Entry {
        var key: UInt32 = 0
        var lab = OKLab(lightness: 0, a: 0, b: 0)
        /// `atan2(b, a)` in radians.
        var hue: Double = 0
    }

    private static let slots = 1024
    private static let table = Mutex([Entry](repeating: Entry(), count: slots))

    /// The OKLab value of `rgb` and its hue angle, `atan2(b, a)` in radians.
    static func lab(_ rgb: RGB) -> (lab: OKLab, hue: Double) {
        let key = UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue) | 1 << 24
        let slot = Int((key &* 2_654_435_761) >> 22) & (slots - 1)
        if let known = table.withLock({ $0[slot].key == key ? $0[slot] : nil }) { return (known.lab, known.hue) }
        let lab = OKLab(rgb)
        let hue = atan2(lab.b, lab.a)
        table.withLock { $0[slot] = Entry(key: key, lab: lab, hue: hue) }
        return (lab, hue)
    }
}
