#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

extension RGB {
    /// Whether the colour is near-neutral (a grey, or a tint too faint to show; see ``ColorFamily``).
    public var isNeutral: Bool { ColorFamily(OKLabMemo.lab(self).lab) == .neutral }

    /// The colour's OKLab hue angle in degrees, 0 to 360 (blue about 264, magenta 328, red 29);
    /// `nil` when it is near-neutral and has no hue to speak of.
    package var hueAngle: Double? {
        let (lab, hue) = OKLabMemo.lab(self)
        guard ColorFamily(lab) == .chromatic else { return nil }
        let angle = hue * 180 / .pi
        return angle < 0 ? angle + 360 : angle
    }

    /// The angle in degrees, 0 to 180, between this colour's OKLab hue and `other`'s; `nil` when
    /// either is near-neutral and has no hue to speak of.
    public func hueDistance(to other: RGB) -> Double? {
        let first = OKLabMemo.lab(self), second = OKLabMemo.lab(other)
        guard ColorFamily(first.lab) == .chromatic, ColorFamily(second.lab) == .chromatic else { return nil }
        return OKLab.hueDistance(first.hue, second.hue)
    }
}

extension OKLab {
    /// The angle in degrees, 0 to 180, between two colours' hues.
    static func hueDistance(_ first: OKLab, _ second: OKLab) -> Double {
        hueDistance(atan2(first.b, first.a), atan2(second.b, second.a))
    }

    /// The angle in degrees, 0 to 180, between two hue angles given as `atan2(b, a)` in radians.
    static func hueDistance(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second) * 180 / .pi
        return difference > 180 ? 360 - difference : difference
    }
}
