import CNcursesw
import TesseraCore

/// Turns an ncurses mouse event (`getmouse` after `KEY_MOUSE`) into a Tessera one.
enum CursesMouseReport {
    private static let kinds: [(mmask_t, MouseEvent.Kind)] = [
        (TESSERA_BUTTON1_PRESSED, .press(.left)), (TESSERA_BUTTON1_RELEASED, .release(.left)),
        (TESSERA_BUTTON2_PRESSED, .press(.middle)), (TESSERA_BUTTON2_RELEASED, .release(.middle)),
        (TESSERA_BUTTON3_PRESSED, .press(.right)), (TESSERA_BUTTON3_RELEASED, .release(.right)),
        (TESSERA_BUTTON4_PRESSED, .wheelUp), (TESSERA_BUTTON5_PRESSED, .wheelDown),
        (TESSERA_BUTTON1_CLICKED, .press(.left)), (TESSERA_REPORT_MOUSE_POSITION, .move),
    ]

    /// The event for `report`, or nil for a report Tessera does not use.
    static func event(for report: MEVENT) -> MouseEvent? {
        guard let kind = kinds.first(where: { report.bstate & $0.0 != 0 })?.1 else { return nil }
        var modifiers: KeyModifiers = []
        if report.bstate & TESSERA_BUTTON_SHIFT != 0 { modifiers.insert(.shift) }
        if report.bstate & TESSERA_BUTTON_ALT != 0 { modifiers.insert(.alt) }
        if report.bstate & TESSERA_BUTTON_CTRL != 0 { modifiers.insert(.control) }
        return MouseEvent(kind, at: Point(x: Int(report.x), y: Int(report.y)), modifiers: modifiers)
    }
}
