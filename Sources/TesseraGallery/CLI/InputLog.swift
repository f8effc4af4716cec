import Tessera
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--debug-input PATH` (internal, for the terminal tests): appends every decoded input event to
/// a file, one line each: `key up`, `key character("a") control`, `mouse press(left) 9,4`.
struct InputLog {
    let path: String

    /// Appends the event's line; a file that cannot take it is skipped. Opened non-blocking, so a
    /// FIFO nobody reads is refused rather than waited on with the terminal in raw mode.
    func append(_ event: InputEvent) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        _ = writeAll(Array((Self.describe(event) + "\n").utf8), to: descriptor)
        close(descriptor)
    }

    static func describe(_ event: InputEvent) -> String {
        func names(_ modifiers: KeyModifiers) -> String {
            [(KeyModifiers.shift, " shift"), (.alt, " alt"), (.control, " control")]
                .filter { modifiers.contains($0.0) }.map(\.1).joined()
        }
        switch event {
        case .key(let press):
            return "key \(press.key)" + names(press.modifiers)
        case .mouse(let mouse):
            let kind =
                switch mouse.kind {
                case .press(let button): "press(\(button))"
                case .release(let button): "release(\(button))"
                case .wheelUp: "wheelUp"
                case .wheelDown: "wheelDown"
                case .move: "move"
                }
            return "mouse \(kind) \(mouse.position.x),\(mouse.position.y)" + names(mouse.modifiers)
        case .resize(let size):
            return "resize \(size)"
        case .focus(let isFocused):
            return isFocused ? "focus in" : "focus out"
        case .paste(let text):
            return "paste \(text.count) characters"
        }
    }
}
