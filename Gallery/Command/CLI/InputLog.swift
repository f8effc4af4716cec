import Foundation
import GalleryApp
import Tessera

/// `--debug-input PATH` (internal, for the terminal tests): appends every decoded input event to
/// a file, one line each: `key up`, `key character("a") control`, `mouse press(left) 9,4`.
struct InputLog {
    let path: String

    func append(_ event: InputEvent) {
        guard let file = fopen(path, "a") else { return }
        fputs(Self.describe(event) + "\n", file)
        fclose(file)
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
            let kind = switch mouse.kind {
            case .press(let button): "press(\(button))"
            case .release(let button): "release(\(button))"
            case .wheelUp: "wheelUp"
            case .wheelDown: "wheelDown"
            case .move: "move"
            }
            return "mouse \(kind) \(mouse.position.x),\(mouse.position.y)" + names(mouse.modifiers)
        case .resize(let size):
            return "resize \(size)"
        }
    }
}
