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

    /// The events for `report` (none for a report Tessera does not use). ncurses folds a press
    /// and a release that arrive in one read into a single click report: that becomes a press
    /// followed by a release, so a fast click still activates.
    static func events(for report: MEVENT) -> [MouseEvent] {
        guard let kind = kinds.first(where: { report.bstate & $0.0 != 0 })?.1 else { return [] }
        var modifiers: KeyModifiers = []
        if report.bstate & TESSERA_BUTTON_SHIFT != 0 { modifiers.insert(.shift) }
        if report.bstate & TESSERA_BUTTON_ALT != 0 { modifiers.insert(.alt) }
        if report.bstate & TESSERA_BUTTON_CTRL != 0 { modifiers.insert(.control) }
        let position = Point(x: Int(report.x), y: Int(report.y))
        let event = MouseEvent(kind, at: position, modifiers: modifiers)
        let clicked =
            report.bstate & TESSERA_BUTTON1_CLICKED != 0
            || (report.bstate & TESSERA_BUTTON1_PRESSED != 0 && report.bstate & TESSERA_BUTTON1_RELEASED != 0)
        guard clicked else { return [event] }
        return [
            MouseEvent(.press(.left), at: position, modifiers: modifiers),
            MouseEvent(.release(.left), at: position, modifiers: modifiers),
        ]
    }
}
