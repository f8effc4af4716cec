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
    public var isNeutral: Bool { ColorFamily(OKLab(self)) == .neutral }

    /// The colour's OKLab hue angle in degrees, 0 to 360 (blue about 264, magenta 328, red 29);
    /// `nil` when it is near-neutral and has no hue to speak of.
    package var hueAngle: Double? {
        let lab = OKLab(self)
        guard ColorFamily(lab) == .chromatic else { return nil }
        let angle = atan2(lab.b, lab.a) * 180 / .pi
        return angle < 0 ? angle + 360 : angle
    }

    /// The angle in degrees, 0 to 180, between this colour's OKLab hue and `other`'s; `nil` when
    /// either is near-neutral and has no hue to speak of.
    public func hueDistance(to other: RGB) -> Double? {
        let first = OKLab(self), second = OKLab(other)
        guard ColorFamily(first) == .chromatic, ColorFamily(second) == .chromatic else { return nil }
        return OKLab.hueDistance(first, second)
    }
}

extension OKLab {
    /// The angle in degrees, 0 to 180, between two colours' hues.
    static func hueDistance(_ first: OKLab, _ second: OKLab) -> Double {
        let difference = abs(atan2(first.b, first.a) - atan2(second.b, second.a)) * 180 / .pi
        return difference > 180 ? 360 - difference : difference
    }
}
