import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Light or dark from what the terminal says of its background: its colour, answered to OSC 11
/// (`ESC ] 11 ; ? ST`), or else the `COLORFGBG` variable some terminals set.
enum BackgroundDetection {
    /// The question, asked at start-up with the others (``TerminalReply/queries``).
    static let query = "\u{1B}]11;?\u{1B}\\"
    /// The longest Tessera waits for the answers before the first frame: a terminal that answers
    /// DA1 first (tmux, most) ends the wait at once.
    static let longestWait: Duration = .milliseconds(20)

    /// The scheme for a background of these channels (0…1): dark when white text reads better on
    /// it than black, by WCAG contrast (relative luminance under about 0.18).
    static func scheme(red: Double, green: Double, blue: Double) -> ColorScheme {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return (1.05 / (luminance + 0.05)) > ((luminance + 0.05) / 0.05) ? .dark : .light
    }

    /// The scheme of an OSC 11 answer's body (`11;rgb:1e1e/1e1e/2e2e`, channels of one to four hex
    /// digits), or nil when it is not one.
    static func scheme(osc body: [UInt8]) -> ColorScheme? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;rgb:") else { return nil }
        let channels = text.dropFirst("11;rgb:".count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [Double] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
        }
        return scheme(red: values[0], green: values[1], blue: values[2])
    }

    /// The scheme `COLORFGBG` says (`15;0`, `0;default;15`: the last field is the background's
    /// ANSI index; 0–6 and 8 are dark, 7 and 9–15 light), or nil.
    static func scheme(colorFGBG: String?) -> ColorScheme? {
        guard let last = colorFGBG?.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else {
            return nil
        }
        return index < 7 || index == 8 ? .dark : .light
    }
}
