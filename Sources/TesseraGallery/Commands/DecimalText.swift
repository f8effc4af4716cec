#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers with a fixed count of decimals, as C's `%.Nf` writes them (what `String(format:)` gave),
/// without Foundation.
enum DecimalText {
    /// `value` with `digits` decimals (0 to 9), correctly rounded: `fixed(4.547, digits: 2)` is `4.55`.
    static func fixed(_ value: Double, digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let format = "%.\(min(max(digits, 0), 9))f"
        let length = withVaList([value]) { arguments in vsnprintf(&buffer, buffer.count, format, arguments) }
        guard length > 0, length < buffer.count else { return "\(value)" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
