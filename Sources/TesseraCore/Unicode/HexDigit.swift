/// The value of an ASCII hex digit (`0`–`9`, `a`–`f`, `A`–`F`), for the parsers of colours, JSON
/// escapes and percent-encoded arguments.
package enum HexDigit {
    /// 0 to 15, or nil when `byte` is not a hex digit.
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
