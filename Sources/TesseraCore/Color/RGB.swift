/// A 24-bit colour: one byte each of red, green and blue.
public struct RGB: Hashable, Sendable {
    /// The red component, 0 to 255.
    public var red: UInt8
    /// The green component, 0 to 255.
    public var green: UInt8
    /// The blue component, 0 to 255.
    public var blue: UInt8

    /// A colour from its three components, each 0 to 255.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 0xRRGGBB value.
    public init(hex value: UInt32) {
        self.init(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// Parses `#rrggbb` (the `#` is required). Returns nil for anything else.
    public init?(hexString: some StringProtocol) {
        let utf8 = Array(hexString.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = HexDigit.value(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        self.init(hex: value)
    }

    /// `#rrggbb`, lower case.
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            bytes.append(digits[Int(component >> 4)])
            bytes.append(digits[Int(component & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
