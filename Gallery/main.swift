// A temporary demo of the terminal presenter, until the real gallery replaces it: one frame drawn
// through the real pipeline (CellBuffer -> TerminalScreen), redrawn on resize; q or Ctrl-C quits,
// Ctrl-Z suspends.
//
// Flags: `--colors truecolor|256|16|8|mono` forces a colour depth.
// Internal, for TesseraTerminalTests only: `--debug-input PATH` appends every decoded input event
// to PATH, one `String(describing:)` per line.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Tessera
import TesseraTerminal

func fail(_ message: String) -> Never {
    let line = Array("gallery: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}

var arguments = CommandLine.arguments.dropFirst()
var depthOverride: ColorDepth?
var inputLogPath: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--colors":
        guard let value = arguments.popFirst(), let depth = ColorDepth(rawValue: value) else {
            fail("--colors takes one of truecolor, 256, 16, 8, mono")
        }
        depthOverride = depth
    case "--debug-input":
        guard let path = arguments.popFirst() else { fail("--debug-input takes a file path") }
        inputLogPath = path
    default:
        fail("unknown argument \(argument)")
    }
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    fail("needs an interactive terminal: standard input and output must be a tty")
}

/// The demo's one frame, at `size`.
func demoFrame(size: TerminalSize, depth: ColorDepth, unicode: Bool, lastEvent: String) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    let border = CellStyle(foreground: .ansi(4))
    let box = unicode ? ["╭", "╮", "╰", "╯", "─", "│"] : ["+", "+", "+", "+", "-", "|"]
    let right = size.columns - 1, bottom = size.rows - 1
    if size.columns >= 2, size.rows >= 2 {
        let horizontal = String(repeating: box[4], count: size.columns - 2)
        buffer.write(box[0] + horizontal + box[1], at: Point(x: 0, y: 0), style: border)
        buffer.write(box[2] + horizontal + box[3], at: Point(x: 0, y: bottom), style: border)
        for y in 1..<bottom {
            buffer.write(box[5], at: Point(x: 0, y: y), style: border)
            buffer.write(box[5], at: Point(x: right, y: y), style: border)
        }
    }
    let inside = Rect(x: 2, y: 1, width: size.columns - 4, height: size.rows - 2)
    var y = 1
    func line(_ parts: [(String, CellStyle)]) {
        var x = inside.x
        for (text, style) in parts { x = buffer.write(text, at: Point(x: x, y: y), style: style, clip: inside) }
        y += 1
    }
    let plain = CellStyle.plain
    line([(" Tessera ", CellStyle(foreground: .ansi(15), background: .ansi(4), attributes: .bold)),
          (" terminal presenter demo", CellStyle(attributes: .bold))])
    y += 1
    line([("Colours:   ", plain), ("red ", CellStyle(foreground: .ansi(1))), ("green ", CellStyle(foreground: .ansi(2))),
          ("orange ", CellStyle(foreground: .palette(208))), ("sky ", CellStyle(foreground: .hex(0x7AA2F7))),
          (" on blue ", CellStyle(foreground: .ansi(15), background: .palette(25)))])
    line([("Styles:    ", plain), ("bold", CellStyle(attributes: .bold)), (" ", plain), ("dim", CellStyle(attributes: .dim)),
          (" ", plain), ("italic", CellStyle(attributes: .italic)), (" ", plain),
          ("underline", CellStyle(attributes: .underline)), (" ", plain), ("reverse", CellStyle(attributes: .reverse)),
          (" ", plain), ("strikethrough", CellStyle(attributes: .strikethrough))])
    line([("Wide:      ", plain), ("漢字", CellStyle(foreground: .ansi(3))), (" かな ", plain), ("🎉👍", plain),
          (" café", plain)])
    y += 1
    line([("Terminal:  \(size)  colours: \(depth.rawValue)  unicode: \(unicode ? "yes" : "no")", CellStyle(attributes: .dim))])
    line([("Last input: \(lastEvent)", CellStyle(attributes: .dim))])
    y += 1
    line([("Press q or Ctrl-C to quit, Ctrl-Z to suspend.", CellStyle(foreground: .ansi(2)))])
    return buffer
}

/// A short description of an event: `key up`, `key character("a") control`, `mouse press(left) 9,4`.
func describe(_ event: InputEvent) -> String {
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

/// Appends one line to the debug-input log.
func log(_ event: InputEvent, to path: String) {
    guard let file = fopen(path, "a") else { return }
    fputs(describe(event) + "\n", file)
    fclose(file)
}

let screen: TerminalScreen
do {
    screen = try TerminalScreen(colorDepth: depthOverride)
} catch {
    fail("\(error)")
}

var lastEvent = "none"
screen.present(demoFrame(size: screen.size, depth: screen.colorDepth, unicode: screen.supportsUnicode, lastEvent: lastEvent))
do {
    loop: while true {
        guard let event = try screen.readEvent(timeout: nil) else { continue }
        if let inputLogPath { log(event, to: inputLogPath) }
        switch event {
        case .key(KeyPress(.character("q"), modifiers: [])), .key(KeyPress(.character("c"), modifiers: .control)):
            break loop
        case .key(KeyPress(.character("z"), modifiers: .control)):
            screen.suspend()
        default:
            break
        }
        lastEvent = describe(event)
        screen.present(demoFrame(size: screen.size, depth: screen.colorDepth, unicode: screen.supportsUnicode,
                                 lastEvent: lastEvent))
    }
    screen.close()
} catch TerminalError.terminated(let signal) {
    screen.close()
    TerminalScreen.exit(forSignal: signal)
} catch {
    screen.close()
    fail("\(error)")
}
